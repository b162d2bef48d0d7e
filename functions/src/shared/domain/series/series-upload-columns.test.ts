import { describe, expect, it } from 'vitest';
import { findSeriesColumns, looksLikeData, looksLikeHeader } from './series-upload-columns.js';

describe('findSeriesColumns', () => {
  it('reads a value column whose header is, or names, its unit', () => {
    expect(findSeriesColumns(['IntervalTimeStamp', 'kWh'])).toEqual({
      timestamp: 0,
      value: 1,
      valueUnit: 'kwh',
    });
    expect(findSeriesColumns(['Date/Time', 'Electricity:Facility [kWh](Hourly)'])).toEqual({
      timestamp: 0,
      value: 1,
      valueUnit: 'kwh',
    });
    expect(findSeriesColumns(['Time', 'Usage (kWh)'])).toMatchObject({
      value: 1,
      valueUnit: 'kwh',
    });
    expect(findSeriesColumns(['Timestamp', 'Consumption [kWh]'])).toMatchObject({ value: 1 });
    expect(findSeriesColumns(['Timestamp', 'Value (Wh)'])).toMatchObject({ valueUnit: 'wh' });
    expect(findSeriesColumns(['timestamp', 'MWh'])).toMatchObject({ valueUnit: 'mwh' });
    expect(findSeriesColumns(['local_time', 'energy_kwh'])).toMatchObject({
      timestamp: 0,
      value: 1,
      valueUnit: 'kwh',
    });
  });

  it('does not take power, money or an unnamed number for energy', () => {
    expect(findSeriesColumns(['Timestamp', 'kW'])).toBeNull();
    expect(findSeriesColumns(['Timestamp', 'Cost ($)'])).toBeNull();
    expect(findSeriesColumns(['Timestamp', 'Reading'])).toBeNull();
    // A value named as energy in another unit is found, and refused by its unit.
    expect(findSeriesColumns(['DATE', 'USAGE (therms)'])).toMatchObject({ valueUnit: 'therms' });
  });

  it('says what the timestamp marks when the header states it', () => {
    expect(findSeriesColumns(['Interval End', 'kWh'])).toMatchObject({ stamp: 'end' });
    expect(findSeriesColumns(['IntervalEnd', 'kWh'])).toMatchObject({ stamp: 'end' });
    expect(findSeriesColumns(['End Time', 'Value'])).toMatchObject({ stamp: 'end' });
    expect(findSeriesColumns(['Period End', 'Value'])).toMatchObject({ stamp: 'end' });
    expect(findSeriesColumns(['Interval Start', 'Value'])).toMatchObject({ stamp: 'start' });
    expect(findSeriesColumns(['Timestamp', 'Value'])).not.toHaveProperty('stamp');
    // Both stated: the start is read (nothing to shift).
    const both = ['interval_start', 'interval_end', 'interval_kWh', 'fwd_kWh'];
    expect(findSeriesColumns(both, [['8/25/25 16:00', '8/25/25 17:00', '0.4', '0.4']])).toEqual({
      timestamp: 0,
      value: 2,
      valueUnit: 'kwh',
      stamp: 'start',
    });
  });

  it("joins a Green Button download's DATE and START TIME, and reads its UNITS", () => {
    const header = ['TYPE', 'DATE', 'START TIME', 'END TIME', 'USAGE', 'UNITS', 'COST', 'NOTES'];
    const row = ['Electric usage', '2023-01-01', '00:00', '00:14', '0.32', 'kWh', '$0.05', ''];
    expect(findSeriesColumns(header, [row])).toEqual({
      timestamp: 1,
      time: 2,
      value: 4,
      unit: 5,
      stamp: 'start',
    });
  });

  it("joins SDG&E's Date and Start Time (12-hour clock) and takes Consumption, not Net", () => {
    const header = [
      'Meter Number',
      'Date',
      'Start Time',
      'Duration',
      'Consumption',
      'Generation',
      'Net',
    ];
    const row = ['06324798', '2/21/25', '12:00 AM', '60', '0.32', '', '0.32'];
    expect(findSeriesColumns(header, [row])).toEqual({
      timestamp: 1,
      time: 2,
      value: 4,
      stamp: 'start',
    });
  });

  it("reads SCE's time ranges and Usage Delivered, never Usage Received", () => {
    const nbsp = '\u00a0';
    const usage = (flow: string) =>
      `Usage${nbsp}${flow}(Real energy in kilowatt-hours)(Real energy in kilowatt-hours)`;
    const row = [`2022-08-01 00:00:00${nbsp}to 2022-08-01 00:15:00`, '0.18', ''];
    const delivered = [
      `Energy ${nbsp}Delivered time period`,
      usage('Delivered'),
      'Reading quality',
    ];
    expect(findSeriesColumns(delivered, [row])).toEqual({
      timestamp: 0,
      range: true,
      value: 1,
      valueUnit: 'kilowatt-hours',
    });
    const received = [`Energy ${nbsp}Received time period`, usage('Received'), 'Reading quality'];
    expect(findSeriesColumns(received, [row])).toBeNull();
    // A title line above the header names a date among numbers: not a header.
    const title = [`Data for period starting: 2022-08-01 00:00:00${nbsp} for 24 hours`, '', ''];
    expect(findSeriesColumns(title, [delivered, row])).toBeNull();
    // Without range cells below, "time period" among other words names no time column.
    expect(findSeriesColumns(delivered, [['2022-08-01 00:00', '0.18', '']])).toBeNull();
  });

  it('never takes energy sent to the grid for consumption', () => {
    // PG&E's download of a house with solar panels: IMPORT is read, EXPORT is not.
    const header = ['TYPE', 'DATE', 'START TIME', 'END TIME', 'IMPORT (kWh)', 'EXPORT (kWh)'];
    const row = ['Electric usage', '2/18/25', '9:00', '9:59', '0.03', '0.4'];
    expect(findSeriesColumns(header, [row])).toMatchObject({ value: 4, valueUnit: 'kwh' });
    const exportFirst = ['Timestamp', 'Export (kWh)', 'Import (kWh)'];
    expect(findSeriesColumns(exportFirst)).toMatchObject({ value: 2 });
    expect(findSeriesColumns(['Timestamp', 'Generation (kWh)'])).toBeNull();
    expect(findSeriesColumns(['Zeitstempel', 'Einspeisung (kWh)'])).toBeNull();
    expect(findSeriesColumns(['Časová značka', 'Přetoky (kWh)'])).toBeNull();
  });

  it('joins separate Date and Time columns, but not when Time holds the whole timestamp', () => {
    expect(findSeriesColumns(['Date', 'Time', 'Value'], [['31.01.2025', '13:15', '1']])).toEqual({
      timestamp: 0,
      time: 1,
      value: 2,
    });
    expect(
      findSeriesColumns(['Date', 'Time', 'Value'], [['31.01.2025', '31.01.2025 13:15', '1']]),
    ).toEqual({ timestamp: 1, value: 2 });
  });

  it('finds English, Czech and German headers in any order and case', () => {
    expect(findSeriesColumns(['Timestamp', 'Value', 'Unit'])).toEqual({
      timestamp: 0,
      value: 1,
      unit: 2,
    });
    expect(findSeriesColumns(['Jednotka', 'Časová značka', 'Hodnota'])).toEqual({
      timestamp: 1,
      value: 2,
      unit: 0,
    });
    // The unit in the header is read too (it was dropped, so `Wert (Wh)` was taken as kWh).
    expect(findSeriesColumns(['ZEITSTEMPEL', 'Wert (kWh)'])).toEqual({
      timestamp: 0,
      value: 1,
      valueUnit: 'kwh',
    });
  });
  it('is not a header without a timestamp and a value column', () => {
    expect(findSeriesColumns(['2025-01-01 00:00', '1.5', 'kWh'])).toBeNull();
    expect(findSeriesColumns(['Timestamp', 'Reading'])).toBeNull();
  });
});

describe('looksLikeHeader / looksLikeData', () => {
  it('tells a row of names from a row of readings', () => {
    expect(looksLikeHeader(['Time stamp', 'Reading'])).toBe(true);
    expect(looksLikeHeader(['Name', 'JOHN DOE', '', ''])).toBe(true);
    expect(looksLikeHeader(['2025-01-01 00:00', '1.5'])).toBe(false);
    expect(looksLikeHeader(['Total Usage', '169.9'])).toBe(false);
    expect(looksLikeData(['2025-01-01 00:00', '1.5'])).toBe(true);
    expect(looksLikeData(['Reading Start', '2/1/25 0:00'])).toBe(false);
    expect(looksLikeData(['2022-08-01 00:00:00 to 2022-08-01 00:15:00', '0.18', ''])).toBe(true);
  });
});
