import type { Database } from 'firebase-admin/database';
import type { z } from 'zod';
import type { BenchmarkSubject } from '../shared/domain/metrics/benchmarks/benchmark.js';
import type {
  BuildingMetricsInput,
  BuildingRecord,
} from '../shared/domain/metrics/pipeline/building-metrics-input.js';
import type { PeerExclusion } from '../shared/domain/metrics/pipeline/peer-set.js';
import type { StoredSeries } from '../shared/domain/metrics/pipeline/metered-data.js';
import { useDetailsSchema } from '../shared/schemas/stored/use-details.js';
import { activitySchema } from '../shared/schemas/stored/activity.js';
import { buildingGeneralSchema } from '../shared/schemas/stored/building-general.js';
import { comparisonParametersSchema } from '../shared/schemas/stored/comparison-parameters.js';
import { electricitySchema } from '../shared/schemas/stored/electricity.js';
import { envelopeSchema } from '../shared/schemas/stored/envelope.js';
import { equipmentSchema } from '../shared/schemas/stored/equipment.js';
import { heatingSchema } from '../shared/schemas/stored/heating.js';
import { hvacSchema } from '../shared/schemas/stored/hvac.js';
import { improvementMeasureSchema } from '../shared/schemas/stored/improvement-measure.js';
import { lightingSchema } from '../shared/schemas/stored/lighting.js';
import {
  BUDGET_YEAR_KEY,
  budgetAllocationsSchema,
} from '../shared/schemas/stored/maintenance-budget-allocation.js';
import { benchmarkSubjectSchema } from '../shared/schemas/derived/metrics.js';
import { renewablesSchema } from '../shared/schemas/stored/renewables.js';
import { reportedYearSchema } from '../shared/schemas/stored/reported-year.js';
import { seriesChunkSchema, seriesMetaSchema } from '../shared/schemas/stored/series.js';
import { spaceUsageItemSchema } from '../shared/schemas/stored/space-usage.js';
import { storedObject, type StoredObject } from '../shared/schemas/stored-object.js';
import { subtreeReader } from './database-rest.js';

/**
 * The first step of a recompute (recompute-building.ts): everything the metrics pipeline reads of
 * one building, each stored part checked against its schema.
 */

/** Each item of a keyed map that matches the schema; the others are named in `skipped`. */
function validItems<T extends z.ZodType>(
  value: unknown,
  schema: T,
  path: string,
  skipped: string[],
): Record<string, z.infer<T>> {
  const out: Record<string, z.infer<T>> = {};
  for (const [key, item] of Object.entries(storedObject(value))) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out[key] = parsed.data;
    else skipped.push(`${path}/${key}`);
  }
  return out;
}

function validPart<T extends z.ZodType>(
  value: unknown,
  schema: T,
  path: string,
  skipped: string[],
) {
  if (value === undefined || value === null) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.infer<T>;
  skipped.push(path);
  return undefined;
}

/** The maintenance budget allocations by year; a year key or year that does not match is skipped. */
function budgetYearsOf(value: unknown, skipped: string[]) {
  const years = validItems(value, budgetAllocationsSchema, 'maintenanceBudget', skipped);
  for (const year of Object.keys(years)) {
    if (BUDGET_YEAR_KEY.test(year)) continue;
    delete years[year];
    skipped.push(`maintenanceBudget/${year}`);
  }
  return years;
}

/**
 * The building as the pipeline reads it: each stored part checked against its schema (the rules
 * check shapes on write, but a part written before a schema change could differ); a part that
 * does not match is left out and reported rather than failing the whole recompute.
 */
function buildingRecordOf(raw: StoredObject, skipped: string[]): BuildingRecord {
  const meta = storedObject(raw['meta']);
  const updatedAtMs = typeof meta['updatedAtMs'] === 'number' ? meta['updatedAtMs'] : undefined;
  return {
    meta: { updatedAtMs },
    general: validPart(raw['general'], buildingGeneralSchema, 'general', skipped),
    activity: validPart(raw['activity'], activitySchema, 'activity', skipped),
    spaceUsage: validItems(raw['spaceUsage'], spaceUsageItemSchema, 'spaceUsage', skipped),
    electricity: validPart(raw['electricity'], electricitySchema, 'electricity', skipped),
    heating: validPart(raw['heating'], heatingSchema, 'heating', skipped),
    hvac: validPart(raw['hvac'], hvacSchema, 'hvac', skipped),
    lighting: validPart(raw['lighting'], lightingSchema, 'lighting', skipped),
    envelope: validPart(raw['envelope'], envelopeSchema, 'envelope', skipped),
    renewables: validPart(raw['renewables'], renewablesSchema, 'renewables', skipped),
    comparison: validPart(raw['comparison'], comparisonParametersSchema, 'comparison', skipped),
    useDetails: validPart(raw['useDetails'], useDetailsSchema, 'useDetails', skipped),
    reportedYears: validItems(raw['reportedYears'], reportedYearSchema, 'reportedYears', skipped),
    maintenanceBudget: budgetYearsOf(raw['maintenanceBudget'], skipped),
  };
}

function seriesOf(raw: unknown, skipped: string[]): Record<string, StoredSeries> {
  const out: Record<string, StoredSeries> = {};
  for (const [id, value] of Object.entries(storedObject(raw))) {
    const node = storedObject(value);
    const meta = seriesMetaSchema.safeParse(node['meta']);
    if (!meta.success) {
      skipped.push(`series/${id}`);
      continue;
    }
    out[id] = {
      meta: meta.data,
      chunks: validItems(node['chunks'], seriesChunkSchema, `series/${id}/chunks`, skipped),
    };
  }
  return out;
}

type PeerOutcome = { peerId: string; subject?: BenchmarkSubject; exclusion?: PeerExclusion };

/**
 * Benchmark subjects of the building's chosen peers, from their stored metrics, and why each
 * other chosen building is not counted. A peer counts only when this building's owner is also a
 * member of it, so that listing a stranger's building id in the comparison parameters reveals
 * nothing about it: a deleted building and one not shared with the owner are both `unavailable`
 * (telling them apart would say that a stranger's building exists). A readable peer without valid
 * stored figures (`/metrics/{peer}/benchmarks/subject`) is `noFigures`. The two reads of every
 * peer go out at once (one round trip for all of them on the database connection).
 */
async function peersOf(
  database: Database,
  buildingId: string,
  record: BuildingRecord,
  ownerUid: string | undefined,
): Promise<{ peers: BenchmarkSubject[]; exclusions: Record<string, PeerExclusion> }> {
  const ids = Object.keys(record.comparison?.buildingIds ?? {}).filter((id) => id !== buildingId);
  const exclusions: Record<string, PeerExclusion> = {};
  if (ids.length === 0) return { peers: [], exclusions };
  if (!ownerUid) {
    for (const id of ids) exclusions[id] = 'unavailable';
    return { peers: [], exclusions };
  }
  const outcomes = await Promise.all(
    ids.map(async (peerId): Promise<PeerOutcome> => {
      // The subject is read alongside the membership (it is only used when the member exists).
      const [member, stored] = await Promise.all([
        database.ref(`buildings/${peerId}/members/${ownerUid}`).get(),
        database.ref(`metrics/${peerId}/benchmarks/subject`).get(),
      ]);
      if (!member.exists()) return { peerId, exclusion: 'unavailable' };
      const parsed = benchmarkSubjectSchema.safeParse(stored.val());
      if (!parsed.success || parsed.data.buildingId !== peerId) {
        return { peerId, exclusion: 'noFigures' };
      }
      return { peerId, subject: parsed.data };
    }),
  );
  const peers: BenchmarkSubject[] = [];
  for (const outcome of outcomes) {
    if (outcome.subject) peers.push(outcome.subject);
    else if (outcome.exclusion) exclusions[outcome.peerId] = outcome.exclusion;
  }
  return { peers, exclusions };
}

/** Reads everything the pipeline needs for one building; null when the building does not exist. */
export async function readMetricsInput(
  database: Database,
  buildingId: string,
  building?: unknown,
): Promise<{
  input: Omit<BuildingMetricsInput, 'asOfMs' | 'computedAtMs'>;
  skipped: string[];
} | null> {
  // Whole subtrees (a year of meter data is ~100 kB a building) are read over REST: the Admin SDK
  // builds a node of its local tree for every value first, ten times the CPU (subtreeReader).
  const read = subtreeReader(database);
  const raw = building ?? (await read(`buildings/${buildingId}`));
  if (raw === null || raw === undefined) return null;
  const node = storedObject(raw);
  const skipped: string[] = [];
  const record = buildingRecordOf(node, skipped);
  const [series, equipment, measures] = await Promise.all([
    read(`series/${buildingId}`),
    read(`equipment/${buildingId}`),
    read(`measures/${buildingId}`),
  ]);
  const ownerUid = storedObject(node['meta'])['ownerUid'];
  const { peers, exclusions } = await peersOf(
    database,
    buildingId,
    record,
    typeof ownerUid === 'string' ? ownerUid : undefined,
  );
  return {
    input: {
      buildingId,
      building: record,
      series: seriesOf(series, skipped),
      equipment: validItems(equipment, equipmentSchema, 'equipment', skipped),
      measures: validItems(measures, improvementMeasureSchema, 'measures', skipped),
      peers,
      peerExclusions: exclusions,
    },
    skipped,
  };
}
