import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TEMPLATE_FIELDS } from '../../shared/domain/equipment-import/columns.js';
import { planEquipmentImport } from '../../shared/domain/equipment-import/plan.js';
import {
  buildEquipmentTemplateCsv,
  type TemplateCells,
} from '../../shared/domain/equipment-import/template.js';
import { readEquipmentFile } from './read-file.js';

/** The template as the web app builds it, from the `equipmentImport` catalog of a language. */
function templateOf(language: 'en' | 'cs' | 'de'): Uint8Array {
  const url = new URL(
    `../../../../web/src/locales/${language}/equipmentImport.json`,
    import.meta.url,
  );
  const catalog = JSON.parse(readFileSync(url, 'utf8')) as {
    template: { columns: TemplateCells; example: TemplateCells };
  };
  const csv = buildEquipmentTemplateCsv(
    catalog.template.columns,
    catalog.template.example,
    language === 'en' ? ',' : ';',
  );
  return new TextEncoder().encode(csv);
}

describe('the equipment templates of the web app', () => {
  it.each(['en', 'cs', 'de'] as const)(
    '%s: every column is read and the example row imports',
    (language) => {
      const reading = readEquipmentFile(templateOf(language));
      expect(reading.header.unused).toEqual([]);
      expect(reading.header.columns.map((column) => column.field)).toEqual(
        EQUIPMENT_TEMPLATE_FIELDS,
      );
      expect(reading.issues).toEqual([]);
      const plan = planEquipmentImport({
        buildingId: 'b',
        rows: reading.rows,
        stored: {},
        columns: new Map(),
        newEquipmentId: () => 'e1',
      });
      expect(plan.skipped).toEqual([]);
      expect(plan.update['equipment/b/e1']).toMatchObject({
        subSystem: 'cooling',
        installedOn: '2015-04-01',
        commissionedOn: '2015-05-15',
        capacityKwh: 1750.5,
        expectedLifeYears: 25,
        warrantyYears: 5,
        conditionPct: 80,
      });
    },
  );
});
