import { describe, expect, it } from 'vitest';
import { activityStepFormSchema } from './wizard-activity.js';

const USAGE = { title: 'Offices', usageType: 'reception', gfaPct: 60 };
const SPACE = { name: 'Lobby', spaceType: 'reception', areaM2: 80, fromFloor: 0, toFloor: 1 };
const FORM = {
  activity: { days: { monday: { operates: true, start: '08:00', end: '18:00' } } },
  spaceUsage: [
    { rowId: 'a1', ...USAGE },
    { ...USAGE, title: 'Store', gfaPct: 40 },
  ],
  spaces: [{ rowId: 'b1', ...SPACE }],
};
const issuesOf = (value: unknown) =>
  activityStepFormSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('activityStepFormSchema', () => {
  it.each([
    ['a full step', FORM],
    ['nothing but the days', { activity: { days: {} }, spaceUsage: [], spaces: [] }],
    [
      'thirds that round to 100',
      {
        ...FORM,
        spaceUsage: [33.3, 33.3, 33.4].map((gfaPct) => ({ ...USAGE, gfaPct })),
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    [
      'space usage below 100 %',
      { ...FORM, spaceUsage: [USAGE] },
      ['spaceUsage: validation.spaceUsageTotal'],
    ],
    [
      'space usage above 100 %',
      { ...FORM, spaceUsage: [USAGE, USAGE] },
      ['spaceUsage: validation.spaceUsageTotal'],
    ],
    [
      'a usage row without title and type',
      { ...FORM, spaceUsage: [{ gfaPct: 100 }] },
      [
        'spaceUsage.0.title: validation.required',
        'spaceUsage.0.usageType: validation.mustBeSelected',
      ],
    ],
    [
      'end before start',
      { ...FORM, activity: { days: { sunday: { operates: true, start: '10:00', end: '09:00' } } } },
      ['activity.days.sunday.end: validation.endTimeBeforeStart'],
    ],
    [
      'a time not in HH:MM',
      { ...FORM, activity: { days: { sunday: { operates: true, start: '8', end: '09:00' } } } },
      // The day's own check still compares the texts: the bad start also reads as "after" the end.
      [
        'activity.days.sunday.start: validation.time',
        'activity.days.sunday.end: validation.endTimeBeforeStart',
      ],
    ],
    [
      'a space whose To Floor is below its From Floor',
      { ...FORM, spaces: [{ ...SPACE, fromFloor: 3, toFloor: 2 }] },
      ['spaces.0.toFloor: validation.outOfRange'],
    ],
    [
      'a space without name, type and area',
      { ...FORM, spaces: [{ fromFloor: 0, toFloor: 0 }] },
      [
        'spaces.0.name: validation.required',
        'spaces.0.spaceType: validation.mustBeSelected',
        'spaces.0.areaM2: validation.required',
      ],
    ],
    [
      'a row key the database cannot store',
      { ...FORM, spaces: [{ ...SPACE, rowId: 'a.b' }] },
      ['spaces.0.rowId: validation.outOfRange'],
    ],
    [
      'an order field (rows are ordered by position)',
      { ...FORM, spaces: [{ ...SPACE, order: 0 }] },
      ['spaces.0: validation.unknownField'],
    ],
  ])('rejects %s', (_label, value, expected) => {
    expect(issuesOf(value)).toEqual(expected);
  });
});
