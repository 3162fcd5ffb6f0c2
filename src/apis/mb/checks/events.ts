/** Events: the chain of events runs one way, in one order. */
import { str, arr, q, type EpicCheck } from './context.ts';

export const eventsInverse: EpicCheck = {
  id: 'events-inverse',
  title: 'eventPrecededBy and eventFollowedBy are inverse of each other',
  run({ idx, events }) {
    const out: string[] = [];
    for (const r of events) {
      const n = str(r, 'eventName');
      if (!n) continue;
      for (const f of arr(r, 'eventFollowedBy')) {
        if (f === n) out.push(`events.json: ${q(n)}.eventFollowedBy: lists the event itself`);
        const other = idx.events.get(f);
        if (other && f !== n && !arr(other, 'eventPrecededBy').includes(n))
          out.push(`events.json: ${q(f)}.eventPrecededBy: lacks ${q(n)}, which lists ${q(f)} in eventFollowedBy`);
      }
      for (const p of arr(r, 'eventPrecededBy')) {
        if (p === n) out.push(`events.json: ${q(n)}.eventPrecededBy: lists the event itself`);
        const other = idx.events.get(p);
        if (other && p !== n && !arr(other, 'eventFollowedBy').includes(n))
          out.push(`events.json: ${q(p)}.eventFollowedBy: lacks ${q(n)}, which lists ${q(p)} in eventPrecededBy`);
      }
    }

    return out;
  },
};

export const eventsOrder: EpicCheck = {
  id: 'events-order',
  title: 'eventOrder is unique, increases along eventFollowedBy, and agrees with warDay',
  run({ idx, events, order }) {
    const out: string[] = [];
    const byOrder = new Map<number, string>();
    for (const r of events) {
      const n = str(r, 'eventName');
      const o = order(r);
      if (!n || o === undefined) continue;
      const prev = byOrder.get(o);
      if (prev) out.push(`events.json: ${q(n)}.eventOrder: ${o} is also the eventOrder of ${q(prev)}`);
      else byOrder.set(o, n);
      for (const f of arr(r, 'eventFollowedBy')) {
        const fo = order(idx.events.get(f));
        if (fo !== undefined && fo <= o)
          out.push(`events.json: ${q(f)}.eventOrder: ${fo} is not after ${q(n)} (${o}), which it follows`);
      }
    }
    const war = events.filter((r) => typeof r.warDay === 'number' && order(r) !== undefined);
    for (const a of war)
      for (const b of war)
        if ((a.warDay as number) < (b.warDay as number) && order(a)! > order(b)!)
          out.push(
            `events.json: ${q(str(b, 'eventName') ?? '?')}.eventOrder: ${order(b)} is before ${q(str(a, 'eventName') ?? '?')} (${order(a)}), an earlier war day`,
          );

    return out;
  },
};
