import { describe, expect, it } from 'vitest';
import { equipmentWriteSteps } from './write-steps.js';

/** Applies an update of `path: value` pairs to a flat record store (`equipment/b/e[/field]`). */
function apply(
  store: Record<string, Record<string, unknown>>,
  update: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  const next = structuredClone(store);
  for (const [path, value] of Object.entries(update)) {
    const [, , id, field] = path.split('/') as [string, string, string, string | undefined];
    if (field === undefined) {
      if (value === null) delete next[id];
      else next[id] = structuredClone(value as Record<string, unknown>);
    } else if (value === null) delete next[id]![field];
    else next[id] = { ...next[id], [field]: value };
  }
  return next;
}

describe('equipmentWriteSteps', () => {
  const stored = {
    e1: { assetId: 'A-1', name: 'Boiler', type: 'boiler' },
    e2: { assetId: 'A-2', name: 'Chiller', type: 'chiller' },
  };
  const update: Record<string, unknown> = {
    'equipment/b/e1/name': 'Boiler 2',
    'equipment/b/e1/location': 'Roof',
    'equipment/b/e2/name': 'Chiller 2',
  };
  for (let i = 0; i < 9; i++) {
    update[`equipment/b/n${i}`] = { assetId: `N-${i}`, name: `New ${i}`, type: 'pump' };
  }

  it('writes at most perWrite records an update, each record whole in one', () => {
    const steps = equipmentWriteSteps(update, stored, 4);
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      const records = new Set(Object.keys(step.update).map((path) => path.split('/')[2]));
      expect(records.size).toBeLessThanOrEqual(4);
    }
    expect(Object.keys(steps[0]!.update)).toEqual([
      'equipment/b/e1/name',
      'equipment/b/e1/location',
      'equipment/b/e2/name',
      'equipment/b/n0',
      'equipment/b/n1',
    ]);
    expect(steps.flatMap((step) => Object.keys(step.update))).toEqual(Object.keys(update));
  });

  it('undoing the steps written, latest first, gives back the stored register', () => {
    const steps = equipmentWriteSteps(update, stored, 4);
    for (let written = 1; written <= steps.length; written++) {
      let register = structuredClone(stored) as Record<string, Record<string, unknown>>;
      for (const step of steps.slice(0, written)) register = apply(register, step.update);
      expect(Object.keys(register).length).toBeGreaterThan(2);
      for (const step of steps.slice(0, written).reverse()) register = apply(register, step.undo);
      expect(register).toEqual(stored);
    }
  });

  it('makes no step of an empty update', () => {
    expect(equipmentWriteSteps({}, stored)).toEqual([]);
  });
});
