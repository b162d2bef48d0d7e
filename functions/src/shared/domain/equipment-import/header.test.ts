import { describe, expect, it } from 'vitest';
import { isUsableEquipmentHeader, recogniseEquipmentHeader } from './header.js';

const fields = (cells: string[]) =>
  Object.fromEntries(recogniseEquipmentHeader(cells).columns.map((c) => [c.header, c.field]));

describe('recogniseEquipmentHeader', () => {
  it('reads the names CMMS exports use', () => {
    expect(
      fields([
        'Asset ID',
        'Asset Description',
        'Asset Type',
        'Location',
        'Make',
        'Model',
        'In Service Date',
        'Purchase Cost',
        'Replacement Cost',
        'Useful Life',
        'Warranty Expiry',
        'Condition',
        'System',
        'Sub-System',
      ]),
    ).toEqual({
      'Asset ID': 'assetId',
      'Asset Description': 'name',
      'Asset Type': 'type',
      Location: 'location',
      Make: 'manufacturer',
      Model: 'model',
      'In Service Date': 'commissionedOn',
      'Purchase Cost': 'initialValue',
      'Replacement Cost': 'replacementValue',
      'Useful Life': 'expectedLifeYears',
      'Warranty Expiry': 'warrantyEndsOn',
      Condition: 'conditionPct',
      System: 'system',
      'Sub-System': 'subSystem',
    });
  });

  it('reads the Czech and German template headers, accents and units off', () => {
    expect(fields(['ID zařízení', 'Subsystém', 'Kapacita (kWh)', 'Záruční doba (roky)'])).toEqual({
      'ID zařízení': 'assetId',
      Subsystém: 'subSystem',
      'Kapacita (kWh)': 'capacityKwh',
      'Záruční doba (roky)': 'warrantyYears',
    });
    expect(
      fields(['Anlagen-ID', 'Kapazität (kWh)', 'Jährliche Wartungskosten', 'Zustand (%)']),
    ).toEqual({
      'Anlagen-ID': 'assetId',
      'Kapazität (kWh)': 'capacityKwh',
      'Jährliche Wartungskosten': 'yearlyMaintenance',
      'Zustand (%)': 'conditionPct',
    });
  });

  it('falls back to the words of a reworded header', () => {
    expect(fields(['Asset Install Date', 'Equipment Category Code', 'Chiller Capacity'])).toEqual({
      'Asset Install Date': 'installedOn',
      'Equipment Category Code': 'type',
      'Chiller Capacity': 'capacityKwh',
    });
  });

  it('converts months and refuses units it cannot convert', () => {
    const header = recogniseEquipmentHeader(['Tag', 'Warranty (months)', 'Capacity (tons)']);
    expect(header.columns.find((c) => c.field === 'warrantyYears')?.factor).toBeCloseTo(1 / 12);
    expect(header.unused).toEqual([{ index: 2, header: 'Capacity (tons)', reason: 'wrongUnit' }]);
  });

  it('keeps the better of two columns for one field and lists the other and the unknown ones', () => {
    const header = recogniseEquipmentHeader([
      'Description',
      'Asset ID',
      'Asset Name',
      'Serial',
      'Colour',
      '',
    ]);
    expect(header.columns.map((c) => c.header)).toEqual(['Asset ID', 'Asset Name']);
    expect(header.unused).toEqual([
      { index: 0, header: 'Description', reason: 'duplicate' },
      { index: 3, header: 'Serial', reason: 'notStored' },
      { index: 4, header: 'Colour', reason: 'unknown' },
    ]);
  });

  it('needs an Equipment ID column', () => {
    expect(isUsableEquipmentHeader(recogniseEquipmentHeader(['Name', 'Type']))).toBe(false);
    expect(isUsableEquipmentHeader(recogniseEquipmentHeader(['Asset Tag', 'Name']))).toBe(true);
  });
});
