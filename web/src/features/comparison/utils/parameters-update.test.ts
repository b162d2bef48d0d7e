import { comparisonParametersSchema } from '@shared/schemas/stored/comparison-parameters';
import { describe, expect, it } from 'vitest';
import { comparisonParametersUpdate, keySetOf } from './parameters-update';

describe('comparisonParametersUpdate', () => {
  it('replaces the node and marks the building as changed', () => {
    const update = comparisonParametersUpdate(
      'b1',
      {
        buildingIds: { p1: true, p2: true },
        subSystems: { cooling: true, roof: true },
        monitoredEquipment: {},
      },
      1_700_000_000_000,
    );
    expect(update).toEqual({
      'buildings/b1/comparison': {
        buildingIds: { p1: true, p2: true },
        subSystems: { cooling: true, roof: true },
      },
      'buildings/b1/meta/updatedAtMs': 1_700_000_000_000,
    });
    expect(comparisonParametersSchema.safeParse(update['buildings/b1/comparison']).success).toBe(
      true,
    );
  });

  it('removes the node when nothing is chosen', () => {
    expect(comparisonParametersUpdate('b1', {}, 5)['buildings/b1/comparison']).toBeNull();
  });
});

describe('keySetOf', () => {
  it('turns keys into a set and nothing into undefined', () => {
    expect(keySetOf(['a', 'b'])).toEqual({ a: true, b: true });
    expect(keySetOf([])).toBeUndefined();
  });
});
