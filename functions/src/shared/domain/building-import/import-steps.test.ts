import { describe, expect, it } from 'vitest';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import type { ImportStep } from './import-step-units.js';
import { ImportStepPacker, importSteps, type ImportStepLimits } from './import-steps.js';
import type { BuildingUpdate, ImportWrites, PathWrite } from './write-shapes.js';

type Tree = Record<string, unknown>;

/** A multi-path update applied to plain JSON as the database does (null removes, empties vanish). */
function apply(tree: Tree, body: string): Tree {
  const next = structuredClone(tree);
  for (const [path, value] of Object.entries(JSON.parse(body) as Tree)) {
    const keys = path.split('/');
    const trail: Tree[] = [next];
    for (const key of keys.slice(0, -1)) {
      const parent = trail[trail.length - 1]!;
      if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {};
      trail.push(parent[key] as Tree);
    }
    const last = keys[keys.length - 1]!;
    if (value === null) delete trail[trail.length - 1]![last];
    else trail[trail.length - 1]![last] = value;
    for (let i = trail.length - 1; i > 0; i--) {
      if (Object.keys(trail[i]!).length === 0) delete trail[i - 1]![keys[i - 1]!];
    }
  }
  return next;
}

/** The top-level keys of a JSON object's text, in order, duplicates kept (JSON.parse drops them). */
function topLevelKeys(body: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (char === '"') {
      let end = i + 1;
      while (body[end] !== '"') end += body[end] === '\\' ? 2 : 1;
      if (depth === 1 && body[end + 1] === ':')
        keys.push(JSON.parse(body.slice(i, end + 1)) as string);
      i = end;
    } else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
  }
  return keys;
}

/** Paths of a multi-path update that are another path of it, or below one. */
function overlapsIn(body: string): string[] {
  const paths = topLevelKeys(body);
  return paths.filter((path, index) =>
    paths.some((other, at) => at !== index && (other === path || path.startsWith(`${other}/`))),
  );
}

const meta = (name: string): BuildingMeta => ({
  ownerUid: 'u1',
  status: 'permanent',
  createdAtMs: 1,
  updatedAtMs: 2,
  editedBy: name,
  wizard: { step: 'done', percent: 100 },
});

/** `creates` new buildings and `updates` stored ones (b0, b1...), with a report. */
function importOf(creates: number, updates: number) {
  const writes: Pick<ImportWrites, 'created' | 'updated' | 'reachable'> = {
    created: [],
    updated: [],
    reachable: [],
  };
  const before: Tree = { users: { u1: { buildings: {} } }, buildings: {} };
  for (let i = 0; i < creates; i++) {
    writes.created.push({
      path: `buildings/n${i}`,
      value: {
        meta: meta('Jana'),
        general: { name: `Nová budova ${i}` },
        members: { u1: 'owner' },
      },
    });
    writes.reachable.push([{ path: `users/u1/buildings/n${i}`, value: true }]);
  }
  for (let i = 0; i < updates; i++) {
    const stored = { meta: meta('Old'), general: { name: `Stará ${i}`, city: 'Brno' } };
    (before['buildings'] as Tree)[`b${i}`] = { ...stored, members: { u1: 'owner' } };
    ((before['users'] as Tree)['u1'] as { buildings: Tree }).buildings[`b${i}`] = true;
    const update: BuildingUpdate = {
      buildingId: `b${i}`,
      meta: { ...meta('Jana'), updatedAtMs: 3 },
      general: { ...stored.general, name: `Renamed ${i}` },
      stored,
    };
    writes.updated.push(update);
  }
  const report: PathWrite = {
    path: 'imports/u1/i1',
    value: { created: creates, updated: updates },
  };
  return { writes, report, before };
}

const SMALL: ImportStepLimits = { stepBytes: 2000, stepBuildings: 1000, commitBytes: 3000 };

describe('importSteps', () => {
  it('writes an import that fits the commit as one update', () => {
    const { writes, report, before } = importOf(3, 2);
    const steps = importSteps(writes, report);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.undo).toBeNull();
    const after = apply(before, steps[0]!.body);
    expect(after['imports']).toEqual({ u1: { i1: { created: 3, updated: 2 } } });
    expect((after['buildings'] as Tree)['n2']).toEqual({
      meta: meta('Jana'),
      general: { name: 'Nová budova 2' },
      members: { u1: 'owner' },
    });
  });

  it('stages new buildings, then updates, then commits portfolio entries and report', () => {
    const { writes, report, before } = importOf(40, 30);
    const steps = importSteps(writes, report, SMALL);
    expect(steps.length).toBeGreaterThan(4);
    const bodies = steps.map((step) => JSON.parse(step.body) as Tree);
    steps.forEach((step, index) => {
      const limit = index === steps.length - 1 ? SMALL.commitBytes : SMALL.stepBytes;
      expect(new TextEncoder().encode(step.body).length).toBeLessThanOrEqual(limit);
    });
    // Until the last step no new building is in the portfolio; each is written whole, with its
    // owner member (so that it is a valid building as the rules see one).
    for (const body of bodies.slice(0, -1)) {
      expect(Object.keys(body).filter((path) => /^users|^imports/.test(path))).toEqual([]);
      for (const [path, value] of Object.entries(body)) {
        if (/^buildings\/b\d+\/meta$/.test(path)) {
          expect(body[path.replace('/meta', '/general')]).toBeDefined();
        } else if (/^buildings\/n\d+$/.test(path)) {
          expect(value).toHaveProperty('members', { u1: 'owner' });
        }
      }
    }
    const last = bodies[bodies.length - 1]!;
    // The commit (with what was left of the data, since it fits): 40 entries and the report.
    expect(Object.keys(last).filter((path) => /^users|^imports/.test(path))).toHaveLength(41);
    expect(last['imports/u1/i1']).toEqual({ created: 40, updated: 30 });
    const done = steps.reduce((tree, step) => apply(tree, step.body), before);
    expect((done['buildings'] as Tree)['b7']).toMatchObject({ general: { name: 'Renamed 7' } });
    expect(Object.keys((done['users'] as { u1: { buildings: Tree } }).u1.buildings)).toHaveLength(
      70,
    );
  });

  it('after a failure at any step, undoing the steps before it restores the database', () => {
    const { writes, report, before } = importOf(25, 25);
    const steps = importSteps(writes, report, SMALL);
    for (let failed = 0; failed < steps.length; failed++) {
      let tree = steps
        .slice(0, failed)
        .reduce((current, step) => apply(current, step.body), before);
      for (const done of steps.slice(0, failed).reverse()) tree = apply(tree, done.undo!());
      expect(tree).toEqual(before);
    }
  });

  it('splits a commit larger than its limit, the report in the last part', () => {
    const { writes, report } = importOf(60, 0);
    const steps = importSteps(writes, report, {
      stepBytes: 2000,
      stepBuildings: 1000,
      commitBytes: 1500,
    });
    const commits = steps.filter((step) => step.body.includes('"users/u1/buildings/'));
    expect(commits.length).toBeGreaterThan(1);
    expect(commits[commits.length - 1]).toBe(steps[steps.length - 1]);
    expect(steps[steps.length - 1]!.body).toContain('"imports/u1/i1"');
    expect(steps.slice(0, -1).every((step) => step.undo !== null)).toBe(true);
  });
});

describe('ImportStepPacker', () => {
  /** Feeds buildings one by one, noting after which building each step was emitted. */
  function feed(creates: number, updates: number, limits: ImportStepLimits) {
    const { writes, report, before } = importOf(creates, updates);
    const emitted: { step: ImportStep; afterBuilding: number }[] = [];
    let fed = 0;
    const packer = new ImportStepPacker(
      (step) => emitted.push({ step, afterBuilding: fed }),
      limits,
    );
    writes.created.forEach((created, index) => {
      fed += 1;
      packer.addCreated(created, writes.reachable[index]!);
    });
    for (const update of writes.updated) {
      fed += 1;
      packer.addUpdated(update);
    }
    const remaining = packer.finish(report);
    return { writes, report, before, emitted, remaining };
  }

  it('emits nothing before the end for an import that fits the commit', () => {
    const { emitted, remaining } = feed(3, 2, SMALL);
    expect(emitted).toHaveLength(0);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.undo).toBeNull();
  });

  it('sends full steps of new buildings at once, but keeps updates with the commit when it fits', () => {
    const { emitted, remaining } = feed(20, 5, {
      stepBytes: 1000,
      stepBuildings: 1000,
      commitBytes: 100_000,
    });
    expect(emitted.length).toBeGreaterThan(2);
    expect(emitted[0]!.afterBuilding).toBeLessThan(20);
    for (const { step } of emitted) {
      expect(
        Object.keys(JSON.parse(step.body) as Tree).every((path) => /^buildings\/n\d+$/.test(path)),
      ).toBe(true);
    }
    // Matched buildings, the last new ones and the commit: one update.
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.body).toContain('"buildings/b4/general"');
    expect(remaining[0]!.body).toContain('"users/u1/buildings/n19"');
  });

  it('once past the commit size, emits each full step while buildings still come', () => {
    const { writes, report, emitted, remaining } = feed(40, 10, SMALL);
    expect(emitted.length).toBeGreaterThan(2);
    // Steps leave before the last building is added: writing overlaps reading.
    expect(emitted[0]!.afterBuilding).toBeLessThan(40);
    expect(emitted.every(({ step }) => step.undo !== null)).toBe(true);
    expect(emitted.every(({ step }) => step.body.length <= SMALL.stepBytes)).toBe(true);
    // Every path exactly once; the data steps in any order, then the commit.
    const bodies = [...emitted.map(({ step }) => step.body), ...remaining.map((s) => s.body)];
    const paths = bodies.flatMap((body) => Object.keys(JSON.parse(body) as Tree));
    const commit = [...writes.reachable.flat().map((write) => write.path), report.path];
    const data = [
      ...writes.created.map((write) => write.path),
      ...writes.updated.flatMap(({ buildingId }) => [
        `buildings/${buildingId}/meta`,
        `buildings/${buildingId}/general`,
      ]),
    ];
    expect(paths.slice(-commit.length)).toEqual(commit);
    expect(paths.slice(0, -commit.length).sort()).toEqual(data.sort());
    expect(remaining.at(-1)!.body).toContain('"imports/u1/i1"');
    expect(remaining.at(-1)!.undo).toBeNull();
  });

  it('new buildings are stored by the emitted steps but reachable only after the commit', () => {
    const { before, emitted, remaining } = feed(40, 0, SMALL);
    const staged = emitted.reduce((tree, { step }) => apply(tree, step.body), before);
    expect(Object.keys(staged['buildings'] as Tree).length).toBeGreaterThan(0);
    const portfolio = (tree: Tree) =>
      Object.keys(((tree['users'] as Tree)['u1'] as { buildings?: Tree }).buildings ?? {});
    expect(portfolio(staged)).toHaveLength(0);
    const done = remaining.reduce((tree, step) => apply(tree, step.body), staged);
    expect(portfolio(done)).toHaveLength(40);
  });

  it("sends each new building's summary in its building's step, and only entries in the commit", () => {
    const { writes, report, before } = importOf(40, 0);
    const emitted: ImportStep[] = [];
    const packer = new ImportStepPacker((step) => emitted.push(step), SMALL);
    writes.created.forEach((created, index) =>
      packer.addCreated(created, writes.reachable[index]!, [
        { path: `portfolios/u1/n${index}`, value: `summary ${index}` },
      ]),
    );
    const remaining = packer.finish(report);
    expect(emitted.length).toBeGreaterThan(2);
    for (const step of [...emitted, ...remaining]) {
      const paths = Object.keys(JSON.parse(step.body) as Tree);
      const built = paths.filter((path) => path.startsWith('buildings/')).map((p) => p.slice(10));
      const summarised = paths.filter((path) => path.startsWith('portfolios/'));
      expect(summarised).toEqual(built.map((id) => `portfolios/u1/${id}`));
    }
    // The commit carries the entries and the report: ~60 bytes a building, not the summaries.
    expect(remaining.at(-1)!.body).not.toContain('"portfolios/');
    expect(remaining.at(-1)!.body).toContain('"users/u1/buildings/n39"');
    // Undone, the steps leave no summary behind.
    const staged = emitted.reduce((tree, step) => apply(tree, step.body), before);
    expect(Object.keys((staged['portfolios'] as { u1: Tree }).u1)).not.toHaveLength(0);
    const undone = emitted
      .slice()
      .reverse()
      .reduce((tree, step) => apply(tree, step.undo!()), staged);
    expect(undone['portfolios']).toBeUndefined();
    expect(undone['buildings']).toBeUndefined();
  });

  it('orders a step that writes below a building of an earlier step, and only that one', () => {
    const { writes } = importOf(0, 40);
    const emitted: ImportStep[] = [];
    const packer = new ImportStepPacker((step) => emitted.push(step), SMALL);
    for (const update of writes.updated) packer.addUpdated(update);
    const before = emitted.length;
    expect(before).toBeGreaterThan(1);
    expect(emitted.some((step) => step.ordered)).toBe(false);
    // A later year's sections of b0, written in a step of its own by now, then 40 others.
    packer.addUpdated({ ...writes.updated[0]!, general: { name: 'Later' } });
    for (let i = 0; i < 40; i += 1) {
      packer.addUpdated({ ...writes.updated[0]!, buildingId: `x${i}` });
    }
    const later = emitted.slice(before);
    expect(later[0]!.body).toContain('"buildings/b0/general":{"name":"Later"}');
    expect(later[0]!.ordered).toBe(true);
    expect(later.slice(1).every((step) => step.ordered === undefined)).toBe(true);
  });

  it("writes new buildings' later rows after them, merged, never a path at or below another in one update", () => {
    for (const creates of [3, 40]) {
      const { writes, report, before } = importOf(creates, 0);
      const emitted: ImportStep[] = [];
      const packer = new ImportStepPacker((step) => emitted.push(step), SMALL);
      writes.created.forEach((created, index) => {
        packer.addCreated(created, writes.reachable[index]!, [
          { path: `portfolios/u1/n${index}`, value: { name: `Nová budova ${index}` } },
        ]);
        // Each building's next two years right after its first row, as a file sorted by
        // property has them: its name twice, and a year of history each.
        for (const year of [2015, 2016]) {
          packer.addCreatedPart([
            { path: `buildings/n${index}/general/name`, value: `${year} name ${index}` },
            { path: `buildings/n${index}/reportedYears/${year}`, value: { siteEui: year } },
          ]);
          packer.setReachable(`buildings/n${index}`, [
            ...writes.reachable[index]!,
            { path: `portfolios/u1/n${index}`, value: { name: `${year} name ${index}` } },
          ]);
        }
      });
      const steps = [...emitted, ...packer.finish(report)];
      expect(steps.length).toBeGreaterThan(1);
      for (const step of steps) expect(overlapsIn(step.body)).toEqual([]);
      const done = steps.reduce((tree, step) => apply(tree, step.body), before);
      for (let i = 0; i < creates; i += 1) {
        expect(done['buildings']).toMatchObject({
          [`n${i}`]: {
            general: { name: `2016 name ${i}` },
            reportedYears: { 2015: { siteEui: 2015 }, 2016: { siteEui: 2016 } },
            members: { u1: 'owner' },
          },
        });
        expect((done['portfolios'] as Tree)['u1']).toMatchObject({
          [`n${i}`]: { name: `2016 name ${i}` },
        });
      }
      // Each new building's parts are one unit, after every step of new buildings.
      const lastCreated = steps.reduce(
        (last, step, index) => (step.body.includes('"members"') ? index : last),
        -1,
      );
      const firstPart = steps.findIndex((step) => step.body.includes('/reportedYears/'));
      expect(firstPart).toBeGreaterThan(lastCreated);
      // Undone, nothing is left.
      const undone = steps
        .slice(0, -1)
        .reverse()
        .reduce((tree, step) => apply(tree, step.undo!()), apply(done, '{}'));
      expect(undone['buildings']).toBeUndefined();
    }
  });

  it("keeps one matched building's sections once in an update: a later year's replace the earlier", () => {
    const { writes, report, before } = importOf(0, 2);
    const packer = new ImportStepPacker(() => expect.unreachable(), SMALL);
    for (const update of writes.updated) packer.addUpdated(update);
    packer.addUpdated({ ...writes.updated[0]!, general: { name: 'Later', city: 'Brno' } });
    const [step, ...more] = packer.finish(report);
    expect(more).toEqual([]);
    expect(overlapsIn(step!.body)).toEqual([]);
    expect(apply(before, step!.body)['buildings']).toMatchObject({
      b0: { general: { name: 'Later', city: 'Brno' } },
      b1: { general: { name: 'Renamed 1' } },
    });
  });

  it('writes at most stepBuildings buildings in one update', () => {
    const limits = { stepBytes: 1_000_000, stepBuildings: 7, commitBytes: 1_000_000 };
    const { writes, report, before, emitted, remaining } = feed(30, 12, limits);
    const steps = [...emitted.map(({ step }) => step), ...remaining];
    const buildingsOf = (body: string) =>
      new Set(
        Object.keys(JSON.parse(body) as Tree)
          .filter((path) => path.startsWith('buildings/'))
          .map((path) => path.split('/')[1]),
      ).size;
    // 42 buildings, 7 at a time: never one update however few bytes they are.
    expect(steps.length).toBeGreaterThanOrEqual(6);
    for (const step of steps) expect(buildingsOf(step.body)).toBeLessThanOrEqual(7);
    const done = steps.reduce((tree, step) => apply(tree, step.body), before);
    expect(Object.keys(done['buildings'] as Tree)).toHaveLength(42);
    expect(remaining.at(-1)!.body).toContain(JSON.stringify(report.path));
    expect(writes.reachable.flat().every(({ path }) => remaining.at(-1)!.body.includes(path))).toBe(
      true,
    );
  });

  it("replaces a new building's commit writes when a later row changes them", () => {
    const { writes, report } = importOf(2, 0);
    const emitted: ImportStep[] = [];
    const packer = new ImportStepPacker((step) => emitted.push(step), SMALL);
    writes.created.forEach((created, index) =>
      packer.addCreated(created, writes.reachable[index]!),
    );
    packer.setReachable('buildings/n1', [{ path: 'portfolios/u1/n1', value: 'later' }]);
    const commit = packer.finish(report).at(-1)!.body;
    expect(commit).toContain('"users/u1/buildings/n0"');
    expect(commit).not.toContain('"users/u1/buildings/n1"');
    expect(commit).toContain('"portfolios/u1/n1":"later"');
  });
});
