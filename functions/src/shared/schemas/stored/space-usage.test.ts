import { describe, expect, it } from 'vitest';
import { spaceUsageItemSchema, spaceUsageSchema, spaceUsageTotalPct } from './space-usage.js';

const ITEM = { title: 'Offices', usageType: 'reception', gfaPct: 50, order: 0 };
const issuesOf = (value: unknown) =>
  spaceUsageItemSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('spaceUsageItemSchema', () => {
  it.each([
    ['minimal', ITEM],
    [
      'full',
      { ...ITEM, climateControl: 'heatedAndCooled', fanType: 'supplyOnly', hasHeatRecovery: false },
    ],
    ['0 %', { ...ITEM, gfaPct: 0 }],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['over 100 %', { ...ITEM, gfaPct: 100.5 }, 'gfaPct: validation.outOfRange'],
    ['share as text', { ...ITEM, gfaPct: '50' }, 'gfaPct: validation.required'],
    ['bad type', { ...ITEM, usageType: 'office' }, 'usageType: validation.mustBeSelected'],
    [
      'bad climate',
      { ...ITEM, climateControl: 'cold' },
      'climateControl: validation.mustBeSelected',
    ],
    ['no title', { ...ITEM, title: '' }, 'title: validation.required'],
    ['no order', { ...ITEM, order: undefined }, 'order: validation.required'],
    ['unknown field', { ...ITEM, area: 1 }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});

describe('spaceUsageTotalPct and the 100 % rule', () => {
  it.each([
    [[], 0],
    [[{ gfaPct: 60 }, { gfaPct: 40 }], 100],
    [[{ gfaPct: 33.3 }, { gfaPct: 33.3 }, { gfaPct: 33.4 }], 100],
    [[{ gfaPct: 10.1 }, { gfaPct: 20.2 }], 30.3],
  ])('totals %j to %d %%', (items, total) => {
    expect(spaceUsageTotalPct(items)).toBe(total);
  });

  it('sums keyed maps as well', () => {
    expect(spaceUsageTotalPct({ a: { gfaPct: 25 }, b: { gfaPct: 75 } })).toBe(100);
  });

  it.each([
    [{ a: { ...ITEM, gfaPct: 60 }, b: { ...ITEM, gfaPct: 40, order: 1 } }, true],
    [{ a: { ...ITEM, gfaPct: 100 } }, true],
    [{ a: { ...ITEM, gfaPct: 60 } }, false],
    [{ a: { ...ITEM, gfaPct: 60 }, b: { ...ITEM, gfaPct: 50 } }, false],
    [{}, false],
  ])('%j totals 100 %%: %s', (items, valid) => {
    const result = spaceUsageSchema.safeParse(items);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('validation.spaceUsageTotal');
  });
});
