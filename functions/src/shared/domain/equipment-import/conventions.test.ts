import { describe, expect, it } from 'vitest';
import { decideEquipmentConventions } from './conventions.js';
import { recogniseEquipmentHeader } from './header.js';

const header = recogniseEquipmentHeader(['Asset ID', 'Install Date', 'Purchase Cost']);

describe('decideEquipmentConventions', () => {
  it('detects month-first dates from a second part above 12', () => {
    const rows = [
      ['A', '03/04/2015', '1200.50'],
      ['B', '12/31/2019', '800'],
    ];
    expect(decideEquipmentConventions(header, rows, ',')).toEqual({
      decimalSeparator: { value: '.', basis: 'detected' },
      dateOrder: { value: 'monthFirst', basis: 'detected' },
    });
  });

  it('assumes day first when every slashed date is ambiguous, and says so', () => {
    const rows = [['A', '03/04/2015', '800']];
    expect(decideEquipmentConventions(header, rows, ',')).toEqual({
      decimalSeparator: { value: '.', basis: 'assumed' },
      dateOrder: { value: 'dayFirst', basis: 'assumed' },
    });
  });

  it('detects decimal commas and needs no date order for dotted or ISO dates', () => {
    const rows = [
      ['A', '31.12.2015', '1 200,50'],
      ['B', '2019-01-02', '800'],
    ];
    expect(decideEquipmentConventions(header, rows, ';')).toEqual({
      decimalSeparator: { value: ',', basis: 'detected' },
      dateOrder: null,
    });
  });

  it('assumes a decimal comma for an undecided semicolon file', () => {
    const rows = [['A', '', '1.200']];
    expect(decideEquipmentConventions(header, rows, ';').decimalSeparator).toEqual({
      value: ',',
      basis: 'assumed',
    });
  });
});

describe('decideEquipmentConventions with money cells', () => {
  it('detects the decimal point behind a currency sign', () => {
    const rows = [['A', '2015-01-01', '$412,500.00']];
    expect(decideEquipmentConventions(header, rows, ',').decimalSeparator).toEqual({
      value: '.',
      basis: 'detected',
    });
  });
});
