import type { DayRange } from '@shared/domain/metrics/views/common/period-range';
import {
  REPORT_SECTIONS,
  type ReportFigures,
  type ReportInput,
  type ReportOptions,
  type ReportSection,
} from './report-types';

/** The parts of `/metrics` every building report has (its action refuses to make one without). */
type RequiredPart = Exclude<keyof ReportFigures, 'weather' | 'loads' | 'measures' | 'reliability'>;

/** Every {@link RequiredPart}, in the order the building report's action reads them. */
export const REQUIRED_PARTS = [
  'computedAtMs',
  'period',
  'climate',
  'energy',
  'history',
  'quality',
  'benchmarks',
] as const satisfies readonly RequiredPart[];

/** A part of the figures, or `range`: the section reads the report's period (`options.range`). */
type SectionNeed = RequiredPart | 'range';

const ALL: readonly SectionNeed[] = ['range', ...REQUIRED_PARTS];

/**
 * The required parts each section reads (the optional ones it copes without, as its screen
 * does). A share link's snapshot carries some of them only (`share.ts`): a section is offered
 * and printed only when all of its parts are there. The methods page prints when the figures
 * were computed only where it is known (a snapshot has its own time, not the figures').
 */
export const SECTION_PARTS: Readonly<Record<ReportSection, readonly SectionNeed[]>> = {
  cover: [],
  keyFigures: ['period', 'energy'],
  energyUsage: ['range', 'period', 'climate', 'energy', 'history', 'quality', 'benchmarks'],
  comparison: ['energy', 'quality', 'benchmarks'],
  improve: ALL,
  assetReliability: ALL,
  dataQuality: ['range', 'period', 'climate', 'energy', 'history', 'quality', 'benchmarks'],
  methods: ['climate', 'energy', 'benchmarks'],
};

/**
 * A report's input whose figures may lack parts and whose period may be unknown (a share link
 * showing General Information only has neither): the cover says "not given" for the period.
 */
export interface PartialReportInput extends Omit<ReportInput, 'figures' | 'options'> {
  figures: Partial<ReportFigures>;
  options: Omit<ReportOptions, 'range'> & { range?: DayRange };
}

/** The sections whose data the input carries (every part they read), in report order. */
export function sectionsWithData(input: PartialReportInput): ReportSection[] {
  return REPORT_SECTIONS.filter((section) =>
    SECTION_PARTS[section].every((need) =>
      need === 'range' ? input.options.range !== undefined : input.figures[need] !== undefined,
    ),
  );
}

/**
 * The input as a section writer reads it, for a section of {@link sectionsWithData}: the writer
 * reads only the parts that {@link SECTION_PARTS} lists for it (each section's test writes it from
 * those parts alone), so the parts it lacks are never read.
 */
export const asSectionInput = (input: PartialReportInput): ReportInput => input as ReportInput;
