import { describe, expect, it } from 'vitest';
import { ENUMS } from './catalogue.js';
import {
  OBSOLESCENCE_REASONS,
  OBSOLESCENCE_REASONS_BY_CATEGORY,
  OBSOLESCENCE_CATEGORIES,
} from './equipment.js';
import { SPACE_USAGE_TYPES, useTypeSchema } from './building.js';

describe('enums', () => {
  it.each(Object.entries(ENUMS))('%s has unique codes safe as database keys', (_name, codes) => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
  });

  it('keeps the counts the spec lists', () => {
    expect(ENUMS.useType).toHaveLength(8);
    expect(ENUMS.orientation).toHaveLength(8);
    expect(SPACE_USAGE_TYPES).toHaveLength(11);
    expect(ENUMS.heaterType).toHaveLength(12);
    expect(ENUMS.heaterEnergySource).toHaveLength(8);
    expect(ENUMS.compressorType).toHaveLength(6);
    expect(ENUMS.subSystem).toHaveLength(8);
    expect(ENUMS.comparisonSubSystem).toHaveLength(10);
    expect(ENUMS.wizardStep).toHaveLength(9);
    expect(OBSOLESCENCE_REASONS).toHaveLength(15);
  });

  it('gives every obsolescence category its reasons', () => {
    expect(Object.keys(OBSOLESCENCE_REASONS_BY_CATEGORY)).toEqual([...OBSOLESCENCE_CATEGORIES]);
  });

  it.each([
    ['office', true],
    ['mixedUse', true],
    ['Office', false],
    ['warehouse', false],
    [3, false],
  ])('useType %j valid: %s', (value, valid) => {
    const result = useTypeSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('validation.mustBeSelected');
  });
});
