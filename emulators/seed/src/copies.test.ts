import { describe, expect, it } from 'vitest';
import { BUILDINGS } from './catalog.js';
import { DEMO_USERS, demoUsersOf } from './demo-users.js';
import { demoBuildingId, generateDemoDatabase } from './generate.js';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('copies of the demo portfolio (one per browser-test worker)', () => {
  it('copy 0 is the demo: its accounts and building ids', () => {
    expect(demoUsersOf(0)).toEqual(DEMO_USERS);
    for (const spec of BUILDINGS)
      expect(demoBuildingId(spec.key, 0)).toBe(demoBuildingId(spec.key));
  });

  it('copy n has accounts and building ids of its own, the same on every run', () => {
    const owners = [0, 1, 2, 3].map((copy) => demoUsersOf(copy).find((u) => u.role === 'owner'));
    expect(owners.map((owner) => owner?.uid)).toEqual([
      'demo-owner',
      'demo-owner-1',
      'demo-owner-2',
      'demo-owner-3',
    ]);
    expect(owners.map((owner) => owner?.email)).toEqual([
      'demo@facet.example',
      'demo-1@facet.example',
      'demo-2@facet.example',
      'demo-3@facet.example',
    ]);
    const ids = [0, 1, 2, 3].flatMap((copy) => BUILDINGS.map((s) => demoBuildingId(s.key, copy)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(demoBuildingId(BUILDINGS[0]!.key, 2)).toBe(demoBuildingId(BUILDINGS[0]!.key, 2));
  });

  it("a copy's tree names only its own accounts and buildings, peers included", () => {
    const users = demoUsersOf(2);
    const copy = generateDemoDatabase({ now: NOW, users, copy: 2 });
    const ids = new Set(BUILDINGS.map((spec) => demoBuildingId(spec.key, 2)));
    expect(Object.keys(copy.users).sort()).toEqual(users.map((u) => u.uid).sort());
    expect(new Set(Object.keys(copy.buildings))).toEqual(ids);
    for (const building of Object.values(copy.buildings)) {
      const comparison = building['comparison'] as { buildingIds?: Record<string, true> };
      for (const peer of Object.keys(comparison?.buildingIds ?? {}))
        expect(ids.has(peer)).toBe(true);
      const members = Object.keys(building['members'] as Record<string, string>);
      for (const uid of members) expect(users.some((u) => u.uid === uid)).toBe(true);
    }
    for (const key of ['equipment', 'series', 'measures'] as const) {
      for (const id of Object.keys(copy[key])) expect(ids.has(id)).toBe(true);
    }
  });
});
