import type { DayRange } from '@shared/domain/metrics/views/common/period-range';
import type { UseType } from '@shared/schemas/enums/building';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { BuildingMetrics } from '@shared/schemas/derived/metrics';
import type { TFunction } from 'i18next';
import type { Format } from '@/lib/format/create-format';

/** The sections of a building report, in the order they are printed. */
export const REPORT_SECTIONS = [
  'cover',
  'keyFigures',
  'energyUsage',
  'comparison',
  'improve',
  'assetReliability',
  'dataQuality',
  'methods',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/**
 * The namespaces of a building report's `t`: its own texts, and the screens' where it shows the
 * same thing; the action loads them before it writes the report.
 */
export const REPORT_NAMESPACES = [
  'report',
  'performance',
  'enums',
  'figures',
  'comparison',
  'improve',
  'improveCharts',
  'assetReliability',
  'equipmentPage',
] as const;

export type ReportNamespace = (typeof REPORT_NAMESPACES)[number];

/** The report's `t` (`REPORT_NAMESPACES`). */
export type ReportT = TFunction<typeof REPORT_NAMESPACES>;

/** The stored parts of `/metrics` the report reads, each already parsed by its schema. */
export type ReportFigures = Pick<
  BuildingMetrics,
  | 'computedAtMs'
  | 'period'
  | 'climate'
  | 'energy'
  | 'history'
  | 'quality'
  | 'benchmarks'
  // Optional parts: a building without a weather fit or loads gets "No data" where the screen does.
  | 'weather'
  | 'loads'
  // Absent without measures or equipment: the Improve and Asset Reliability sections say so.
  | 'measures'
  | 'reliability'
>;

/** The building as its header shows it. */
export interface ReportBuilding {
  /** The building's title (`buildingTitleOf`). */
  title: string;
  /** Street, post code and city, as one line; empty when not given. */
  address: string;
  /** Absent only where nothing says it (a share link's General Information without a use type). */
  useType?: UseType;
  /** Gross floor area, m² (the figures' `energy.floorAreaM2`). */
  floorAreaM2: number;
  /** ISO 4217 code of the building's currency. */
  currency: string;
}

export interface ReportOptions {
  /** The sections asked for; printed in the order of `REPORT_SECTIONS`. */
  sections: readonly ReportSection[];
  /** The period chosen, as on the figure tabs. */
  range: DayRange;
  /** When the report is made, ms since the epoch (passed in: the generator reads no clock). */
  madeAtMs: number;
  /**
   * The Comparison reference as the Comparison tab names it (`referenceShortName`), or null when
   * the building is compared with chosen buildings.
   */
  referenceName: string | null;
  /** One page per critical asset after Asset Reliability (`criticalAssets`); off by default. */
  assetPages?: boolean;
  /**
   * A share link's report: when its snapshot was taken, ms since the epoch (the snapshot keeps
   * the figures, not when they were computed).
   */
  sharedAtMs?: number;
}

/** TrueType or OpenType bytes of the report's typeface, embedded (subset) in every PDF. */
export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** What the generator writes with: texts, the app's formats, and the fonts. */
export interface ReportTools {
  t: ReportT;
  format: Format;
  fonts: ReportFonts;
}

/** Everything one report is made of. */
export interface ReportInput {
  building: ReportBuilding;
  figures: ReportFigures;
  options: ReportOptions;
  /** The building's measures as stored (`/measures/{b}`): their names; none without measures. */
  measures?: Readonly<Record<string, ImprovementMeasure>>;
  /** The equipment register (`/equipment/{b}`): names and types; none without equipment. */
  equipment?: Readonly<Record<string, Equipment>>;
}
