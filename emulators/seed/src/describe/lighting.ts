/** The Lighting step of a demo building: LED and legacy fittings (`/buildings/{id}/lighting`). */
import type {
  LightingFitting,
  LightingStep,
} from '../../../../functions/src/shared/schemas/stored/lighting.js';
import type { BulbType } from '../../../../functions/src/shared/schemas/enums/systems.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { compact } from '../json.js';
import { keyed } from '../keyed.js';

interface FittingTemplate {
  fittingType: string;
  bulbType: BulbType;
  watts: number;
}

const LED_FITTINGS: readonly FittingTemplate[] = [
  { fittingType: 'Recessed LED panel 600×600', bulbType: 'led', watts: 33 },
  { fittingType: 'LED downlight', bulbType: 'led', watts: 14 },
  { fittingType: 'LED high-bay', bulbType: 'led', watts: 150 },
];
const LEGACY_FITTINGS: readonly FittingTemplate[] = [
  { fittingType: 'Recessed troffer 4×14 W', bulbType: 'fluorescentT5', watts: 62 },
  { fittingType: 'Batten 2×36 W', bulbType: 'fluorescentT8', watts: 80 },
  {
    fittingType: 'Compact fluorescent downlight 2×26 W',
    bulbType: 'compactFluorescent',
    watts: 56,
  },
  { fittingType: 'Batten 2×40 W (T12)', bulbType: 'fluorescentT12', watts: 96 },
];

/** `/buildings/{id}/lighting`: fittings whose shares add up to 100 %. */
export function lightingOf(spec: BuildingSpec, baseMs: number, rng: Rng): LightingStep {
  const industrial = spec.useType === 'industrial';
  const totalFittings = Math.round(spec.grossFloorAreaM2 / (industrial ? 30 : 9));
  const led = spec.ledPct;
  const legacy = 100 - led;
  const rows: { template: FittingTemplate; share: number }[] = [];
  const ledMain = industrial ? LED_FITTINGS[2] : LED_FITTINGS[0];
  if (ledMain && led > 0) {
    const down = industrial ? 0 : Math.round(led * 0.3);
    rows.push({ template: ledMain, share: led - down });
    if (down > 0 && LED_FITTINGS[1]) rows.push({ template: LED_FITTINGS[1], share: down });
  }
  if (legacy > 0) {
    const old = spec.constructionYear < 1990 && !spec.refurbishmentYear;
    const main = old
      ? LEGACY_FITTINGS[3]
      : (spec.refurbishmentYear ?? spec.constructionYear) >= 2005
        ? LEGACY_FITTINGS[0]
        : LEGACY_FITTINGS[1];
    const cfl = Math.round(legacy * 0.25);
    if (main) rows.push({ template: main, share: legacy - cfl });
    if (cfl > 0 && LEGACY_FITTINGS[2]) rows.push({ template: LEGACY_FITTINGS[2], share: cfl });
  }
  const fittings = rows.map((row, order) =>
    compact<LightingFitting>({
      fittingType: row.template.fittingType,
      bulbType: row.template.bulbType,
      sharePct: row.share,
      count: Math.round((totalFittings * row.share) / 100),
      wattsPerFitting: row.template.watts,
      order,
    }),
  );
  return { fittings: keyed(fittings, baseMs, rng) };
}
