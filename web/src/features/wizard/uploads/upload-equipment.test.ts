import { describe, expect, it } from 'vitest';
import { equipmentOptionsOf } from './upload-equipment';

describe('equipmentOptionsOf', () => {
  it('lists the equipment by name, the id standing in for a missing name', () => {
    expect(
      equipmentOptionsOf({
        e2: { name: 'Chiller 2', subSystem: 'cooling' },
        e1: { name: 'Boiler', subSystem: 'heating' },
        a0: { subSystem: 'lighting' },
      }),
    ).toEqual([
      { id: 'a0', name: 'a0', subSystem: 'lighting' },
      { id: 'e1', name: 'Boiler', subSystem: 'heating' },
      { id: 'e2', name: 'Chiller 2', subSystem: 'cooling' },
    ]);
  });

  it('is empty without records', () => {
    expect(equipmentOptionsOf({})).toEqual([]);
  });
});
