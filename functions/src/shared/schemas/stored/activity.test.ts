import { describe, expect, it } from 'vitest';
import { activitySchema } from './activity.js';

const issuesOf = (value: unknown) =>
  activitySchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];
const OPEN = { operates: true, start: '08:00', end: '18:00' };

describe('activitySchema', () => {
  it.each([
    ['no days yet', { days: {} }],
    ['weekdays', { days: { monday: OPEN, friday: OPEN } }],
    ['closed without times', { days: { sunday: { operates: false } } }],
    [
      'closed with times kept',
      { days: { sunday: { operates: false, start: '10:00', end: '09:00' } } },
    ],
    ['whole day', { days: { publicHoliday: { operates: true, start: '00:00', end: '23:59' } } }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'end before start',
      { days: { monday: { ...OPEN, start: '18:00', end: '08:00' } } },
      'days.monday.end: validation.endTimeBeforeStart',
    ],
    [
      'end equal to start',
      { days: { monday: { ...OPEN, end: '08:00' } } },
      'days.monday.end: validation.endTimeBeforeStart',
    ],
    [
      'no start',
      { days: { monday: { operates: true, end: '18:00' } } },
      'days.monday.start: validation.required',
    ],
    [
      'bad time',
      { days: { monday: { ...OPEN, start: '8am' } } },
      'days.monday.start: validation.time',
    ],
    ['24:00', { days: { monday: { ...OPEN, end: '24:00' } } }, 'days.monday.end: validation.time'],
    [
      'operates as text',
      { days: { monday: { ...OPEN, operates: 'yes' } } },
      'days.monday.operates: validation.mustBeSelected',
    ],
    ['unknown day', { days: { someday: OPEN } }, 'days: validation.unknownField'],
    ['no days', {}, 'days: validation.required'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
