import type { Request } from 'express';
import { z } from 'zod';
import { SERIES_ACCEPTED_HEADERS } from '../shared/domain/series/series-upload-columns.js';
import { chunkByMonth } from '../shared/domain/series/series-chunks.js';
import { seriesIdFor } from '../shared/domain/series/series-id.js';
import {
  SERIES_UPLOAD_MAX_BYTES,
  SERIES_UPLOAD_MAX_ROWS,
  readSeriesRecords,
} from '../shared/domain/series/series-upload.js';
import type {
  SeriesFileIssueCode,
  SeriesFileRefusal,
} from '../shared/domain/series/series-upload-issues.js';
import { monthlyTotalsKwh } from '../shared/domain/series/series-upload-monthly-totals.js';
import { dbKeySchema } from '../shared/schemas/common.js';
import type {
  MonthlyTotalsReply,
  SeriesBadRows,
  SeriesFileRefusalDetails,
  SeriesUploadReply,
} from '../shared/schemas/contracts/series-upload.js';
import { seriesScopeSchema } from '../shared/schemas/enums/series.js';
import { type MemberRole } from '../shared/schemas/enums/account.js';
import { type SubSystem } from '../shared/schemas/enums/equipment.js';
import {
  MINUTES_IN_LONGEST_MONTH,
  type SeriesChunk,
  type SeriesMeta,
} from '../shared/schemas/stored/series.js';
import type { CsvRecord } from './csv/csv-line-numbers.js';
import { CsvReadError } from './csv/csv-read-error.js';
import { decodeCsvBytes } from './csv/decode-csv.js';
import { readCsvRecords } from './csv/read-csv.js';
import { sniffDelimiter } from './csv/sniff-delimiter.js';
import {
  validatedEndpoint,
  type EndpointCall,
  type EndpointDependencies,
} from './http-endpoint.js';
import { replyError } from './http-reply.js';
import { canEditBuilding } from '../shared/domain/members/building-access.js';

/**
 * What an upload is for: `series` stores a historized series (Upload Overall/Cooling/… Historized
 * Data); `monthlyTotals` only reads the file and answers kWh per month, which the Electricity
 * Consumption step puts into its bill rows (Upload Consumption Data).
 */
export const SERIES_UPLOAD_TARGETS = ['series', 'monthlyTotals'] as const;

export const seriesUploadQuerySchema = z
  .object({
    buildingId: dbKeySchema,
    scope: seriesScopeSchema,
    equipmentId: dbKeySchema.optional(),
    target: z.enum(SERIES_UPLOAD_TARGETS).default('series'),
  })
  .superRefine((query, ctx) => {
    if (query.target === 'series' && query.scope !== 'overall' && !query.equipmentId) {
      ctx.addIssue({ code: 'custom', path: ['equipmentId'], message: 'validation.mustBeSelected' });
    }
  });

export interface SeriesUploadDependencies extends EndpointDependencies {
  /** The caller's role in the building (null: not a member or no such building). */
  readRole(buildingId: string, uid: string): Promise<MemberRole | null>;
  /** The Sub-System of one equipment of the building (null: no such equipment). */
  readEquipmentSubSystem(
    buildingId: string,
    equipmentId: string,
  ): Promise<{ subSystem: SubSystem | undefined } | null>;
  /** Writes the series' meta and the given months' chunks in one multi-path update. */
  writeSeries(
    buildingId: string,
    seriesId: string,
    meta: SeriesMeta,
    chunks: Record<string, SeriesChunk>,
  ): Promise<void>;
}

/** The message of each refusal of a whole file (the web app shows its own, by `reason`). */
const FILE_ISSUE_MESSAGES: Record<SeriesFileIssueCode, string> = {
  'file.noRows': 'The file has no data rows.',
  'file.tooManyRows': `The file has more than ${SERIES_UPLOAD_MAX_ROWS} data rows; split it.`,
  'file.missingColumns':
    'The file needs a timestamp column and a value column in kWh, Wh or MWh. Accepted ' +
    `timestamp headers: ${SERIES_ACCEPTED_HEADERS.timestamp.join(', ')}; value headers: ` +
    `${SERIES_ACCEPTED_HEADERS.value.join(', ')}.`,
  'file.unknownUnit': 'The value column is not in kWh, Wh or MWh.',
  'file.intervalUnknown':
    'The timestamps mark the end of their interval, but a single reading does not tell the interval.',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** `3 rows cannot be read (5 problems).`: a row can have several problems. */
export function badRowsMessage(rowCount: number, issueCount: number): string {
  const rows = `${plural(rowCount, 'row')} cannot be read`;
  return issueCount === rowCount ? `${rows}.` : `${rows} (${plural(issueCount, 'problem')}).`;
}

function fileRefusalDetails(refusal: SeriesFileRefusal): SeriesFileRefusalDetails {
  const details: SeriesFileRefusalDetails = { reason: refusal.fileIssue };
  if (refusal.fileIssue === 'file.missingColumns' && refusal.found) details.found = refusal.found;
  if (refusal.fileIssue === 'file.unknownUnit') details.detail = refusal.detail;
  return details;
}

async function collect(records: AsyncIterable<CsvRecord>): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of records) out.push(record);
  return out;
}

/**
 * `POST {host}/series/upload?buildingId=&scope=&equipmentId=&target=` with the CSV file as the
 * body (spec 2.7 "Data uploads", 3.11). Owner and editor only. Every row must be valid: the first
 * issues are answered by line with the counts of problems and of rows (422), a file that cannot be
 * read as a whole with its own reason (422), and nothing is written; a valid file is written as
 * the series' meta and its months' chunks, each reading at the start of its interval, in one
 * multi-path update (months already stored and not in the file stay). The reply says how the
 * timestamps were read (the start or the end of each interval, and what said so) and the clock
 * changes of a local-time file (an autumn hour's readings added up, a spring hour stored as 0 kWh).
 * 401 without a valid token, 403 for viewers and strangers, 404 for an unknown equipment, 413
 * above {@link SERIES_UPLOAD_MAX_BYTES}, 400 for a file that is not CSV text.
 */
export const handleSeriesUpload = validatedEndpoint(
  {
    path: { prefix: '/series', route: '/upload' },
    methods: ['POST'],
    query: { schema: seriesUploadQuerySchema, what: 'upload' },
  },
  storeUpload,
);

async function storeUpload(
  { uid, query, req, res }: EndpointCall<undefined, z.infer<typeof seriesUploadQuerySchema>>,
  deps: SeriesUploadDependencies,
): Promise<void> {
  const { buildingId, scope, target } = query;
  const equipmentId = scope === 'overall' ? undefined : query.equipmentId;
  const role = await deps.readRole(buildingId, uid);
  if (!canEditBuilding(role)) {
    replyError(res, 'permission-denied', 'Only the owner and editors may upload data.', {
      reason: 'upload.notAllowed',
    });
    return;
  }
  if (equipmentId !== undefined) {
    const equipment = await deps.readEquipmentSubSystem(buildingId, equipmentId);
    if (equipment === null || equipment.subSystem !== scope) {
      replyError(res, 'not-found', `No ${scope} equipment ${equipmentId} in this building.`, {
        reason: 'upload.noSuchEquipment',
      });
      return;
    }
  }

  const body: unknown = (req as Request & { rawBody?: unknown }).rawBody;
  const bytes = body instanceof Uint8Array ? body : new Uint8Array();
  if (bytes.byteLength > SERIES_UPLOAD_MAX_BYTES) {
    replyError(res, 'payload-too-large', 'The file is too large.', { reason: 'upload.tooLarge' });
    return;
  }
  if (bytes.byteLength === 0) {
    replyError(res, 'invalid-argument', 'The file is empty.', { reason: 'file.empty', line: 1 });
    return;
  }
  let records: CsvRecord[];
  let delimiter: string;
  try {
    const { text } = decodeCsvBytes(bytes);
    const sniffed = sniffDelimiter(text);
    delimiter = sniffed;
    records = await collect(readCsvRecords(text, { delimiter: sniffed }));
  } catch (failure) {
    if (!(failure instanceof CsvReadError)) throw failure;
    replyError(res, 'invalid-argument', 'The file cannot be read as CSV.', {
      reason: failure.code,
      line: failure.line,
    });
    return;
  }
  const result = readSeriesRecords(records, { delimiter });
  if (!result.ok) {
    if ('fileIssue' in result) {
      const message = FILE_ISSUE_MESSAGES[result.fileIssue];
      replyError(res, 'unprocessable', message, { ...fileRefusalDetails(result) });
    } else {
      const { issues, issueCount, rowCount } = result;
      const details: SeriesBadRows = { reason: 'upload.badRows', issues, issueCount, rowCount };
      replyError(res, 'unprocessable', badRowsMessage(rowCount, issueCount), { ...details });
    }
    return;
  }
  const { points, intervalMinutes: interval, timestampsAt, timestampsFrom, clockChanges } = result;
  const timestampsRead = {
    ...(interval !== undefined ? { intervalMinutes: interval } : {}),
    timestampsAt,
    timestampsFrom,
    ...(clockChanges.length > 0 ? { clockChanges } : {}),
  };
  if (target === 'monthlyTotals') {
    const totals: MonthlyTotalsReply = {
      rows: points.length,
      months: monthlyTotalsKwh(points),
      ...timestampsRead,
    };
    res.status(200).json(totals);
    return;
  }
  const chunks = chunkByMonth(points);
  const meta: SeriesMeta = {
    scope,
    ...(equipmentId !== undefined ? { equipmentId } : {}),
    unit: 'kWh',
    source: 'upload',
    ...(interval !== undefined && interval >= 1 && interval <= MINUTES_IN_LONGEST_MONTH
      ? { intervalMinutes: interval }
      : {}),
  };
  const seriesId = seriesIdFor(scope, equipmentId);
  await deps.writeSeries(buildingId, seriesId, meta, chunks);
  const reply: SeriesUploadReply = {
    seriesId,
    rows: points.length,
    months: Object.keys(chunks).sort(),
    firstAt: points[0]!.atMs,
    lastAt: points[points.length - 1]!.atMs,
    ...timestampsRead,
  };
  res.status(200).json(reply);
}
