import { describe, expect, it } from 'vitest';
import { improvementMeasureSchema } from '../../../schemas/stored/improvement-measure.js';
import type { ElementDetail } from '../benchmarks/element-detail.js';
import { DETAIL_ELEMENTS } from '../benchmarks/element-detail.js';
import {
  elementMeasureKey,
  isElementMeasure,
  measureDraftFromElementDetail,
} from './from-element-detail.js';

function detail(element: ElementDetail['element'], best: ElementDetail['best']): ElementDetail {
  return {
    element,
    current: {},
    best,
    co2TonsPerYear: { current: 100, best: 90 },
    savingsKwh: 1000,
  };
}

describe('measureDraftFromElementDetail', () => {
  it('proposes low-E windows at the best-practice U-value for openings', () => {
    const measure = measureDraftFromElementDetail({
      detail: detail('openings', { type: 'tripleGlazedLowE', uValueWPerM2K: 0.8 }),
      name: 'Double Glaze Low-E Windows',
      startOn: '2027-01-01',
    });
    expect(measure).toEqual({
      name: 'Double Glaze Low-E Windows',
      kind: 'lowEWindows',
      subSystem: 'facilityEnvelope',
      startOn: '2027-01-01',
      status: 'proposed',
      newUValueWPerM2K: 0.8,
    });
  });

  it('keeps the chiller efficiency but not a boiler efficiency for a heat pump', () => {
    const chiller = measureDraftFromElementDetail({
      detail: detail('cooling', { efficiencyPct: 630 }),
      name: 'Chiller',
      startOn: '2027-01-01',
    });
    expect(chiller.kind).toBe('chillerReplacement');
    expect(chiller.newEfficiencyPct).toBe(630);
    const heating = measureDraftFromElementDetail({
      detail: detail('heating', { efficiencyPct: 97.5 }),
      name: 'Heat pump',
      startOn: '2027-01-01',
    });
    expect(heating.kind).toBe('airSourceHeatPump');
    expect(heating.newEfficiencyPct).toBeUndefined();
  });

  it('gives a valid stored measure for every element', () => {
    for (const element of DETAIL_ELEMENTS) {
      const measure = measureDraftFromElementDetail({
        detail: detail(element, { uValueWPerM2K: 0.2, efficiencyPct: 500 }),
        name: 'x'.repeat(500),
        startOn: '2027-01-01',
      });
      expect(improvementMeasureSchema.safeParse(measure).success).toBe(true);
    }
  });
});

describe('isElementMeasure', () => {
  it('finds a catalog measure of the same kind, never a custom one', () => {
    const base = { name: 'LED', startOn: '2027-01-01', status: 'proposed' } as const;
    expect(isElementMeasure({ ...base, kind: 'ledReplacement' }, 'lighting')).toBe(true);
    expect(isElementMeasure({ ...base, kind: 'custom' }, 'roof')).toBe(false);
    expect(isElementMeasure({ ...base, kind: 'chillerReplacement' }, 'lighting')).toBe(false);
  });
  it('keys one measure per element', () => {
    expect(elementMeasureKey('openings')).toBe('compare-openings');
  });
});
