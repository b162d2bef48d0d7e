import { describe, expect, it } from 'vitest';
import { comparisonParametersSchema } from './comparison-parameters.js';

const issuesOf = (value: unknown) =>
  comparisonParametersSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('comparisonParametersSchema', () => {
  it.each([
    ['nothing chosen', {}],
    [
      'full',
      {
        buildingIds: { b2: true, b3: true },
        subSystems: { roof: true, plugLoads: true },
        monitoredEquipment: { waterCooler: true },
        additionalEquipment: { x: { name: 'Kettle', order: 0 } },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['sub-system false', { subSystems: { roof: false } }, 'subSystems.roof: validation.outOfRange'],
    [
      'unknown sub-system',
      { subSystems: { elevators: true } },
      'subSystems: validation.mustBeSelected',
    ],
    [
      'unknown equipment',
      { monitoredEquipment: { fridge: true } },
      'monitoredEquipment: validation.mustBeSelected',
    ],
    [
      'nameless equipment',
      { additionalEquipment: { x: { order: 0 } } },
      'additionalEquipment.x.name: validation.required',
    ],
    ['unknown field', { period: 'lastMonth' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
