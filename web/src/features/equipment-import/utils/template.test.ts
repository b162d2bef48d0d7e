import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { equipmentTemplateCsv } from './template';

/** A t() that answers the key, as a catalog without the entry would not: shows what is asked. */
const keys = ((key: string) => key) as unknown as TFunction<'equipmentImport'>;

describe('equipmentTemplateCsv', () => {
  it('writes the catalog headers and example with a BOM, `,` in English and `;` otherwise', () => {
    const en = equipmentTemplateCsv('en', keys).split('\r\n');
    expect(en[0]?.startsWith('\uFEFFtemplate.columns.assetId,template.columns.name,')).toBe(true);
    expect(en[1]?.startsWith('template.example.assetId,')).toBe(true);
    expect(en[0]).not.toContain('warrantyEndsOn');
    expect(equipmentTemplateCsv('cs', keys)).toContain('template.columns.assetId;');
  });
});
