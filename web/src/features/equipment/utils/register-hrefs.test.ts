import { describe, expect, it } from 'vitest';
import { registerHrefs } from './register-hrefs';

describe('register hrefs', () => {
  it('links the register, its sub-system filter and a search for the type', () => {
    expect(
      registerHrefs('/building/b/equipment', { subSystem: 'cooling', type: 'Air & water' }),
    ).toEqual({
      register: '/building/b/equipment',
      subSystem: '/building/b/equipment?subSystem=cooling',
      type: '/building/b/equipment?q=Air+%26+water',
    });
  });

  it('has no sub-system link without a sub-system', () => {
    expect(registerHrefs('/r', { type: 'Lift' }).subSystem).toBeNull();
  });
});
