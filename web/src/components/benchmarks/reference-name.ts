import type { ComparisonSource } from '@shared/domain/metrics/views/comparison/types';
import type { TFunction } from 'i18next';

/** The comparison screen's `t` (namespaces comparison, enums, figures). */
export type ComparisonT = TFunction<readonly ['comparison', 'enums', 'figures']>;

type ReferenceSource = Extract<ComparisonSource, { kind: 'reference' }>;

/** A country's name in the locale (`Intl.DisplayNames`), or its code when the runtime has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Which text names the reference: its table, or the building's Portfolio Manager national median,
 * or its model's prediction (from every input, or from those it has), or the old one spread.
 */
function textKey(source: ReferenceSource) {
  if (source.legacy) return 'legacy' as const;
  const { predicted } = source.reference;
  if (predicted?.portfolioManagerYear !== undefined) return 'portfolioManagerMedian' as const;
  if (predicted?.partial) return 'energyStarPartial' as const;
  return predicted ? ('energyStarPredicted' as const) : source.reference.id;
}

/** The category of the reference's table for the use type, e.g. "Hotel" or "General office". */
function categoryName(t: ComparisonT, source: ReferenceSource): string {
  const { id, category } = source.reference;
  return t(`reference.category.${id}.${category}`, { defaultValue: category });
}

/**
 * The reference named for an export (a chart's CSV or image): table and category, e.g.
 * "CIBSE TM46:2008, General office (spread: ENERGY STAR Office model)".
 */
export function referenceShortName(t: ComparisonT, source: ReferenceSource): string {
  return t(`reference.short.${textKey(source)}`, {
    category: categoryName(t, source),
    spreadModel: t(`figures:energyStar.type.${source.reference.spreadModel}`),
    year: source.reference.predicted?.portfolioManagerYear,
  });
}

/**
 * The reference named in full on the Comparison tab: the use type, table, category, documents of
 * the centre and the spread, then why it is another country's when it is.
 */
export function referenceDescription(
  t: ComparisonT,
  source: ReferenceSource,
  locale: string,
): string {
  const { reference } = source;
  const described = t(`reference.full.${textKey(source)}`, {
    useType: t(`enums:useType.${source.useType}`),
    category: categoryName(t, source),
    spreadModel: t(`figures:energyStar.type.${reference.spreadModel}`),
    centreDataset: source.centreDataset,
    spreadDataset: source.spreadDataset,
    year: reference.predicted?.portfolioManagerYear,
  });
  if (!reference.fallback) return described;
  const key =
    reference.fallback === 'noNationalReference' && reference.id === 'cibseTm46'
      ? 'noNationalReferenceEurope'
      : reference.fallback;
  const why = t(`reference.fallback.${key}`, {
    country: reference.country ? countryName(reference.country, locale) : '',
  });
  return `${described} ${why}`;
}

/**
 * The peer set named in a comparison chart's exports: "Compared with" the reference (table and
 * category) or the chosen buildings (how many).
 */
export function peerSetExportSource(
  t: ComparisonT,
  source: ComparisonSource,
): { label: string; value: string } {
  return {
    label: t('reference.exportLabel'),
    value:
      source.kind === 'reference'
        ? referenceShortName(t, source)
        : t('reference.exportPeers', { count: source.counted }),
  };
}
