import { describe, expect, it } from 'vitest';
import { canEditBuilding, memberRoleOf } from './building-access.js';

describe('building access', () => {
  it('lets the owner and editors change a building, not viewers or strangers', () => {
    expect(canEditBuilding('owner')).toBe(true);
    expect(canEditBuilding('editor')).toBe(true);
    expect(canEditBuilding('viewer')).toBe(false);
    expect(canEditBuilding(null)).toBe(false);
    expect(canEditBuilding(undefined)).toBe(false);
  });

  it('reads a stored role, and nothing else as one', () => {
    expect(memberRoleOf('owner')).toBe('owner');
    expect(memberRoleOf('viewer')).toBe('viewer');
    for (const junk of [null, undefined, true, 1, 'admin', 'Owner', {}]) {
      expect(memberRoleOf(junk)).toBeNull();
    }
  });
});
