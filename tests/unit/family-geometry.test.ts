/**
 * The family trees as drawn, on every person's tree and the Kuru line: no line crosses a box that
 * is not one of its ends, no two boxes overlap, everyone drawn is joined to everyone else, rows are
 * generations, every couple has its bar and every child its line; the siblings of the facts list
 * are the siblings of the tree; the Kuru line holds all of Shantanu's descendants and their spouses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEpic } from '../../src/apis/mb/graph.ts';
import { familyTreeSvg, kuruLine } from '../../src/apis/mb/pictures.ts';
import { familyGraph, siblingWord } from '../../src/apis/mb/kinship.ts';
import { layoutTree, type PlacedBox, type TreeInput, type TreeLayout } from '../../src/charts/family-tree.ts';

const g = loadEpic();

interface P {
  x: number;
  y: number;
}

/** Does the segment a–b pass through the inside of the box (shrunk by half a pixel)? */
function crossesBox(a: P, b: P, box: PlacedBox): boolean {
  const [x0, y0, x1, y1] = [box.x + 0.5, box.y + 0.5, box.x + box.width - 0.5, box.y + box.height - 0.5];
  // Liang–Barsky clipping of the segment against the rectangle
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [p, q] of [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

function checkTree(what: string, input: TreeInput, layout: TreeLayout): void {
  const byId = new Map(layout.boxes.map((b) => [b.id, b]));
  // every member in exactly one box
  const drawn = layout.boxes.flatMap((b) => b.names);
  assert.equal(new Set(drawn).size, drawn.length, `${what}: someone drawn twice`);
  assert.deepEqual(new Set(drawn), new Set(input.members.map((m) => m.name)), `${what}: members and boxes`);
  // boxes inside the picture and apart
  for (const b of layout.boxes) {
    assert.ok(
      b.x >= 0 && b.y >= 0 && b.x + b.width <= layout.width && b.y + b.height <= layout.height,
      `${what}: ${b.id} outside the picture`,
    );
  }
  for (const [i, a] of layout.boxes.entries()) {
    for (const b of layout.boxes.slice(i + 1)) {
      assert.ok(
        !(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
        `${what}: ${a.id} and ${b.id} overlap`,
      );
    }
  }
  // generations in rows, older above
  const rowY = new Map<number, number>();
  for (const b of layout.boxes) {
    const cy = b.y + b.height / 2;
    if (!rowY.has(b.generation)) rowY.set(b.generation, cy);
    assert.equal(cy, rowY.get(b.generation), `${what}: ${b.id} off the row of generation ${b.generation}`);
  }
  const ys = [...rowY].sort((a, b) => a[0] - b[0]).map(([, y]) => y);
  assert.deepEqual(
    ys,
    [...ys].sort((a, b) => a - b),
    `${what}: rows out of order`,
  );
  // no line passes behind a box that is not one of its ends; lines stay inside the picture
  for (const line of layout.lines) {
    for (const end of line.ends) assert.ok(byId.has(end), `${what}: line to unknown box ${end}`);
    assert.ok(line.points.length >= 2, `${what}: line without points`);
    for (let k = 0; k + 1 < line.points.length; k++) {
      const [a, b] = [line.points[k]!, line.points[k + 1]!];
      assert.ok(a.x === b.x || a.y === b.y, `${what}: a slanted segment`);
      for (const p of [a, b])
        assert.ok(p.x >= 0 && p.y >= 0 && p.x <= layout.width && p.y <= layout.height, `${what}: line point outside`);
      for (const box of layout.boxes) {
        if (line.ends.includes(box.id)) continue;
        assert.ok(!crossesBox(a, b, box), `${what}: the line between ${line.ends.join(', ')} passes behind ${box.id}`);
      }
    }
    // a bar touches both partners; a child's line runs from the parent (or the parents' bar) into the child
    const touches = (p: P, box: PlacedBox) =>
      p.x >= box.x - 0.01 && p.x <= box.x + box.width + 0.01 && p.y >= box.y - 0.01 && p.y <= box.y + box.height + 0.01;
    const first = line.points[0]!;
    const last = line.points.at(-1)!;
    if (line.kind === 'marriage') {
      assert.ok(
        touches(first, byId.get(line.ends[0]!)!) || touches(first, byId.get(line.ends[1]!)!),
        `${what}: bar of ${line.ends.join(', ')} starts off its boxes`,
      );
      assert.ok(
        touches(last, byId.get(line.ends[0]!)!) || touches(last, byId.get(line.ends[1]!)!),
        `${what}: bar of ${line.ends.join(', ')} ends off its boxes`,
      );
    } else {
      const child = line.ends.at(-1)!;
      const parents = line.ends.slice(0, -1);
      assert.ok(touches(last, byId.get(child)!), `${what}: the line to ${child} stops short of it`);
      if (parents.length === 1)
        assert.ok(
          touches(first, byId.get(parents[0]!)!),
          `${what}: the line to ${child} does not start at ${parents[0]}`,
        );
      else {
        const bar = layout.lines.find((l) => l.kind === 'marriage' && parents.every((p) => l.ends.includes(p)));
        assert.ok(bar, `${what}: no bar for ${parents.join(' and ')}`);
        const onBar = bar.points.slice(1).some((b, k) => {
          const a = bar.points[k]!;
          return (
            first.x >= Math.min(a.x, b.x) - 0.01 &&
            first.x <= Math.max(a.x, b.x) + 0.01 &&
            first.y >= Math.min(a.y, b.y) - 0.01 &&
            first.y <= Math.max(a.y, b.y) + 0.01
          );
        });
        assert.ok(onBar, `${what}: the line to ${child} does not hang from the bar of ${parents.join(' and ')}`);
      }
    }
  }
  // every couple has its bar, every child its line
  const boxOf = (name: string) => layout.boxes.find((b) => b.names.includes(name))!.id;
  for (const u of input.unions) {
    assert.ok(
      layout.lines.some(
        (l) => l.kind === 'marriage' && l.ends.length === 2 && l.ends.includes(u.a) && l.ends.includes(u.b),
      ),
      `${what}: no bar joins ${u.a} and ${u.b}`,
    );
  }
  for (const d of input.descents) {
    const ends = [...d.parents, boxOf(d.child)];
    assert.ok(
      layout.lines.some(
        (l) => l.kind === 'descent' && l.dashed === d.adoptive && ends.every((e) => l.ends.includes(e)),
      ),
      `${what}: ${d.child} does not hang from ${d.parents.join(' and ')}`,
    );
  }
  // everyone joined: one component over the lines
  const parent = new Map(layout.boxes.map((b) => [b.id, b.id]));
  const find = (x: string): string => (parent.get(x) === x ? x : find(parent.get(x)!));
  for (const l of layout.lines) for (const e of l.ends.slice(1)) parent.set(find(e), find(l.ends[0]!));
  const roots = new Set(layout.boxes.map((b) => find(b.id)));
  if (layout.boxes.length > 1)
    assert.equal(roots.size, 1, `${what}: ${roots.size} unconnected parts (${[...roots].join(', ')})`);
}

test('every person’s family tree: rows, bars, no line behind a box, nobody unconnected', () => {
  let lines = 0;
  for (const p of g.persons) {
    const graph = familyGraph(p.name, g.kin);
    const layout = layoutTree(graph);
    checkTree(p.name, graph, layout);
    lines += layout.lines.length;
  }
  assert.ok(lines > 1000, `${lines} lines checked`);
});

test('the Kuru line: all of Shantanu’s descendants with their spouses, Gandhari and the Kauravas included, drawn cleanly', () => {
  const family = kuruLine(g);
  checkTree('Kuru line', family, layoutTree(family));
  const names = new Set(family.members.map((m) => m.name));
  const descendants = new Set<string>();
  const walk = (n: string) => {
    if (descendants.has(n)) return;
    descendants.add(n);
    for (const c of g.kin.childrenOf(n)) walk(c.child);
  };
  walk('Shantanu');
  assert.ok(descendants.size > 90, `${descendants.size} descendants`);
  for (const d of descendants) {
    assert.ok(names.has(d), `descendant ${d} missing`);
    for (const s of g.kin.spousesOf(d)) assert.ok(names.has(s), `${d}'s spouse ${s} missing`);
  }
  for (const n of ['Gandhari', 'Duryodhan', 'Dushala', 'Vikarn', 'Vapushtama', 'Janamejay', 'Parikshit'])
    assert.ok(names.has(n), n);
  for (const c of g.person.get('Dhritarashtra')!.childrenReal) assert.ok(names.has(c), `Kaurava ${c}`);
});

test('siblings: the facts list and the tree name the same people the same way', () => {
  let named = 0;
  for (const p of g.persons) {
    const tree = familyTreeSvg(g, p.name);
    const relation = new Map(tree.people.map((x) => [x.name, x.relation]));
    const siblings = g.siblingsOf(p.name);
    for (const s of siblings) {
      assert.ok(relation.has(s.name), `${p.name}: sibling ${s.name} not in the tree`);
      const word = siblingWord(s.kind, g.person.get(s.name)?.gender);
      // a sibling who is also a parent or spouse keeps that nearer relation in the tree
      if (
        relation.get(s.name)!.includes('brother') ||
        relation.get(s.name)!.includes('sister') ||
        relation.get(s.name)!.includes('sibling')
      ) {
        assert.equal(relation.get(s.name), word, `${p.name}: ${s.name}`);
        named++;
      }
    }
    // and the tree calls nobody else a sibling
    for (const [name, rel] of relation) {
      if (/brother|sister|sibling/.test(rel ?? '') && !/-in-law/.test(rel ?? ''))
        assert.ok(
          siblings.some((s) => s.name === name),
          `${p.name}: ${name} is a ${rel} only in the tree`,
        );
    }
  }
  assert.ok(named > 300, `${named} siblings compared`);
  // Arjun: Yudhishthir and Bheem share Kunti (half), Nakul and Sahadev Pandu, the legal father of all five (half);
  // for Karn they are sons his mother adopted (adoptive)
  const arjun = new Map(g.siblingsOf('Arjun').map((s) => [s.name, s]));
  assert.equal(arjun.get('Bheem')?.kind, 'half');
  assert.equal(arjun.get('Karn')?.kind, 'half');
  assert.deepEqual(arjun.get('Nakul'), { name: 'Nakul', kind: 'half', through: ['Pandu'] });
  assert.deepEqual(
    g.siblingsOf('Karn').find((s) => s.name === 'Nakul'),
    { name: 'Nakul', kind: 'adoptive', through: ['Kunti'] },
  );
  assert.equal(g.siblingsOf('Nakul').find((s) => s.name === 'Sahadev')?.kind, 'full');
});
