import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { improvementMeasureSchema } from '../../../schemas/stored/improvement-measure.js';
import { obsolescenceFindings } from '../reliability/obsolescence.js';
import { evaluateReplacement } from '../reliability/replacement.js';
import { measureDraftFromObsolescence, replacementKindFor } from './from-obsolescence.js';

const NOW = Date.UTC(2026, 0, 1);
const chiller: Equipment = {
  assetId: 'CH-01',
  name: 'Chiller 1',
  type: 'Centrifugal Chiller',
  subSystem: 'cooling',
  commissionedOn: '1998-01-01',
  initialValue: 150_000,
  replacementValue: 180_000,
  labourAndOther: 20_000,
  yearlyMaintenance: 9_000,
};

describe('measureDraftFromObsolescence', () => {
  it('turns an obsolete chiller into a valid proposed Chiller Unit Replacement', () => {
    const findings = obsolescenceFindings(chiller, NOW);
    const replacement = evaluateReplacement(chiller, NOW, {
      annualKwh: 300_000,
      pricePerKwh: 0.2,
      currentEfficiencyPct: 400,
      newEfficiencyPct: 620,
      discountRate: 0.03,
    });
    const draft = measureDraftFromObsolescence({
      equipment: chiller,
      findings,
      replacement,
      name: 'Replace Chiller 1',
      startOn: '2026-01-01',
    });
    expect(draft?.measure).toEqual({
      name: 'Replace Chiller 1',
      kind: 'chillerReplacement',
      subSystem: 'cooling',
      investment: 200_000,
      lifeYears: 23,
      newEfficiencyPct: 620,
      startOn: '2026-01-01',
      status: 'proposed',
    });
    expect(improvementMeasureSchema.safeParse(draft?.measure).success).toBe(true);
    expect(draft?.reasons.map((r) => r.reason)).toEqual(['sparePartsMayBeUnavailable']);
  });

  it('needs a finding, keeps a boiler’s efficiency off a heat pump, and bounds the name', () => {
    expect(
      measureDraftFromObsolescence({
        equipment: chiller,
        findings: [],
        name: 'x',
        startOn: '2026-01-01',
      }),
    ).toBeUndefined();
    const boiler: Equipment = { ...chiller, type: 'Gas Boiler', subSystem: 'heating' };
    const draft = measureDraftFromObsolescence({
      equipment: boiler,
      findings: [{ category: 'economic', reason: 'energyCostIncreased', source: 'user' }],
      replacement: evaluateReplacement(boiler, NOW, {
        currentEfficiencyPct: 78,
        newEfficiencyPct: 95,
        discountRate: 0.03,
      }),
      name: 'R'.repeat(300),
      startOn: '2026-02-01',
    });
    expect(draft?.measure.kind).toBe('airSourceHeatPump');
    expect(draft?.measure.newEfficiencyPct).toBeUndefined();
    expect(improvementMeasureSchema.safeParse(draft?.measure).success).toBe(true);
  });
});

describe('replacementKindFor', () => {
  it.each([
    [{ type: 'Chiller' }, 'chillerReplacement'],
    [{ type: 'Gas boiler' }, 'airSourceHeatPump'],
    [{ type: 'Unit heater', subSystem: 'heating' as const }, 'airSourceHeatPump'],
    [{ type: 'Troffer', subSystem: 'lighting' as const }, 'ledReplacement'],
    [{ type: 'LED panel' }, 'ledReplacement'],
    [{ type: 'Pump' }, 'custom'],
  ])('%o → %s', (equipment, kind) => {
    expect(replacementKindFor(equipment)).toBe(kind);
  });
});
