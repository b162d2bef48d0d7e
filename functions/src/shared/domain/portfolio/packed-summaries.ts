import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import type { MemberRole } from '../../schemas/enums/account.js';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '../building/building-currency.js';
import { buildingTitleOf } from '../building/building-title.js';

/** `,"key":value` as JSON text; nothing for an undefined value (JSON.stringify leaves it out). */
const member = (key: string, value: unknown): string =>
  value === undefined ? '' : `,${JSON.stringify(key)}:${JSON.stringify(value)}`;

/**
 * The packed summaries (`packPortfolioSummary(portfolioSummaryOf({ meta, general, role }))`,
 * portfolio-summary.ts) of buildings that share their `meta` and the member's `role`, as the new
 * buildings of one import do: the same text, character for character, written from the pieces
 * they share (made once) and each building's General Information, without the summary object
 * in between (for 46,615 new buildings the object and its stringifying were ~5 % of an import's
 * CPU). Pure; `portfolio-summary.test.ts`'s counterpart checks the texts are the same.
 */
export function packedSummariesOf(
  meta: BuildingMeta,
  role: MemberRole,
): (general: BuildingGeneral | null | undefined) => string {
  // Admin writes (imports, seeds) are not held to the schema by rules: read as
  // portfolioSummaryOf does.
  const percent = (meta.wizard as BuildingMeta['wizard'] | undefined)?.percent;
  const shared =
    member('status', meta.status) +
    member('createdAtMs', meta.createdAtMs) +
    member('updatedAtMs', meta.updatedAtMs) +
    member('ownerUid', meta.ownerUid) +
    member('role', role);
  const end = `${typeof percent === 'number' ? member('wizardPercent', percent) : ''}}`;
  return (given) => {
    const general = given ?? undefined;
    return (
      `{"title":${JSON.stringify(buildingTitleOf(general))}` +
      `,"street":${JSON.stringify(general?.street ?? '')}` +
      `,"city":${JSON.stringify(general?.city ?? '')}` +
      `,"country":${JSON.stringify(general?.country ?? '')}` +
      member('useType', general?.useType) +
      shared +
      member('grossFloorAreaM2', general?.grossFloorAreaM2) +
      member('latitudeDeg', general?.latitudeDeg) +
      member('longitudeDeg', general?.longitudeDeg) +
      `,"currency":${JSON.stringify(buildingCurrencyOf(general, DEFAULT_CURRENCY))}` +
      end
    );
  };
}
