import {
  portfolioSummaryUpdates,
  type BuildingSummaryInputs,
} from '../../../functions/src/shared/domain/portfolio-summary.js';
import type { PortfolioSummary } from '../../../functions/src/shared/schemas/portfolio-summary.js';
import type { DemoDatabase } from './generate.js';

/**
 * `/portfolios` of a demo tree: each demo user's summary of every building they list and are a
 * member of, as the functions' triggers would keep it (`portfolioSummaryUpdates` of each building
 * from nothing). The demo is loaded with `disableTriggers=true`, so no trigger writes them.
 */
export function demoPortfolioSummaries(
  tree: Pick<DemoDatabase, 'users' | 'buildings'>,
): Record<string, Record<string, PortfolioSummary>> {
  const portfolios: Record<string, Record<string, PortfolioSummary>> = {};
  for (const [buildingId, building] of Object.entries(tree.buildings)) {
    const indexed = new Set(
      Object.keys(tree.users).filter((uid) => {
        const listed = tree.users[uid]?.buildings as Record<string, unknown> | undefined;
        return listed?.[buildingId] === true;
      }),
    );
    const updates = portfolioSummaryUpdates(
      buildingId,
      null,
      building as unknown as BuildingSummaryInputs,
      indexed,
    );
    for (const [path, summary] of Object.entries(updates)) {
      const uid = path.split('/')[1];
      if (summary === null || uid === undefined) continue;
      (portfolios[uid] ??= {})[buildingId] = summary;
    }
  }
  return portfolios;
}
