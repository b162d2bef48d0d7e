import { describe, expect, it } from 'vitest';
import { equipmentSchema } from './equipment.js';

const EQ = { assetId: 'AHU-1', name: 'Air handler', type: 'AHU' };
const issuesOf = (value: unknown) =>
  equipmentSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('equipmentSchema', () => {
  it.each([
    ['identity only', EQ],
    [
      'commissioned the day it was installed',
      { ...EQ, installedOn: '2020-05-01', commissionedOn: '2020-05-01' },
    ],
    [
      'with records',
      {
        ...EQ,
        subSystem: 'plugLoads',
        capacityKwh: 0.5,
        initialValue: 1,
        expectedLifeYears: 1,
        depreciationMode: 'sumOfYears',
        salvageValue: 1,
        warrantyYears: 0,
        maintenanceIncreasePct: -5,
        logs: { l1: { kind: 'sensor', date: '2025-01-02', durationHours: 0, note: 'ok' } },
        alerts: {
          a1: { severity: 'low', raisedAtMs: 5, message: 'Filter dirty', resolved: false },
        },
        issues: { i1: { fault: 'Shaft Alignment' } },
        tasks: { t1: { title: 'Filter change', dueOn: '2026-01-10', doneOn: '2026-01-09' } },
        obsolescence: { category: 'functional', reasons: { cannotMeetLoad: true } },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['no id', { ...EQ, assetId: '' }, 'assetId: validation.equipmentIdRequired'],
    ['no type', { ...EQ, type: undefined }, 'type: validation.equipmentTypeRequired'],
    ['no name', { ...EQ, name: '' }, 'name: validation.equipmentNameRequired'],
    ['zero capacity', { ...EQ, capacityKwh: 0 }, 'capacityKwh: validation.capacityPositive'],
    [
      'negative value',
      { ...EQ, initialValue: -10 },
      'initialValue: validation.initialValuePositive',
    ],
    [
      'half a year of life',
      { ...EQ, expectedLifeYears: 0.5 },
      'expectedLifeYears: validation.expectedLifeMin',
    ],
    [
      'bad depreciation',
      { ...EQ, depreciationMode: 'accelerated' },
      'depreciationMode: validation.mustBeSelected',
    ],
    [
      'commissioned before installed',
      { ...EQ, installedOn: '2020-05-02', commissionedOn: '2020-05-01' },
      'commissionedOn: validation.startDateAfterEnd',
    ],
    [
      'salvage above value',
      { ...EQ, initialValue: 100, salvageValue: 101 },
      'salvageValue: validation.outOfRange',
    ],
    [
      'negative cost',
      { ...EQ, yearlyMaintenance: -1 },
      'yearlyMaintenance: validation.nonNegative',
    ],
    [
      'bad log kind',
      { ...EQ, logs: { l1: { kind: 'party', date: '2025-01-01', durationHours: 1 } } },
      'logs.l1.kind: validation.mustBeSelected',
    ],
    [
      'bad task date',
      { ...EQ, tasks: { t1: { title: 'x', dueOn: 'tomorrow' } } },
      'tasks.t1.dueOn: validation.date',
    ],
    ['unknown field', { ...EQ, serial: 'X' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
