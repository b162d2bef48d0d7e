import { screen } from '@testing-library/react';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { EquipmentDetailsCard } from './equipment-details-card';

const RECORD = {
  assetId: 'CH-1',
  name: 'Chiller 1',
  type: 'Chiller',
  salvageValue: 5_000,
  labourAndOther: 1_250,
} as Equipment;

const fact = (key: string) => screen.getByTestId(`fact-${key}`).textContent;

describe('EquipmentDetailsCard', () => {
  it('labels each amount of money with the currency, in the record’s order, and says which are not recorded', async () => {
    await renderInApp(
      <EquipmentDetailsCard record={RECORD} figures={undefined} imageSrc={null} currency="EUR" />,
    );
    expect(fact('salvageValue')).toBe('Salvage Value (EUR)€5,000');
    expect(fact('labourAndOther')).toBe('Local Labour & Other Cost (EUR)€1,250');
    expect(fact('yearlyMaintenance')).toMatch(/Not recorded$/);
    const keys = screen
      .getAllByTestId(/^fact-/)
      .map((element) => element.dataset.testid?.replace('fact-', ''));
    expect(keys.slice(keys.indexOf('salvageValue'), keys.indexOf('labourAndOther') + 1)).toEqual([
      'salvageValue',
      'yearlyMaintenance',
      'yearlyAdHoc',
      'partReplacementValue',
      'replacementValue',
      'labourAndOther',
    ]);
  });
});
