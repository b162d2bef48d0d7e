import { describe, expect, it } from 'vitest';
import { clockChangeWording, intervalWording, timestampsNoteKey } from './timestamps-note';

describe('timestampsNoteKey', () => {
  it('names the end and what said so, or the start', () => {
    const quarter = { intervalMinutes: 15 } as const;
    expect(timestampsNoteKey({ ...quarter, timestampsAt: 'end', timestampsFrom: 'header' })).toBe(
      'endHeader',
    );
    expect(
      timestampsNoteKey({ ...quarter, timestampsAt: 'end', timestampsFrom: 'firstLast' }),
    ).toBe('endFirstLast');
    expect(timestampsNoteKey({ ...quarter, timestampsAt: 'end', timestampsFrom: 'hour24' })).toBe(
      'endHour24',
    );
    expect(timestampsNoteKey({ ...quarter, timestampsAt: 'start', timestampsFrom: 'header' })).toBe(
      'startHeader',
    );
    expect(
      timestampsNoteKey({ ...quarter, timestampsAt: 'start', timestampsFrom: 'default' }),
    ).toBe('start');
    // SCE's `2024-03-10 01:45:00 to 2024-03-10 02:00:00`: read at the start of the range.
    expect(timestampsNoteKey({ ...quarter, timestampsAt: 'start', timestampsFrom: 'range' })).toBe(
      'startRange',
    );
    expect(timestampsNoteKey({ timestampsAt: 'start', timestampsFrom: 'default' })).toBe('single');
  });
});

describe('intervalWording', () => {
  it('says whole days in days and whole hours in hours', () => {
    expect(intervalWording(15)).toEqual({ unit: 'minutes', count: 15 });
    expect(intervalWording(60)).toEqual({ unit: 'hours', count: 1 });
    expect(intervalWording(1440)).toEqual({ unit: 'days', count: 1 });
    expect(intervalWording(14 * 1440)).toEqual({ unit: 'days', count: 14 });
  });
});

describe('clockChangeWording', () => {
  it('names the hour from its start to one hour later, with its intervals and readings', () => {
    const hourAt = Date.UTC(2024, 10, 3, 1);
    expect(clockChangeWording({ kind: 'repeated', hourAt, readings: 8, intervals: 4 })).toEqual({
      key: 'repeated',
      fromMs: hourAt,
      toMs: Date.UTC(2024, 10, 3, 2),
      intervals: 4,
      readings: 8,
    });
  });
});
