import { describe, expect, it } from 'vitest';
import { recogniseHeader } from '@shared/domain/building-import/header';
import { mapRow } from '@shared/domain/building-import/map-row';
import { chooseReadOptions } from '@shared/domain/building-import/read-options';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import { buildTemplateCsv } from './template-csv';

describe('buildTemplateCsv', () => {
  it.each(SUPPORTED_LANGUAGES)('writes a template in %s that the import reads back', (language) => {
    const csv = buildTemplateCsv(language);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const delimiter = language === 'en' ? ',' : ';';
    const [headerLine = '', exampleLine = ''] = csv.slice(1).split('\r\n');
    const header = recogniseHeader(headerLine.split(delimiter));
    expect(header.format).toBe('template');
    expect(header.unused).toEqual([]);
    const cells = exampleLine.split(delimiter);
    const outcome = mapRow(cells, 2, header, chooseReadOptions(header, [cells], delimiter));
    expect(outcome.kind).toBe('building');
    if (outcome.kind !== 'building') return;
    expect(outcome.building.externalId).toBe('ext:B-001');
    expect(outcome.building.general).toMatchObject({
      currency: { en: 'USD', cs: 'CZK', de: 'EUR' }[language],
      useType: 'office',
      grossFloorAreaM2: 2400.5,
      constructionYear: 1998,
      storeysAboveGround: 4,
    });
    expect(outcome.building.reported).toEqual({
      reportingYear: 2024,
      electricityKwh: 310000,
      naturalGasKwh: 95000,
      siteEuiKwhPerM2: 168.7,
    });
  });
});
