import type { ExistingBuilding } from '../../shared/domain/building-import/plan.js';
import type { StoredSections } from '../../shared/domain/building-import/write-shapes.js';
import type { BuildingGeneral } from '../../shared/schemas/stored/building-general.js';
import type { BuildingMeta } from '../../shared/schemas/stored/building-meta.js';
import type { ReportedYear } from '../../shared/schemas/stored/reported-year.js';
import { isAnswerTooLarge, type RestDatabase } from '../database-rest.js';
import { mapInFlight } from '../in-flight.js';

/** A building the caller owns, with what matching and merging need. */
export interface OwnedBuilding extends ExistingBuilding {
  meta?: Partial<BuildingMeta>;
  general?: Partial<BuildingGeneral>;
  reportedYears?: StoredSections['reportedYears'];
}

interface StoredBuilding {
  meta?: Partial<BuildingMeta>;
  general?: Partial<BuildingGeneral>;
  members?: Record<string, string>;
  reportedYears?: Record<string, Partial<ReportedYear>>;
}

/** Buildings read at a time when they are read one by one, each in four small reads. */
export const OWNED_BUILDINGS_IN_FLIGHT = 16;

/**
 * The buildings a user owns, in one query and one read: `/buildings` ordered by `meta/ownerUid`
 * and equal to the user (indexed by `.indexOn` in database.rules.json), each with its `meta`
 * (external id), `general` (name and address for matching, and the fields an update merges
 * with) and `reportedYears` (history an import leaves as it is when unchanged), as stored now;
 * and the user's portfolio index. One query instead of reads per building (a re-import of 46,615
 * buildings made 93,230 reads). Buildings the user only edits or views are left out: an import
 * never changes them; so are buildings without the user as `'owner'` member or not in the user's
 * portfolio: another import's new buildings before its commit, or what a failed import could not
 * remove.
 *
 * The query answers whole buildings, and the database serves at most 256 MB in one answer
 * (`isAnswerTooLarge`): about 25,000 fully described buildings (spaces, envelope, systems).
 * REST can neither page a query over equal values nor leave fields out, so an owner whose
 * buildings are over that is read one building of the portfolio at a time instead
 * ({@link OWNED_BUILDINGS_IN_FLIGHT} at once: its meta, General Information, history and the
 * owner's membership), slower but within every limit, with the same result.
 */
export async function readOwnedBuildings(
  database: RestDatabase,
  uid: string,
): Promise<OwnedBuilding[]> {
  const portfolioRead = database.get(`users/${uid}/buildings`) as Promise<Record<
    string,
    unknown
  > | null>;
  const found = (await database
    .get('buildings', {
      orderBy: JSON.stringify('meta/ownerUid'),
      equalTo: JSON.stringify(uid),
    })
    .catch(async (failure: unknown) => {
      if (!isAnswerTooLarge(failure)) throw failure;
      return readEachBuilding(database, uid, Object.keys((await portfolioRead) ?? {}));
    })) as Record<string, StoredBuilding> | null;
  const portfolio = await portfolioRead;
  const owned: OwnedBuilding[] = [];
  for (const [id, { meta, general, members, reportedYears }] of Object.entries(found ?? {})) {
    if (meta?.ownerUid !== uid || members?.[uid] !== 'owner' || !portfolio?.[id]) continue;
    owned.push({
      id,
      meta,
      ...(meta.externalId ? { externalId: meta.externalId } : {}),
      ...(general ? { general } : {}),
      ...(reportedYears ? { reportedYears } : {}),
    });
  }
  return owned;
}

/**
 * What the owned-buildings query gives of the buildings `ids`, read one building at a time: the
 * sections matching needs, and the membership of `uid` (a building that is gone has no meta, and
 * the caller leaves it out).
 */
async function readEachBuilding(
  database: RestDatabase,
  uid: string,
  ids: readonly string[],
): Promise<Record<string, StoredBuilding>> {
  const buildings = await mapInFlight(ids, OWNED_BUILDINGS_IN_FLIGHT, async (id) => {
    const [meta, general, role, reportedYears] = (await Promise.all([
      database.get(`buildings/${id}/meta`),
      database.get(`buildings/${id}/general`),
      database.get(`buildings/${id}/members/${uid}`),
      database.get(`buildings/${id}/reportedYears`),
    ])) as [
      StoredBuilding['meta'] | null,
      StoredBuilding['general'] | null,
      string | null,
      StoredBuilding['reportedYears'] | null,
    ];
    const building: StoredBuilding = {
      ...(meta ? { meta } : {}),
      ...(general ? { general } : {}),
      ...(role === null ? {} : { members: { [uid]: role } }),
      ...(reportedYears ? { reportedYears } : {}),
    };
    return building;
  });
  // In the portfolio's order, as the query's answer is (by key).
  return Object.fromEntries(ids.map((id, index) => [id, buildings[index]!]));
}
