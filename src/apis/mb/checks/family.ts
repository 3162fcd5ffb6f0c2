/** Family: spouses, parents and children agree both ways; nobody is their own ancestor. */
import { str, arr, q, type CheckContext, type EpicCheck } from './context.ts';

/** Parent and child agree both ways, in the real or the adoptive (legal) line. */
function parentChild(
  { persons, idx }: CheckContext,
  kindWord: 'Real' | 'Adoptive',
  childrenField: 'childrenReal' | 'childrenAdopted',
  out: string[],
): void {
  const fatherF = `father${kindWord}`;
  const motherF = `mother${kindWord}`;
  for (const r of persons) {
    const n = str(r, 'name');
    if (!n) continue;
    // parent -> child: the child names this parent
    for (const c of arr(r, childrenField)) {
      if (c === n) {
        out.push(`persons.json: ${q(n)}.${childrenField}: lists the person itself`);
        continue;
      }
      const child = idx.persons.get(c);
      if (child && str(child, fatherF) !== n && str(child, motherF) !== n)
        out.push(
          `persons.json: ${q(c)}.${fatherF}/${motherF}: neither is ${q(n)}, who lists ${q(c)} in ${childrenField}`,
        );
    }
    // child -> parent: the parent lists this child, and has a fitting gender
    for (const [f, wrongGender] of [
      [fatherF, 'female'],
      [motherF, 'male'],
    ] as const) {
      const p = str(r, f);
      if (!p) continue;
      if (p === n) {
        out.push(`persons.json: ${q(n)}.${f}: names the person itself`);
        continue;
      }
      const parent = idx.persons.get(p);
      if (!parent) continue;
      if (!arr(parent, childrenField).includes(n))
        out.push(`persons.json: ${q(p)}.${childrenField}: lacks ${q(n)}, whose ${f} is ${q(p)}`);
      if (str(parent, 'gender') === wrongGender) out.push(`persons.json: ${q(n)}.${f}: ${q(p)} is ${wrongGender}`);
    }
    if (kindWord === 'Adoptive') {
      for (const [a, b] of [
        ['fatherAdoptive', 'fatherReal'],
        ['motherAdoptive', 'motherReal'],
      ])
        if (str(r, a) && str(r, a) === str(r, b))
          out.push(`persons.json: ${q(n)}.${a}: ${q(str(r, a)!)} is already the ${b}`);
    }
  }
}

export const spousesSymmetric: EpicCheck = {
  id: 'spouses-symmetric',
  title: 'Spouses are symmetric: if A lists B, B lists A',
  run({ idx, persons }) {
    const out: string[] = [];
    persons.forEach((r, i) => {
      const n = str(r, 'name');
      if (!n) return;
      for (const s of arr(r, 'spouses')) {
        if (s === n) {
          out.push(`persons.json: ${q(n)}.spouses: lists the person itself`);
          continue;
        }
        const other = idx.persons.get(s);
        if (other && !arr(other, 'spouses').includes(n))
          out.push(`persons.json: ${q(s)}.spouses: lacks ${q(n)}, who lists ${q(s)} as a spouse`);
      }
      void i;
    });

    return out;
  },
};

export const parentsReal: EpicCheck = {
  id: 'parents-real',
  title:
    'Real parent and child agree both ways (childrenReal ↔ fatherReal/motherReal), fathers not female, mothers not male',
  run(ctx) {
    const out: string[] = [];
    parentChild(ctx, 'Real', 'childrenReal', out);
    return out;
  },
};

export const parentsAdoptive: EpicCheck = {
  id: 'parents-adoptive',
  title: 'Adoptive/legal parent and child agree both ways (childrenAdopted ↔ fatherAdoptive/motherAdoptive)',
  run(ctx) {
    const out: string[] = [];
    parentChild(ctx, 'Adoptive', 'childrenAdopted', out);
    return out;
  },
};

export const ancestryAcyclic: EpicCheck = {
  id: 'ancestry-acyclic',
  title: 'Nobody is their own ancestor',
  run({ idx }) {
    const out: string[] = [];
    const parents = (n: string): string[] => {
      const r = idx.persons.get(n);
      if (!r) return [];
      return ['fatherReal', 'motherReal', 'fatherAdoptive', 'motherAdoptive']
        .map((f) => str(r, f))
        .filter((x): x is string => !!x && idx.persons.has(x));
    };
    const state = new Map<string, 1 | 2>();
    const reported = new Set<string>();
    const visit = (n: string, stack: string[]) => {
      if (state.get(n) === 2) return;
      if (state.get(n) === 1) {
        const cycle = stack.slice(stack.indexOf(n));
        const keyC = [...cycle].sort().join('|');
        if (!reported.has(keyC)) {
          reported.add(keyC);
          out.push(
            `persons.json: ${q(n)}.fatherReal/motherReal/fatherAdoptive/motherAdoptive: ancestry cycle ${[...cycle, n].map(q).join(' → ')}`,
          );
        }
        return;
      }
      state.set(n, 1);
      for (const p of parents(n)) visit(p, [...stack, n]);
      state.set(n, 2);
    };
    for (const n of idx.persons.names.keys()) visit(n, []);

    return out;
  },
};
