import { describe, expect, it } from 'vitest';
import { portfolioSummarySchema } from '../../../functions/src/shared/schemas/portfolio-summary.js';
import { generateDemoDatabase } from './generate.js';
import type { JsonObject } from './json.js';
import { demoPortfolioSummaries } from './portfolio-summaries.js';

describe('demoPortfolioSummaries', () => {
  const db = generateDemoDatabase({ now: new Date(Date.UTC(2026, 10, 15)) });
  const portfolios = demoPortfolioSummaries(db);

  it('gives each demo user a valid summary of exactly the buildings they list', () => {
    for (const [uid, user] of Object.entries(db.users)) {
      const listed = Object.keys((user.buildings as JsonObject | undefined) ?? {}).sort();
      expect(Object.keys(portfolios[uid] ?? {}).sort()).toEqual(listed);
      for (const [id, summary] of Object.entries(portfolios[uid] ?? {})) {
        expect(portfolioSummarySchema.safeParse(summary).success, id).toBe(true);
        const members = db.buildings[id]?.members as Record<string, string>;
        expect(summary.role).toBe(members[uid]);
      }
    }
    expect(Object.keys(portfolios)).toHaveLength(2);
  });

  it('leaves out a building the user is a member of but does not list', () => {
    const [id, building] = Object.entries(db.buildings)[0]!;
    const owner = (building.meta as JsonObject).ownerUid as string;
    const user = db.users[owner]!;
    const { [id]: _dropped, ...rest } = user.buildings as JsonObject;
    const trimmed = { ...db, users: { ...db.users, [owner]: { ...user, buildings: rest } } };
    expect(demoPortfolioSummaries(trimmed)[owner]?.[id]).toBeUndefined();
  });
});
