import { describe, expect, it } from 'vitest';
import { seriesChunkSchema, seriesMetaSchema } from './series.js';

const META = { scope: 'overall', unit: 'kWh', source: 'bill' };
const issuesOf = (schema: typeof seriesMetaSchema | typeof seriesChunkSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('seriesMetaSchema', () => {
  it.each([
    ['overall', { ...META, intervalMinutes: 60 }],
    [
      'sub-system with equipment',
      { scope: 'lighting', equipmentId: 'eq1', unit: 'kW', source: 'meter', title: 'Floor 2' },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(seriesMetaSchema, value)).toEqual([]);
  });

  it.each([
    [
      'sub-system without equipment',
      { ...META, scope: 'cooling' },
      'equipmentId: validation.mustBeSelected',
    ],
    ['bad scope', { ...META, scope: 'plugLoads' }, 'scope: validation.mustBeSelected'],
    ['bad unit', { ...META, unit: 'MWh' }, 'unit: validation.mustBeSelected'],
    ['zero interval', { ...META, intervalMinutes: 0 }, 'intervalMinutes: validation.outOfRange'],
    ['unknown field', { ...META, tz: 'UTC' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(seriesMetaSchema, value)).toContain(issue);
  });
});

describe('seriesChunkSchema', () => {
  it.each([
    ['empty', { t: [], v: [] }],
    ['a month', { t: [0, 15, 44_639], v: [1, -2.5, 0] }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(seriesChunkSchema, value)).toEqual([]);
  });

  it.each([
    ['lengths differ', { t: [0, 1], v: [1] }, 'v: validation.outOfRange'],
    ['offset past the month', { t: [44_640], v: [1] }, 't.0: validation.outOfRange'],
    ['fractional offset', { t: [0.5], v: [1] }, 't.0: validation.required'],
    ['value as text', { t: [0], v: ['1'] }, 'v.0: validation.required'],
    ['no values', { t: [0] }, 'v: validation.required'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(seriesChunkSchema, value)).toContain(issue);
  });
});
