import type { ComparisonSource } from '@shared/domain/metrics/views/comparison/types';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import {
  peerSetExportSource,
  referenceDescription,
  referenceShortName,
  type ComparisonT,
} from './reference-name';

type ReferenceSource = Extract<ComparisonSource, { kind: 'reference' }>;

const source = (reference: ReferenceSource['reference'], legacy = false): ReferenceSource => ({
  kind: 'reference',
  useType: 'office',
  reference,
  centreDataset: 'CENTRE',
  spreadDataset: 'SPREAD',
  year: 2012,
  ...(legacy ? { legacy: true as const } : {}),
});

async function tIn(language: 'en' | 'cs' | 'de'): Promise<ComparisonT> {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  return i18n.getFixedT(language, ['comparison', 'enums', 'figures']) as unknown as ComparisonT;
}

describe('the reference named on the Comparison tab and in its exports', () => {
  it('names the table, category, spread and why it is another country’s', async () => {
    const t = await tIn('en');
    const czech = source({
      id: 'cibseTm46',
      category: 'generalOffice',
      spreadModel: 'office',
      fallback: 'noNationalReference',
      country: 'CZ',
    });
    expect(referenceDescription(t, czech, 'en')).toBe(
      'Reference: Office buildings, CIBSE TM46 typical energy use of General office, electricity plus fossil-thermal per m² of gross internal area, the median of UK Display Energy Certificates (CENTRE); spread of the ENERGY STAR Office score model (SPREAD). No national reference of measured buildings is built in for Czechia: the UK’s, the only measured European table, is used.',
    );
    expect(referenceShortName(t, czech)).toBe(
      'CIBSE TM46:2008 typical, General office (spread: ENERGY STAR Office model)',
    );
    const japan = source({
      id: 'energyStarUs',
      category: 'office',
      spreadModel: 'office',
      fallback: 'noNationalReference',
      country: 'JP',
    });
    expect(referenceDescription(t, japan, 'en')).toContain(
      'No national reference is built in for Japan: the U.S. reference is used.',
    );
  });

  it('names a scored building’s own prediction, and the old single spread', async () => {
    const t = await tIn('en');
    const predicted = source({
      id: 'energyStarUs',
      category: 'office',
      spreadModel: 'office',
      predicted: { siteMedianKwhPerM2: 300, sourceMedianKwhPerM2: 650 },
    });
    expect(referenceDescription(t, predicted, 'en')).toContain(
      'the ENERGY STAR Office score model’s prediction for its floor area, use details and climate',
    );
    expect(referenceShortName(t, predicted)).toBe(
      'ENERGY STAR Office model, predicted for this building (its estimated score)',
    );
    const portfolioManager = source({
      id: 'energyStarUs',
      category: 'office',
      spreadModel: 'office',
      predicted: { siteMedianKwhPerM2: 300, sourceMedianKwhPerM2: 650, portfolioManagerYear: 2014 },
    });
    expect(referenceShortName(t, portfolioManager)).toBe(
      'Portfolio Manager national median source EUI of this building (2014, spread: ENERGY STAR Office model)',
    );
    expect(referenceDescription(t, portfolioManager, 'en')).toContain(
      'In 2014 the percentile is close to 100 minus its ENERGY STAR score.',
    );
    const partial = source({
      id: 'energyStarUs',
      category: 'office',
      spreadModel: 'office',
      predicted: { siteMedianKwhPerM2: 300, sourceMedianKwhPerM2: 650, partial: true },
    });
    expect(referenceShortName(t, partial)).toBe(
      'ENERGY STAR Office model, predicted from this building’s description (missing inputs at EPA’s sample means)',
    );
    expect(referenceDescription(t, partial, 'en')).toContain(
      'each missing input at the mean of EPA’s reference sample',
    );
    expect(referenceDescription(await tIn('cs'), partial, 'cs')).toContain(
      'každý chybějící vstup v průměru referenčního vzorku EPA',
    );
    const old = source({ id: 'energyStarUs', category: 'office', spreadModel: 'office' }, true);
    expect(referenceDescription(t, old, 'en')).toContain('spread of SPREAD for all buildings');
  });

  it('is translated in Czech and German, with the country in the language', async () => {
    const germany = source({
      id: 'cibseTm46',
      category: 'generalOffice',
      spreadModel: 'office',
      fallback: 'calculatedTarget',
      country: 'DE',
    });
    expect(referenceDescription(await tIn('de'), germany, 'de')).toContain(
      'Die nationalen Vergleichswerte für Deutschland sind berechnete Zielwerte',
    );
    expect(referenceDescription(await tIn('cs'), germany, 'cs')).toContain(
      'Národní srovnávací hodnoty země Německo jsou vypočtené cílové hodnoty',
    );
    expect(peerSetExportSource(await tIn('de'), germany)).toEqual({
      label: 'Verglichen mit',
      value:
        'Typischer Wert nach CIBSE TM46:2008, Allgemeines Büro (Streuung: ENERGY-STAR-Modell Bürogebäude)',
    });
  });
});
