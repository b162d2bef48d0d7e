import { describe, expect, it } from 'vitest';
import {
  guessDayFirst,
  guessDecimalSeparator,
  isMissingCell,
  parseDateCell,
  parseNumberCell,
  parseTimestampCell,
} from './csv-values.js';

const value = <T>(v: T) => ({ kind: 'value', value: v });
const NOT_A_NUMBER = { kind: 'invalid', reason: 'cell.notANumber' };
const NOT_A_TIMESTAMP = { kind: 'invalid', reason: 'cell.notATimestamp' };

describe('isMissingCell', () => {
  it.each(['', '  ', 'Not Available', 'NOT AVAILABLE', 'N/A', 'na', '#N/A', '-', 'null'])(
    '%j is missing',
    (text) => expect(isMissingCell(text)).toBe(true),
  );
  it.each(['0', 'x', 'Available'])('%j is a value', (text) =>
    expect(isMissingCell(text)).toBe(false),
  );
});

describe('parseNumberCell', () => {
  const dot = { decimalSeparator: '.' } as const;
  const comma = { decimalSeparator: ',' } as const;

  it.each([
    ['12', 12],
    ['-12.5', -12.5],
    ['+0.25', 0.25],
    ['.5', 0.5],
    ['1,234,567.89', 1234567.89],
    ['1 234.5', 1234.5],
    ['1\u00a0234.5', 1234.5],
    ["1'234.5", 1234.5],
    ['1.2E3', 1200],
    ['  7  ', 7],
  ])('decimal point: %j → %d', (text, expected) => {
    expect(parseNumberCell(text, dot)).toEqual(value(expected));
  });

  it.each([
    ['12,5', 12.5],
    ['-0,25', -0.25],
    ['1.234.567,89', 1234567.89],
    ['1 234,5', 1234.5],
    ['1\u202f234,5', 1234.5],
    ['1.234', 1234],
    ['42', 42],
  ])('decimal comma: %j → %d', (text, expected) => {
    expect(parseNumberCell(text, comma)).toEqual(value(expected));
  });

  it.each(['abc', '12.5.3', '1,23,4', '12kWh', '1e', '--5', 'Infinity'])(
    'rejects %j with a decimal point',
    (text) => expect(parseNumberCell(text, dot)).toEqual(NOT_A_NUMBER),
  );

  it.each(['12.5', '1,234,5', '1.23,4'])('rejects %j with a decimal comma', (text) =>
    expect(parseNumberCell(text, comma)).toEqual(NOT_A_NUMBER),
  );

  it('reads "Not Available" and empty cells as missing', () => {
    expect(parseNumberCell('Not Available', dot)).toEqual({ kind: 'missing' });
    expect(parseNumberCell('', comma)).toEqual({ kind: 'missing' });
  });
});

describe('guessDecimalSeparator', () => {
  it('sees a decimal comma in "12,5"', () => {
    expect(guessDecimalSeparator(['1', '12,5', '3'], ',')).toBe(',');
  });
  it('sees a decimal point in "12.5"', () => {
    expect(guessDecimalSeparator(['12.5', '7'], ';')).toBe('.');
  });
  it('reads grouped numbers with both separators', () => {
    expect(guessDecimalSeparator(['1.234,5'], ',')).toBe(',');
    expect(guessDecimalSeparator(['1,234.5'], ';')).toBe('.');
  });
  it('falls back to the delimiter custom when "1,234" could be either', () => {
    expect(guessDecimalSeparator(['1,234', '5'], ';')).toBe(',');
    expect(guessDecimalSeparator(['1,234', '5'], ',')).toBe('.');
  });
});

describe('parseTimestampCell', () => {
  const us = { dayFirst: false };
  const eu = { dayFirst: true };
  const at = (iso: string) => value(Date.parse(iso));

  it.each([
    ['2025-01-31', '2025-01-31T00:00:00Z'],
    ['2025-01-31T13:15', '2025-01-31T13:15:00Z'],
    ['2025-01-31 13:15:30', '2025-01-31T13:15:30Z'],
    ['2025-01-31T13:15:30.250Z', '2025-01-31T13:15:30.250Z'],
    ['2025-01-31T13:15:00+01:00', '2025-01-31T12:15:00Z'],
    ['2025-01-31T13:15:00-0500', '2025-01-31T18:15:00Z'],
    ['2025/01/31 13:15', '2025-01-31T13:15:00Z'],
    ['31.01.2025 13:15', '2025-01-31T13:15:00Z'],
    ['31. 1. 2025', '2025-01-31T00:00:00Z'],
    ['31-01-2025 06:00:15', '2025-01-31T06:00:15Z'],
    ['2025-01-31 24:00', '2025-02-01T00:00:00Z'],
  ])('reads %j', (text, iso) => {
    expect(parseTimestampCell(text, us)).toEqual(at(iso));
  });

  it('reads slashed dates month first or day first as the file says', () => {
    expect(parseTimestampCell('02/03/2025', us)).toEqual(at('2025-02-03T00:00:00Z'));
    expect(parseTimestampCell('02/03/2025', eu)).toEqual(at('2025-03-02T00:00:00Z'));
  });

  it('lets a part above 12 decide by itself', () => {
    expect(parseTimestampCell('31/01/2025 13:15', us)).toEqual(at('2025-01-31T13:15:00Z'));
    expect(parseTimestampCell('01/31/2025', eu)).toEqual(at('2025-01-31T00:00:00Z'));
  });

  it('reads 12-hour clocks', () => {
    expect(parseTimestampCell('1/31/2025 1:15 PM', us)).toEqual(at('2025-01-31T13:15:00Z'));
    expect(parseTimestampCell('1/31/2025 12:00 AM', us)).toEqual(at('2025-01-31T00:00:00Z'));
    expect(parseTimestampCell('1/31/2025 12:30 pm', us)).toEqual(at('2025-01-31T12:30:00Z'));
    expect(parseTimestampCell('1/31/2025 13:00 PM', us)).toEqual(NOT_A_TIMESTAMP);
  });

  it.each([
    'yesterday',
    '2025-02-30',
    '2025-13-01',
    '2023-02-29',
    '2025-01-31 25:00',
    '2025-01-31 24:15',
    '2025-01-31 12:60',
    '31.01.25',
    '1850-01-01',
    '45000',
  ])('rejects %j', (text) => {
    expect(parseTimestampCell(text, us)).toEqual(NOT_A_TIMESTAMP);
  });

  it('accepts 29 February of a leap year', () => {
    expect(parseTimestampCell('29.02.2024', eu)).toEqual(at('2024-02-29T00:00:00Z'));
  });

  it('reads empty cells as missing', () => {
    expect(parseTimestampCell(' ', us)).toEqual({ kind: 'missing' });
  });
});

describe('parseDateCell', () => {
  it('gives YYYY-MM-DD in any accepted form, without the time', () => {
    expect(parseDateCell('3/4/2021 10:00 AM', { dayFirst: false })).toEqual(value('2021-03-04'));
    expect(parseDateCell('4. 3. 2021', { dayFirst: false })).toEqual(value('2021-03-04'));
    expect(parseDateCell('2021-03-04T23:59:59+05:00', { dayFirst: true })).toEqual(
      value('2021-03-04'),
    );
  });
  it('rejects impossible dates', () => {
    expect(parseDateCell('31.04.2021', { dayFirst: true })).toEqual({
      kind: 'invalid',
      reason: 'cell.notADate',
    });
  });
});

describe('guessDayFirst', () => {
  it('decides by the first sample with a part above 12', () => {
    expect(guessDayFirst(['01/02/2025', '25/02/2025'], false)).toBe(true);
    expect(guessDayFirst(['01/02/2025', '02/25/2025'], true)).toBe(false);
  });
  it('keeps the fallback when nothing decides', () => {
    expect(guessDayFirst(['01/02/2025', '2025-02-25'], true)).toBe(true);
    expect(guessDayFirst([], false)).toBe(false);
  });
});

describe('dates of Portfolio Manager exports', () => {
  it('reads two-digit years as POSIX %y does', () => {
    expect(parseDateCell('12/31/10', { dayFirst: false })).toEqual(value('2010-12-31'));
    expect(parseDateCell('4/1/13 8:22 AM', { dayFirst: false })).toEqual(value('2013-04-01'));
    expect(parseDateCell('1/2/69', { dayFirst: false })).toEqual(value('1969-01-02'));
    expect(parseDateCell('1/2/68', { dayFirst: false })).toEqual(value('2068-01-02'));
    expect(parseTimestampCell('4/1/13 8:22 PM', { dayFirst: false })).toEqual(
      value(Date.UTC(2013, 3, 1, 20, 22)),
    );
  });
  it('reads day, English month name and year', () => {
    expect(parseDateCell('28-FEB-13', { dayFirst: false })).toEqual(value('2013-02-28'));
    expect(parseDateCell('31 Dec 2012', { dayFirst: true })).toEqual(value('2012-12-31'));
    expect(parseDateCell('30-FEB-13', { dayFirst: false })).toEqual({
      kind: 'invalid',
      reason: 'cell.notADate',
    });
    expect(parseDateCell('28-XYZ-13', { dayFirst: false })).toEqual({
      kind: 'invalid',
      reason: 'cell.notADate',
    });
  });
  it('guesses the order from two-digit-year dates too', () => {
    expect(guessDayFirst(['12/31/10'], true)).toBe(false);
  });
});
