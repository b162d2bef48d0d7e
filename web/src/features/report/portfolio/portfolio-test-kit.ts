/**
 * Test helpers of the portfolio report's read-back tests (imported by tests only): the demo
 * portfolio as the Dashboard receives it, and the report's tools in a language.
 */
import {
  dashboardRowOf,
  digestListsOf,
  packDashboardRow,
  packDigestLists,
  unpackDashboardRow,
  unpackDigestLists,
  withDigestLists,
} from '@shared/domain/dashboard/dashboard-row';
import { dashboardDigestOf, type DigestNames } from '@shared/domain/dashboard/digest';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { portfolioSummaryOf } from '@shared/domain/portfolio/portfolio-summary';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import type { BuildingMeta } from '@shared/schemas/stored/building-meta';
import type { UnitSystem } from '@shared/schemas/enums/account';
import { BUILDINGS } from '../../../../../emulators/seed/src/catalog';
import { demoBuildingId, generateDemoDatabase } from '../../../../../emulators/seed/src/generate';
import { createFormat } from '@/lib/format/create-format';
import { unitTextsFromT } from '@/lib/format/unit-texts';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { REPORT_FONTS, goldenMetrics } from '../report-test-kit';
import type { PortfolioT, PortfolioTools } from './portfolio-report-types';

/** The golden files' moment (tests/golden/demo-metrics.test.ts). */
const db = generateDemoDatabase({ now: new Date(Date.UTC(2026, 0, 15, 3, 0, 0)) });

type Named = Record<string, { name?: string; assetId?: string }>;

/** The names the digest lists take, as the functions read them (services/dashboard-digest.ts). */
function namesOf(id: string): DigestNames {
  const measures = (db.measures[id] ?? {}) as Named;
  const equipment = (db.equipment[id] ?? {}) as Named;
  return {
    measures: Object.fromEntries(Object.entries(measures).map(([k, m]) => [k, m.name ?? ''])),
    equipment: Object.fromEntries(
      Object.entries(equipment).map(([k, e]) => [
        k,
        { assetId: e.assetId ?? '', name: e.name ?? '' },
      ]),
    ),
  };
}

/**
 * The demo portfolio as the Dashboard route has it: each building's stored row and lists, made
 * from its golden figures as the functions make them (`dashboardRowOf`, `digestListsOf`), read
 * back as the browser reads them (`unpackDashboardRow`, `unpackDigestLists`) and joined
 * (`withDigestLists`).
 */
export function demoDashboardBuildings(): DashboardBuilding[] {
  return BUILDINGS.map((spec) => {
    const id = demoBuildingId(spec.key);
    const stored = db.buildings[id] as { meta: BuildingMeta; general: BuildingGeneral };
    const summary = portfolioSummaryOf({
      meta: stored.meta,
      general: stored.general,
      role: 'viewer',
    });
    const metrics = goldenMetrics(spec.key);
    const row = unpackDashboardRow(
      id,
      packDashboardRow(dashboardRowOf(summary, dashboardDigestOf(metrics))),
    );
    if (!row.ok) throw new Error(`${spec.key}: ${row.error}`);
    const lists = digestListsOf(dashboardDigestOf(metrics, namesOf(id)));
    const read = lists ? unpackDigestLists(packDigestLists(lists)) : undefined;
    if (read && !read.ok) throw new Error(`${spec.key}: ${read.error}`);
    return withDigestLists(row.value, read?.value);
  });
}

/** The portfolio report's tools in a language and units: the app's i18n and `lib/format`. */
export async function portfolioToolsFor(
  language: Language,
  units: UnitSystem = 'metric',
): Promise<PortfolioTools> {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const t = i18n.getFixedT(language, ['report', 'dashboard', 'enums']) as PortfolioT;
  const format = createFormat({
    language,
    timeZone: 'Europe/Prague',
    units,
    texts: unitTextsFromT(i18n.getFixedT(language, 'units')),
  });
  return { t, format, fonts: REPORT_FONTS };
}
