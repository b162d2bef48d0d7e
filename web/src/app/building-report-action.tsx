import { buildingTitleOf } from '@shared/domain/building/building-title';
import { comparisonSource } from '@shared/domain/metrics/views/comparison/source';
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/charts/download-blob';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { referenceShortName, type ComparisonT } from '@/components/benchmarks/reference-name';
import { readEquipmentRegister } from '@/features/equipment/api/read-equipment-register';
import { readMeasures } from '@/features/improve/api/read-measures';
import { readMetricsParts } from '@/features/figures/api/read-metrics-parts';
import { ReportAction, type ReportChoices } from '@/features/report/components/report-action';
import {
  REPORT_NAMESPACES,
  type ReportSection,
  type ReportT,
} from '@/features/report/report-types';
import { REQUIRED_PARTS } from '@/features/report/section-parts';
import { ReportPeriod } from '@/app/report-period';
import { useFormat } from '@/lib/format/use-format';
import type { DayRange } from '@/lib/period/period-days';

/** The stored parts a report reads. */
const REPORT_PARTS = [
  ...REQUIRED_PARTS,
  // Optional: without a weather fit or loads the report says "No data" where the screen does.
  'weather',
  'loads',
  // Optional: without measures or equipment Improve and Asset Reliability say what their tabs say.
  'measures',
  'reliability',
] as const;

/**
 * The building header's "Report": reads the figures once, names the reference as the Comparison
 * tab does, and only then loads the generator (pdf-lib, fontkit, fonts) with a dynamic import.
 * Lives in the app layer: it composes the metrics, comparison and report features.
 */
export function BuildingReportAction({
  buildingId,
  building,
}: {
  buildingId: string;
  building: BuildingState;
}) {
  const { i18n } = useTranslation('report');
  const format = useFormat();
  // The period chosen in the dialog (the tabs' period); null while it cannot be used.
  const [range, setRange] = useState<DayRange | null>(null);
  const onRange = useCallback((next: DayRange | null) => setRange(next), []);
  const make = async (sections: ReportSection[], choices: ReportChoices) => {
    // The measures' names and the register's, read as the Improve and Asset Reliability tabs read
    // them, only for the sections that show them.
    const [{ state, values }, measures, equipment] = await Promise.all([
      readMetricsParts(buildingId, REPORT_PARTS),
      sections.includes('improve') ? readMeasures(buildingId) : {},
      sections.includes('assetReliability') ? readEquipmentRegister(buildingId) : {},
    ]);
    const { computedAtMs, period, climate, energy, history, quality, benchmarks, weather, loads } =
      values;
    if (
      state !== 'ready' ||
      computedAtMs === undefined ||
      !period ||
      !climate ||
      !energy ||
      !history ||
      !quality ||
      !benchmarks
    )
      throw new Error(`The figures of ${buildingId} are not ready (${state})`);
    await i18n.loadNamespaces([...REPORT_NAMESPACES]);
    const t = i18n.getFixedT(format.language, REPORT_NAMESPACES) as ReportT;
    const source = comparisonSource(benchmarks, 'reference');
    const comparisonT = i18n.getFixedT(format.language, [
      'comparison',
      'enums',
      'figures',
    ]) as ComparisonT;
    const general = building.general;
    const title = buildingTitleOf(general) || buildingId;
    const { makeReport } = await import('@/features/report/make-report');
    const blob = await makeReport(
      {
        building: {
          title,
          address: [general?.street, general?.postCode, general?.city].filter(Boolean).join(', '),
          useType: benchmarks.subject.useType,
          floorAreaM2: energy.floorAreaM2,
          currency: energy.currency,
        },
        figures: {
          computedAtMs,
          period,
          climate,
          energy,
          history,
          quality,
          benchmarks,
          weather,
          loads,
          measures: values.measures,
          reliability: values.reliability,
        },
        options: {
          sections,
          range: range ?? rangeOfMonths(period.firstMonth, period.lastMonth),
          madeAtMs: Date.now(),
          referenceName:
            source.kind === 'reference' ? referenceShortName(comparisonT, source) : null,
          assetPages: choices.assetPages,
        },
        measures,
        equipment,
      },
      { t, format },
    );
    downloadBlob(blob, `${t('report:action.fileName')} ${title}.pdf`);
  };
  return (
    <ReportAction
      make={make}
      period={<ReportPeriod buildingId={buildingId} onRange={onRange} />}
      periodReady={range !== null}
      periodRange={range}
    />
  );
}
