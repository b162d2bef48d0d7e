import { describe, expect, it } from 'vitest';
import { spaceSchema } from './space.js';

const SPACE = {
  name: 'Lobby',
  spaceType: 'reception',
  areaM2: 80,
  fromFloor: 0,
  toFloor: 0,
  order: 0,
};
const issuesOf = (value: unknown) =>
  spaceSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('spaceSchema', () => {
  it.each([
    ['one floor', SPACE],
    ['basement to ground', { ...SPACE, fromFloor: -2, toFloor: 0, operatingHoursPerWeek: 168 }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['to below from', { ...SPACE, fromFloor: 2, toFloor: 1 }, 'toFloor: validation.outOfRange'],
    ['zero area', { ...SPACE, areaM2: 0 }, 'areaM2: validation.outOfRange'],
    ['fractional floor', { ...SPACE, fromFloor: 0.5 }, 'fromFloor: validation.required'],
    [
      '169 hours a week',
      { ...SPACE, operatingHoursPerWeek: 169 },
      'operatingHoursPerWeek: validation.outOfRange',
    ],
    ['bad type', { ...SPACE, spaceType: 'office' }, 'spaceType: validation.mustBeSelected'],
    ['no name', { ...SPACE, name: undefined }, 'name: validation.required'],
    ['unknown field', { ...SPACE, colour: 'red' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
