import { describe, expect, it } from 'vitest';
import { inputsChanged } from './building-derived.js';

describe('inputsChanged', () => {
  const building = { general: { name: 'A', grossFloorAreaM2: 1200 }, members: { u1: 'owner' } };

  it('sees a change of any input, deep down', () => {
    expect(
      inputsChanged(building, { ...building, general: { name: 'A', grossFloorAreaM2: 1201 } }),
    ).toBe(true);
    expect(inputsChanged(building, { ...building, hvac: { cooling: { installed: true } } })).toBe(
      true,
    );
    expect(inputsChanged(null, building)).toBe(true);
    expect(inputsChanged(building, null)).toBe(true);
  });

  it('ignores members, key order and a rewrite of the same values', () => {
    expect(inputsChanged(building, { ...building, members: { u1: 'owner', u2: 'viewer' } })).toBe(
      false,
    );
    expect(
      inputsChanged(building, {
        members: building.members,
        general: { grossFloorAreaM2: 1200, name: 'A' },
      }),
    ).toBe(false);
    expect(inputsChanged(null, null)).toBe(false);
  });
});
