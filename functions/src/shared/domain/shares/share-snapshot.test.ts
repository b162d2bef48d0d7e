import { describe, expect, it } from 'vitest';
import {
  shareTokenSchema,
  shareViewSchema,
  SHARE_TOKEN_BYTES,
} from '../../schemas/derived/share.js';
import { computeBuildingMetrics } from '../metrics/pipeline/compute-building-metrics.js';
import { storedJson } from '../metrics/pipeline/stored-json.js';
import { measureOf, testOfficeInput } from '../../testing/measures-test-office.js';
import {
  base64UrlOf,
  refreshedShare,
  shareGeneralOf,
  shareSnapshot,
  shareStateOf,
  shareStatusOf,
} from './share-snapshot.js';

const NOW = Date.UTC(2026, 10, 20);

/** A building's general information with every field that can point to a person filled in. */
const GENERAL = {
  name: 'Jana Nováková house',
  title: 'Riverside Office',
  buildingNumber: 'CZ-4711',
  street: 'Na Příkopě 12',
  postCode: '110 00',
  city: 'Praha',
  country: 'CZ',
  address: 'Na Příkopě 12, 110 00 Praha, contact jana@example.com +420 777 123 456',
  latitudeDeg: 50.087,
  longitudeDeg: 14.425,
  photoUrl: 'https://example.com/photos/jana-at-the-door.jpg',
  useType: 'office',
  grossFloorAreaM2: 2400,
  constructionYear: 1998,
  operatingHoursPerYear: 3000,
  currency: 'CZK',
  // Not a field of the schema: a field added later is not shared until it is listed.
  ownerPhone: '+420 777 123 456',
};

/** Stored metrics of the test office, with chosen peer buildings of other owners. */
function storedMetrics() {
  const { metrics } = computeBuildingMetrics(
    testOfficeInput({ m1: measureOf('lowEWindows', { investment: 12_000 }) }),
  );
  return {
    ...metrics,
    benchmarks: {
      ...metrics.benchmarks,
      peerSet: {
        chosen: 2,
        countedIds: ['peer-of-someone'],
        excluded: { 'hidden-peer': 'unavailable' },
      },
    },
  };
}

const PERSONAL = [
  'Jana',
  'jana@example.com',
  '+420',
  'Na Příkopě',
  '110 00',
  'CZ-4711',
  'photos',
  '50.087',
  'peer-of-someone',
  'hidden-peer',
  'lowEWindows',
  'owner-uid',
  'editor@example.com',
  'Chiller of Mr Novák',
];

describe('shareSnapshot', () => {
  const building = {
    general: GENERAL,
    comparison: {
      buildingIds: { 'peer-of-someone': true },
      subSystems: { lighting: true },
      additionalEquipment: { a1: { name: 'Chiller of Mr Novák', order: 0 } },
    },
    meta: { ownerUid: 'owner-uid', editedBy: 'editor@example.com' },
    members: { 'owner-uid': 'owner' },
  };

  it('carries no personal data of any section', () => {
    const view = shareSnapshot({
      sections: { general: true, performance: true, comparison: true },
      general: building.general,
      comparison: building.comparison,
      metrics: storedMetrics(),
      nowMs: NOW,
    });
    const text = JSON.stringify(view);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
    expect(shareViewSchema.parse(view)).toEqual(view);
    expect(view.performance?.benchmarks.peerSet).toEqual({ chosen: 2 });
    expect(view.comparison?.parameters).toEqual({ subSystems: { lighting: true } });
    expect(view.comparison?.improved?.energyKwh).toBeGreaterThan(0);
  });

  it('shares only the chosen sections', () => {
    const view = shareSnapshot({
      sections: { performance: true },
      general: GENERAL,
      comparison: null,
      metrics: storedMetrics(),
      nowMs: NOW,
    });
    expect(view.title).toBe('Riverside Office');
    expect(view.general).toBeUndefined();
    expect(view.comparison).toBeUndefined();
    expect(view.performance?.energy.siteKwh).toBeGreaterThan(0);
    expect(view.updatedAtMs).toBe(NOW);
  });

  it('leaves the figures out while they are not computed or not valid', () => {
    const sections = { general: true, performance: true, comparison: true } as const;
    for (const metrics of [null, {}, { energy: { siteKwh: 'lots' } }]) {
      const view = shareSnapshot({
        sections,
        general: GENERAL,
        comparison: null,
        metrics,
        nowMs: NOW,
      });
      expect(view.performance).toBeUndefined();
      expect(view.comparison).toBeUndefined();
      expect(shareViewSchema.safeParse(view).success).toBe(true);
    }
  });

  it('reads back as stored when the comparison chose no sub-systems or equipment', () => {
    // The database drops the empty `parameters`: the view must still be one (the demo's link
    // was refused as damaged).
    const view = shareSnapshot({
      sections: { general: true, performance: true, comparison: true },
      general: GENERAL,
      comparison: null,
      metrics: storedMetrics(),
      nowMs: NOW,
    });
    expect(view.comparison?.parameters).toEqual({});
    const read = shareViewSchema.safeParse(storedJson(view as never));
    expect(read.success).toBe(true);
    expect(read.data?.comparison?.parameters).toEqual({});
  });
});

describe('shareGeneralOf', () => {
  it('keeps what the building is and drops where and who', () => {
    expect(shareGeneralOf(GENERAL)).toEqual({
      name: 'Riverside Office',
      city: 'Praha',
      country: 'CZ',
      useType: 'office',
      grossFloorAreaM2: 2400,
      constructionYear: 1998,
      operatingHoursPerYear: 3000,
      currency: 'CZK',
    });
  });

  it('names an untitled building by its name and drops invalid fields', () => {
    expect(shareGeneralOf({ name: 'Depot', grossFloorAreaM2: -5, useType: 'castle' })).toEqual({
      name: 'Depot',
    });
    expect(shareGeneralOf(null)).toEqual({ name: '' });
  });
});

describe('share status', () => {
  it('is open until it expires, and revoked wins', () => {
    expect(shareStateOf(null, NOW)).toBe('unknown');
    expect(shareStateOf({ createdAtMs: 1 }, NOW)).toBe('open');
    expect(shareStateOf({ createdAtMs: 1, expiresAtMs: NOW + 1 }, NOW)).toBe('open');
    expect(shareStateOf({ createdAtMs: 1, expiresAtMs: NOW }, NOW)).toBe('expired');
    expect(shareStateOf({ createdAtMs: 1, expiresAtMs: NOW, revokedAtMs: 5 }, NOW)).toBe('revoked');
  });

  it('copies creation and expiry from the link', () => {
    expect(shareStatusOf({ createdAtMs: 3 })).toEqual({ createdAtMs: 3 });
    expect(shareStatusOf({ createdAtMs: 3, expiresAtMs: 9 })).toEqual({
      createdAtMs: 3,
      expiresAtMs: 9,
    });
  });
});

describe('refreshedShare', () => {
  const sources = { general: GENERAL, comparison: null, metrics: null };
  const stored = (status: Record<string, number>, sections: Record<string, true> | null) => ({
    status,
    ...(sections ? { view: { title: 'Old title', sections, updatedAtMs: 1 } } : {}),
  });

  it('renews the view of the sections the share shows now, keeping its status', () => {
    const next = refreshedShare(stored({ createdAtMs: 1 }, { comparison: true }), sources, NOW);
    expect(next).toEqual({
      status: { createdAtMs: 1 },
      view: { title: 'Riverside Office', sections: { comparison: true }, updatedAtMs: NOW },
    });
  });

  it('leaves a revoked or expired share, and one without a view to follow, as it is', () => {
    const revoked = stored({ createdAtMs: 1, revokedAtMs: 5 }, { general: true });
    expect(refreshedShare(revoked, sources, NOW)).toBeUndefined();
    const expired = stored({ createdAtMs: 1, expiresAtMs: NOW }, { general: true });
    expect(refreshedShare(expired, sources, NOW)).toBeUndefined();
    expect(refreshedShare(stored({ createdAtMs: 1 }, null), sources, NOW)).toBeUndefined();
    expect(refreshedShare({ view: { sections: { general: true } } }, sources, NOW)).toBeUndefined();
    expect(refreshedShare('not a share', sources, NOW)).toBeUndefined();
  });
});

describe('base64UrlOf', () => {
  it('encodes as RFC 4648 base64url without padding', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(base64UrlOf(bytes(''))).toBe('');
    expect(base64UrlOf(bytes('f'))).toBe('Zg');
    expect(base64UrlOf(bytes('fo'))).toBe('Zm8');
    expect(base64UrlOf(bytes('foobar'))).toBe('Zm9vYmFy');
    expect(base64UrlOf(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('makes a valid token of 32 bytes', () => {
    const bytes = new Uint8Array(SHARE_TOKEN_BYTES).map((_, at) => (at * 37 + 251) % 256);
    const token = base64UrlOf(bytes);
    expect(token).toHaveLength(43);
    expect(shareTokenSchema.safeParse(token).success).toBe(true);
    expect(shareTokenSchema.safeParse(`${token}=`).success).toBe(false);
    expect(shareTokenSchema.safeParse(token.slice(1)).success).toBe(false);
    expect(shareTokenSchema.safeParse(`${token.slice(1)}/`).success).toBe(false);
  });
});
