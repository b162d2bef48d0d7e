import { rangeOfMonths, type DayRange } from '@shared/domain/metrics/views/common/period-range';
import { SHARE_SECTIONS, type ShareSection, type ShareView } from '@shared/schemas/derived/share';
import type { Format } from '@/lib/format/create-format';
import type { ReportFigures, ReportSection } from './report-types';
import { sectionsWithData, type PartialReportInput } from './section-parts';

/**
 * The report's sections each shared screen shows: the cover names the building; the Performance
 * tab shows the key figures (its KPI strip), the charts, coverage and data quality, and rests on
 * the sources the methods page names; the Comparison tab its bands and tables.
 */
const SECTIONS_OF_SCREEN: Readonly<Record<ShareSection, readonly ReportSection[]>> = {
  general: ['cover'],
  performance: ['cover', 'keyFigures', 'energyUsage', 'dataQuality', 'methods'],
  comparison: ['cover', 'comparison'],
};

export interface SharedReportOptions {
  /** The sections asked for (all that the link shares when absent). */
  sections?: readonly ReportSection[];
  /** The period chosen on the shared Performance view; its analysis year when absent. */
  range?: DayRange;
  /** When the report is made, ms since the epoch. */
  madeAtMs: number;
  /** The reference as the Comparison tab names it (a shipped data set, nobody's name). */
  referenceName: string | null;
  /** Names the country of General Information as the shared panel does. */
  format: Pick<Format, 'region'>;
}

/**
 * A share link's report input, from its snapshot (`/shares/{token}/view`) alone: General
 * Information makes the cover, Building Performance's parts the key figures, charts, data quality
 * and methods, Comparison's parts the comparison. The snapshot holds nothing about people (no
 * members, e-mail addresses or editors, no street, post code or photo: `share-snapshot.ts`), and
 * nothing else is read, so the report holds no more than the link shows. Never measures or
 * equipment: Improve and Asset Reliability are not shared.
 */
export function sharedReportInput(
  view: ShareView,
  options: SharedReportOptions,
): PartialReportInput {
  const { general, performance, comparison } = view;
  const shared = view.sections;
  const figures: Partial<ReportFigures> = {
    ...(shared.comparison && comparison
      ? {
          energy: comparison.energy,
          quality: comparison.quality,
          benchmarks: comparison.benchmarks,
        }
      : {}),
    ...(shared.performance && performance ? performance : {}),
  };
  const energy = figures.energy;
  const place = shared.general
    ? [general?.city, general?.state, general?.country && options.format.region(general.country)]
    : [];
  const input: PartialReportInput = {
    building: {
      title: view.title,
      address: place.filter(Boolean).join(', '),
      ...withUseType(figures.benchmarks?.subject.useType ?? general?.useType),
      // Unknown when nothing shared says it: not a number, which the cover prints as "not given".
      floorAreaM2: energy?.floorAreaM2 ?? general?.grossFloorAreaM2 ?? Number.NaN,
      currency: energy?.currency ?? general?.currency ?? '',
    },
    figures,
    options: {
      sections: [],
      // No figures, no period: the cover of General Information alone says "not given".
      ...(figures.period
        ? {
            range:
              options.range ?? rangeOfMonths(figures.period.firstMonth, figures.period.lastMonth),
          }
        : {}),
      madeAtMs: options.madeAtMs,
      referenceName: options.referenceName,
      sharedAtMs: view.updatedAtMs,
    },
  };
  // A section of a shared screen, and only once the snapshot carries its data (the Performance
  // tab's parts include the Comparison's, which the link may not share).
  const screens = SHARE_SECTIONS.filter((screen) => shared[screen]);
  const offered = sectionsWithData(input).filter((section) =>
    screens.some((screen) => SECTIONS_OF_SCREEN[screen].includes(section)),
  );
  const asked = options.sections ?? offered;
  input.options.sections = offered.filter((section) => asked.includes(section));
  return input;
}

const withUseType = (useType: PartialReportInput['building']['useType']) =>
  useType ? { useType } : {};

/** The sections a share link's report offers: those whose data its snapshot carries. */
export function sharedReportSections(view: ShareView): readonly ReportSection[] {
  return sharedReportInput(view, {
    madeAtMs: 0,
    referenceName: null,
    format: { region: () => '' },
  }).options.sections;
}
