/** Deaths and the war: who struck, who lived to the end, one panoply each. */
import { str, arr, q, recs, label, type Rec, type EpicCheck } from './context.ts';

export const deaths: EpicCheck = {
  id: 'deaths',
  title:
    'One death record per person; whoever struck also had a hand (personKilledByWhom ⊆ personKilledWhoAll); a killing with helpers names who struck',
  run({ deaths }) {
    const out: string[] = [];
    const seen = new Set<string>();
    deaths.forEach((r, i) => {
      const n = str(r, 'personName');
      if (!n) return;
      if (seen.has(n)) out.push(`deaths.json: ${q(n)}.personName: more than one death record`);
      seen.add(n);
      const all = arr(r, 'personKilledWhoAll');
      for (const k of arr(r, 'personKilledByWhom'))
        if (!all.includes(k))
          out.push(`deaths.json: ${label('deaths', r, i)}.personKilledByWhom: ${q(k)} is not in personKilledWhoAll`);
      if (arr(r, 'personKilledByWhom').length === 0 && all.length > 0)
        out.push(
          `deaths.json: ${label('deaths', r, i)}.personKilledByWhom: empty although personKilledWhoAll names ${all.map(q).join(', ')}`,
        );
    });

    return out;
  },
};

export const warStatus: EpicCheck = {
  id: 'war-status',
  title:
    'War participation and deaths agree (a war death is not alive at war end; a death before the war is not alive at war start; …)',
  run({ idx, persons, deaths, warStart, isWarEvent, order }) {
    const out: string[] = [];
    const deathOf = new Map<string, Rec>();
    for (const d of deaths) {
      const n = str(d, 'personName');
      if (n && !deathOf.has(n)) deathOf.set(n, d);
    }
    for (const r of persons) {
      const n = str(r, 'name');
      if (!n) continue;
      const start = r.aliveAtWarStart;
      const end = r.aliveAtWarEnd;
      const fought = r.foughtWar;
      if (start === 'no' && end === 'yes')
        out.push(`persons.json: ${q(n)}.aliveAtWarEnd: "yes" but aliveAtWarStart is "no"`);
      if (start === 'no' && fought === 'yes')
        out.push(`persons.json: ${q(n)}.foughtWar: "yes" but aliveAtWarStart is "no"`);
      const d = deathOf.get(n);
      const evName = d ? str(d, 'personKilledAtEvent') : undefined;
      const ev = evName ? idx.events.get(evName) : undefined;
      // a persons.json field the death record contradicts; `when` is "in the war" or "before the war"
      const contradicts = (field: string, value: string, when: string) =>
        out.push(
          `persons.json: ${q(n)}.${field}: "${value}" but deaths.json has ${q(n)} killed at ${q(evName!)}, ${when}`,
        );
      if (d && isWarEvent(ev)) {
        if (end === 'yes') contradicts('aliveAtWarEnd', 'yes', 'in the war');
        if (start === 'no') contradicts('aliveAtWarStart', 'no', 'in the war');
      } else if (d && ev && warStart !== undefined && order(ev)! < warStart) {
        if (start === 'yes') contradicts('aliveAtWarStart', 'yes', 'before the war');
        if (fought === 'yes') contradicts('foughtWar', 'yes', 'before the war');
      }
      if (start === 'yes' && end === 'no' && !d)
        out.push(
          `persons.json: ${q(n)}.aliveAtWarEnd: "no" after "yes" at war start, but deaths.json has no death record for ${q(n)}`,
        );
    }

    return out;
  },
};

export const panoplies: EpicCheck = {
  id: 'panoplies',
  title: 'At most one panoply per person',
  run({ data }) {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const r of recs(data, 'panoplies')) {
      const n = str(r, 'person');
      if (!n) continue;
      if (seen.has(n)) out.push(`panoplies.json: ${q(n)}.person: more than one panoply`);
      seen.add(n);
    }

    return out;
  },
};
