import { describe, expect, it } from 'vitest';
import type { EquipmentImportRow } from './map-row.js';
import { planEquipmentImport, yearsBetween } from './plan.js';

const columns = new Map([
  ['assetId', 'Asset ID'],
  ['name', 'Name'],
  ['warrantyEndsOn', 'Warranty Expiry'],
  ['conditionPct', 'Condition'],
]);
const row = (
  line: number,
  values: EquipmentImportRow['values'],
  inferred = false,
): EquipmentImportRow => ({
  line,
  values,
  subSystemInferred: inferred,
});
const stored = {
  e1: {
    assetId: 'CH-01',
    name: 'Chiller 1',
    type: 'Chiller',
    subSystem: 'heating',
    installedOn: '2015-01-01',
    logs: { l1: { kind: 'maintenance', date: '2024-01-01', durationHours: 2 } },
  },
};

function plan(rows: EquipmentImportRow[]) {
  let next = 0;
  return planEquipmentImport({
    buildingId: 'b1',
    rows,
    stored,
    columns,
    newEquipmentId: () => `new${(next += 1)}`,
  });
}

describe('planEquipmentImport', () => {
  it('creates new records under new ids and updates the given fields of a matched one', () => {
    const result = plan([
      row(2, { assetId: 'AHU-1', name: 'AHU 1', type: 'AHU', subSystem: 'mechanicalVentilation' }),
      row(3, { assetId: 'ch-01 ', name: 'Chiller One', type: 'Chiller' }),
    ]);
    expect(result.update).toEqual({
      'equipment/b1/new1': {
        assetId: 'AHU-1',
        name: 'AHU 1',
        type: 'AHU',
        subSystem: 'mechanicalVentilation',
      },
      'equipment/b1/e1/name': 'Chiller One',
    });
    expect(result.entries).toEqual([
      { line: 2, equipmentId: 'new1', assetId: 'AHU-1', action: 'created' },
      { line: 3, equipmentId: 'e1', assetId: 'CH-01', action: 'updated' },
    ]);
    expect([result.created, result.updated, result.unchanged]).toEqual([1, 1, 0]);
  });

  it('writes nothing for a row equal to the stored record, and never a logs path', () => {
    const result = plan([
      row(2, { assetId: 'CH-01', name: 'Chiller 1', subSystem: 'cooling' }, true),
    ]);
    expect(result.update).toEqual({});
    expect(result.unchanged).toBe(1);
  });

  it('skips a row that fails the schema, with its line, reason and column', () => {
    const result = plan([
      row(2, { assetId: 'X-1', name: 'X', type: 'X', conditionPct: 140 }),
      row(3, { name: 'No id', type: 'X' }),
    ]);
    expect(result.update).toEqual({});
    expect(result.skipped).toEqual([
      { line: 2, reason: 'validation:outOfRange', column: 'Condition', value: '140' },
      { line: 3, reason: 'validation:equipmentIdRequired', column: 'Asset ID' },
    ]);
  });

  it('skips a second row with the same Equipment ID', () => {
    const result = plan([
      row(2, { assetId: 'P-1', name: 'Pump', type: 'Pump' }),
      row(5, { assetId: 'p-1', name: 'Pump again', type: 'Pump' }),
    ]);
    expect(result.created).toBe(1);
    expect(result.skipped).toEqual([
      {
        line: 5,
        reason: 'equipmentImport:reason.duplicateInFile',
        column: 'Asset ID',
        value: 'p-1 (2)',
      },
    ]);
  });

  it('turns a warranty end date into years from the stored install date', () => {
    const result = plan([row(2, { assetId: 'CH-01', warrantyEndsOn: '2020-01-01' })]);
    expect(result.update).toEqual({ 'equipment/b1/e1/warrantyYears': 5 });
    const without = plan([
      row(3, { assetId: 'N-1', name: 'N', type: 'N', warrantyEndsOn: '2020-01-01' }),
    ]);
    expect(without.skipped[0]?.reason).toBe('equipmentImport:reason.warrantyNeedsStart');
  });

  it('counts years by the Julian year', () => {
    expect(yearsBetween('2020-03-01', '2025-03-01')).toBe(5);
    expect(yearsBetween('2020-01-01', '2021-07-02')).toBe(1.5);
  });
});
