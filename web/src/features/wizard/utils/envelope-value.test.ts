import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '@shared/schemas/stored/envelope';
import { toEnvelope } from './envelope-value';

describe('toEnvelope', () => {
  it('drops empty fields and elements with nothing entered', () => {
    const envelope = toEnvelope({
      windowToWallRatioPct: 40,
      roofType: undefined,
      glazing: 'doubleGlazedLowE',
      shadingCoefficient: undefined,
      roof: { insulationType: 'Concrete Slab - Insulated', uValueWPerM2K: undefined },
      wall: { insulationType: undefined, uValueWPerM2K: undefined },
      window: { uValueWPerM2K: 2.8 },
    });
    expect(envelope).toEqual({
      windowToWallRatioPct: 40,
      glazing: 'doubleGlazedLowE',
      roof: { insulationType: 'Concrete Slab - Insulated' },
      window: { uValueWPerM2K: 2.8 },
    });
    expect(Object.keys(envelope)).toEqual(['windowToWallRatioPct', 'glazing', 'roof', 'window']);
    expect(Object.keys(envelope.roof ?? {})).toEqual(['insulationType']);
    expect(envelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('keeps zeros and gives an empty object for an empty form', () => {
    expect(toEnvelope({ shadingCoefficient: 0, floor: { uValueWPerM2K: 0 } })).toEqual({
      shadingCoefficient: 0,
      floor: { uValueWPerM2K: 0 },
    });
    expect(toEnvelope({})).toEqual({});
  });
});
