import { comparisonParametersSchema } from '@shared/schemas/stored/comparison-parameters';
import { describe, expect, it } from 'vitest';
import { formValuesOf, parametersOf } from './parameters-form';

describe('parameters form', () => {
  it('shows stored sets in the catalog order and additional equipment by order', () => {
    expect(
      formValuesOf({
        buildingIds: { b2: true, b1: true },
        subSystems: { roof: true, cooling: true },
        monitoredEquipment: { serverRack: true, computers: true },
        additionalEquipment: { x: { name: 'Kiln', order: 1 }, y: { name: 'Lift', order: 0 } },
      }),
    ).toEqual({
      buildingIds: ['b2', 'b1'],
      subSystems: ['cooling', 'roof'],
      monitoredEquipment: ['computers', 'serverRack'],
      additional: ['Lift', 'Kiln'],
    });
  });

  it('stores valid parameters and leaves empty choices out', () => {
    const parameters = parametersOf({
      buildingIds: ['p1', 'p2'],
      subSystems: ['cooling', 'heating', 'lighting'],
      monitoredEquipment: [],
      additional: [' Vending machine ', ''],
    });
    expect(parameters).toEqual({
      buildingIds: { p1: true, p2: true },
      subSystems: { cooling: true, heating: true, lighting: true },
      additionalEquipment: { e0: { name: 'Vending machine', order: 0 } },
    });
    expect(comparisonParametersSchema.safeParse(parameters).success).toBe(true);
  });

  it('round-trips', () => {
    const values = {
      buildingIds: ['a'],
      subSystems: ['openings' as const],
      monitoredEquipment: ['waterCooler' as const],
      additional: ['Lift'],
    };
    expect(formValuesOf(parametersOf(values))).toEqual(values);
  });
});
