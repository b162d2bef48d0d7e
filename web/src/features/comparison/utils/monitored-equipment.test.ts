import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { monitoredEquipmentLabels } from './monitored-equipment';

describe('monitoredEquipmentLabels', () => {
  it('names the chosen types in their order, then the additional equipment as entered', async () => {
    const i18n = await createI18n('en', { waitFor: 'everything' });
    const t = i18n.getFixedT('en', ['comparison', 'enums']) as unknown as TFunction<
      ['comparison', 'enums']
    >;
    expect(
      monitoredEquipmentLabels(t, {
        monitoredEquipment: { serverRack: true, computers: true },
        additionalEquipment: {
          b: { name: 'Ice machine', order: 2 },
          a: { name: 'Kiln', order: 1 },
        },
      }),
    ).toEqual(['Computers', 'Server Rack', 'Kiln', 'Ice machine']);
    expect(monitoredEquipmentLabels(t, {})).toEqual([]);
  });
});
