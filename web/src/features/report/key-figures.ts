import { defaultPriceNotes } from '@shared/domain/metrics/views/common/default-price-notes';
import { CARRIERS, type MetricsEnergy } from '@shared/schemas/derived/metrics';
import type { Format } from '@/lib/format/create-format';
import type { ReportT } from './report-types';

/** How a figure is known, as the Performance KPIs say it. */
export type FigureBasis = 'metered' | 'reported' | 'modelled';

export interface KeyFigure {
  id: 'energy' | 'cost' | 'co2' | 'siteEui' | 'sourceEui' | 'peak';
  label: string;
  /** The figure as the Performance tab shows it; empty when there is none. */
  value: string;
  /** Null when the figure is missing (no price, no interval data). */
  basis: FigureBasis | null;
  /** The KPI's own note: which carriers are measured, a default price, when the peak was. */
  note: string;
}

/**
 * How the year's energy is known: modelled when any carrier is modelled from the description,
 * reported when any carrier's year is an annual total of an imported file, metered otherwise.
 * Cost, CO2 and both EUIs rest on the same energy, so they share its basis.
 */
export function energyBasis(energy: Pick<MetricsEnergy, 'carriers'>): FigureBasis {
  const carriers = CARRIERS.flatMap((carrier) => energy.carriers[carrier] ?? []);
  if (carriers.length === 0 || carriers.some((figures) => figures.basis === 'modelled'))
    return 'modelled';
  if (carriers.some((figures) => figures.reportedYear !== undefined)) return 'reported';
  return 'metered';
}

/**
 * The key figures of the analysis year, each with the text, digits and unit of the Performance
 * tab's KPI strip (same `lib/format` calls) and its basis.
 */
export function keyFigures(
  energy: MetricsEnergy,
  currency: string,
  t: ReportT,
  format: Format,
): KeyFigure[] {
  const basis = energyBasis(energy);
  const measured = CARRIERS.filter((carrier) => energy.carriers[carrier]?.basis === 'metered').map(
    (carrier) => t(`performance:carrier.${carrier}`),
  );
  const reported = CARRIERS.flatMap((carrier) => {
    const year = energy.carriers[carrier]?.reportedYear;
    return year === undefined ? [] : [`${t(`performance:carrier.${carrier}`)} (${year})`];
  });
  const basisNotes = [
    ...(measured.length > 0
      ? [t('performance:kpi.basisMetered', { list: measured.join(', ') })]
      : []),
    ...(reported.length > 0
      ? [t('performance:kpi.basisReported', { list: reported.join(', ') })]
      : []),
  ];
  const energyNote =
    basisNotes.length > 0 ? basisNotes.join('. ') : t('performance:kpi.basisModelled');
  const priceNotes = defaultPriceNotes(energy).map((note) =>
    t(`figures:defaultPrice.${note.kind}`, {
      carrier: t(`performance:carrier.${note.carrier}`),
      band: note.band ?? '',
      period: note.period ?? '',
    }),
  );
  const hasCost = energy.cost !== undefined;
  const peak = format.power(energy.peakKw, 1);
  return [
    {
      id: 'energy',
      label: t('performance:kpi.energy'),
      value: format.energy(energy.siteKwh, 'MWh', 1),
      basis,
      note: energyNote,
    },
    {
      id: 'cost',
      label: t('performance:kpi.cost'),
      value: hasCost ? format.money(energy.cost, currency) : '',
      basis: hasCost ? basis : null,
      note: hasCost ? priceNotes.join('. ') : t('performance:kpi.noCost'),
    },
    {
      id: 'co2',
      label: t('performance:kpi.co2'),
      value: format.co2(energy.co2Kg, 't', 1),
      basis,
      note: '',
    },
    {
      id: 'siteEui',
      label: t('report:keyFigures.siteEui'),
      value: format.intensity(energy.siteEuiKwhPerM2, 1),
      basis,
      note: '',
    },
    {
      id: 'sourceEui',
      label: t('report:keyFigures.sourceEui'),
      value: format.intensity(energy.sourceEuiKwhPerM2, 1),
      basis: energy.sourceEuiKwhPerM2 === undefined ? null : basis,
      note: '',
    },
    {
      id: 'peak',
      label: t('performance:kpi.peak'),
      value: peak,
      // The peak is read from the interval meter's readings: metered whenever there is one.
      basis: peak === '' ? null : 'metered',
      note:
        energy.peakAtMs !== undefined
          ? t('performance:kpi.peakAt', { date: format.wallClock(energy.peakAtMs, true) })
          : t('performance:kpi.peakNone'),
    },
  ];
}
