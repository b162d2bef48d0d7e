import { defaultPriceNotes } from '@shared/domain/metrics/views/common/default-price-notes';
import type { MetricsEnergy } from '@shared/schemas/derived/metrics';
import { useTranslation } from 'react-i18next';

/**
 * The carriers whose cost rests on a default price, as text for a cost figure: "Electricity:
 * default price (Eurostat, band IC, 2025-S2)", or a U.S. state's EIA average
 * (docs/methodology.md §1.3). Empty when every price comes from bills, or before the figures.
 */
export function useDefaultPriceNotes(
  energy: Pick<MetricsEnergy, 'carriers' | 'defaultPricePeriod'> | undefined,
): string[] {
  const { t } = useTranslation(['figures', 'performance']);
  if (!energy) return [];
  return defaultPriceNotes(energy).map((note) =>
    t(`figures:defaultPrice.${note.kind}`, {
      carrier: t(`performance:carrier.${note.carrier}`),
      band: note.band ?? '',
      period: note.period ?? '',
    }),
  );
}
