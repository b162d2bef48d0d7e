import { describe, expect, it } from 'vitest';
import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import type { MemberRole } from '../../schemas/enums/account.js';
import { packedSummariesOf } from './packed-summaries.js';
import { packPortfolioSummary, portfolioSummaryOf } from './portfolio-summary.js';

const META: BuildingMeta = {
  ownerUid: 'u-owner',
  status: 'temporary',
  createdAtMs: 1_700_000_000_000,
  updatedAtMs: 1_700_000_000_000,
  editedBy: 'importer@example.com',
  editedByUid: 'u-owner',
  wizard: { step: 'general', percent: 0 },
  importId: '-Nimport',
};

/** General Information as imports and the wizard leave it: fields present, absent or odd. */
const GENERALS: (BuildingGeneral | null | undefined)[] = [
  {
    name: '1000 N Main Street',
    street: '1000 N Main Street',
    postCode: '10100-0000',
    city: 'EnergyTown',
    state: 'Illinois',
    country: 'US',
    useType: 'office',
    grossFloorAreaM2: 1858.06,
    constructionYear: 1900,
    currency: 'USD',
  },
  { name: 'Anděl Offices', title: 'Anděl', street: 'Plzeňská 1', city: 'Praha', country: 'CZ' },
  {
    name: 'Quote "and" back\\slash, tab\there, line\nend',
    street: 'Rue de l’Église 3 \u2028 \ud83c\udfe2 lone \ud800',
    city: '</script>',
    country: 'DE',
    latitudeDeg: -33.5,
    longitudeDeg: 151.25,
    grossFloorAreaM2: 1e21,
    currency: 'EUR',
  },
  { name: '', title: '', street: 'Only a street' },
  { name: 'Nullish', useType: null, latitudeDeg: null } as unknown as BuildingGeneral,
  { name: 'Unknown currency', currency: 'XYZ', country: 'GB' } as unknown as BuildingGeneral,
  {} as BuildingGeneral,
  null,
  undefined,
];

const METAS: BuildingMeta[] = [
  META,
  {
    ...META,
    status: 'permanent',
    updatedAtMs: 1_700_000_500_000,
    wizard: { step: 'done', percent: 100 },
  },
  { ...META, wizard: { step: 'done' } } as unknown as BuildingMeta,
  { ...META, wizard: undefined } as unknown as BuildingMeta,
  { ...META, status: undefined, ownerUid: undefined } as unknown as BuildingMeta,
];

describe('packedSummariesOf', () => {
  it('writes the text packPortfolioSummary writes of portfolioSummaryOf, for every meta, role and General Information', () => {
    const roles: MemberRole[] = ['owner', 'editor', 'viewer'];
    for (const meta of METAS) {
      for (const role of roles) {
        const packed = packedSummariesOf(meta, role);
        for (const general of GENERALS) {
          expect(packed(general)).toBe(
            packPortfolioSummary(portfolioSummaryOf({ meta, general, role })),
          );
        }
      }
    }
  });

  it('gives JSON that reads back as the summary', () => {
    const text = packedSummariesOf(META, 'owner')(GENERALS[2]);
    expect(JSON.parse(text)).toEqual(
      portfolioSummaryOf({ meta: META, general: GENERALS[2], role: 'owner' }),
    );
  });
});
