import { describe, expect, it } from 'vitest';
import type { EquipmentReadConventions } from './conventions.js';
import { recogniseEquipmentHeader } from './header.js';
import { mapEquipmentRow } from './map-row.js';

const header = recogniseEquipmentHeader([
  'Asset ID',
  'Description',
  'Asset Type',
  'Install Date',
  'Purchase Cost',
  'Warranty (months)',
  'Condition',
  'Sub-System',
]);
const dotMonthFirst: EquipmentReadConventions = {
  decimalSeparator: { value: '.', basis: 'detected' },
  dateOrder: { value: 'monthFirst', basis: 'detected' },
};
const commaDayFirst: EquipmentReadConventions = {
  decimalSeparator: { value: ',', basis: 'detected' },
  dateOrder: null,
};

describe('mapEquipmentRow', () => {
  it('reads text, dates, money with a currency sign, months as years and a percentage', () => {
    const mapped = mapEquipmentRow(
      ['CH-01', ' Chiller 1 ', 'Centrifugal Chiller', '03/04/2015', '$125,000.00', '18', '80%', ''],
      2,
      header,
      dotMonthFirst,
    );
    expect(mapped).toEqual({
      kind: 'row',
      row: {
        line: 2,
        subSystemInferred: true,
        values: {
          assetId: 'CH-01',
          name: 'Chiller 1',
          type: 'Centrifugal Chiller',
          installedOn: '2015-03-04',
          initialValue: 125000,
          warrantyYears: 1.5,
          conditionPct: 80,
          subSystem: 'cooling',
        },
      },
    });
  });

  it('reads decimal commas, dotted dates and crowns', () => {
    const mapped = mapEquipmentRow(
      ['K-1', 'Kotel', 'Kotel', '1.9.2012', '450 000,50 Kč', '', 'n/a', 'Vytápění'],
      3,
      header,
      commaDayFirst,
    );
    expect(mapped.kind === 'row' && mapped.row.values).toEqual({
      assetId: 'K-1',
      name: 'Kotel',
      type: 'Kotel',
      installedOn: '2012-09-01',
      initialValue: 450000.5,
      subSystem: 'heating',
    });
  });

  it('skips a row with an unreadable cell, naming its column and value', () => {
    expect(
      mapEquipmentRow(['X', 'X', 'X', '31/02/2015', '', '', '', ''], 4, header, dotMonthFirst),
    ).toEqual({
      kind: 'skipped',
      issue: { line: 4, reason: 'csv:cell.notADate', column: 'Install Date', value: '31/02/2015' },
    });
    expect(
      mapEquipmentRow(['X', 'X', 'X', '', 'twelve', '', '', ''], 5, header, dotMonthFirst),
    ).toEqual({
      kind: 'skipped',
      issue: { line: 5, reason: 'csv:cell.notANumber', column: 'Purchase Cost', value: 'twelve' },
    });
  });

  it('skips a row whose Sub-System cell names no sub-system', () => {
    const mapped = mapEquipmentRow(
      ['X', 'X', 'X', '', '', '', '', 'HVAC'],
      6,
      header,
      dotMonthFirst,
    );
    expect(mapped).toEqual({
      kind: 'skipped',
      issue: {
        line: 6,
        reason: 'equipmentImport:reason.subSystemUnknown',
        column: 'Sub-System',
        value: 'HVAC',
      },
    });
  });
});
