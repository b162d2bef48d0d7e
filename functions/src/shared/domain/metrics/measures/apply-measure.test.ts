import { describe, expect, it } from 'vitest';
import { MEASURE_KINDS } from '../../../schemas/enums/analysis.js';
import type { EnergyModelInput } from '../energy/model-input.js';
import type { ImprovementMeasure } from '../../../schemas/stored/improvement-measure.js';
import { applyMeasure, applyMeasures } from './apply-measure.js';
import { TEST_OFFICE, measureOf as measure } from '../../../testing/measures-test-office.js';

describe('applyMeasure', () => {
  it('never modifies the input', () => {
    const before = JSON.stringify(TEST_OFFICE);
    for (const kind of MEASURE_KINDS)
      applyMeasure(TEST_OFFICE, measure(kind, { ledCount: 10, ledWatts: 30 }));
    expect(JSON.stringify(TEST_OFFICE)).toBe(before);
  });

  it('LED Replacement: the LED inputs as given replace the fittings', () => {
    const { input } = applyMeasure(
      TEST_OFFICE,
      measure('ledReplacement', { ledCount: 600, ledWatts: 30 }),
    );
    expect(Object.values(input.lighting?.fittings ?? {})).toEqual([
      {
        fittingType: 'LED',
        bulbType: 'led',
        sharePct: 100,
        count: 600,
        wattsPerFitting: 30,
        order: 0,
      },
    ]);
  });

  it('LED Replacement without a count: same light from LED lamps of the given efficacy', () => {
    const { input } = applyMeasure(
      TEST_OFFICE,
      measure('ledReplacement', { ledWatts: 20, ledLumens: 2_400 }),
    );
    // 64 W of T8 at 84 lm/W gives 5,376 lm; at 120 lm/W that is 44.8 W.
    expect(input.lighting?.fittings?.t8).toMatchObject({
      bulbType: 'led',
      count: 600,
      wattsPerFitting: 44.8,
    });
    const bare = applyMeasure(
      { ...TEST_OFFICE, lighting: undefined },
      measure('ledReplacement'),
    ).input;
    expect(Object.values(bare.lighting?.fittings ?? {})[0]).toMatchObject({
      bulbType: 'led',
      sharePct: 100,
    });
  });

  it('Chiller Unit Replacement: the catalog COP unless the measure gives one, never worse', () => {
    const water: EnergyModelInput = {
      ...TEST_OFFICE,
      hvac: {
        ...TEST_OFFICE.hvac,
        cooling: { installed: true, systemType: 'waterCooledChiller', cop: 4 },
      },
    };
    expect(applyMeasure(water, measure('chillerReplacement')).input.hvac?.cooling?.cop).toBe(5.8);
    expect(applyMeasure(TEST_OFFICE, measure('chillerReplacement')).input.hvac?.cooling?.cop).toBe(
      2.96,
    );
    const better = applyMeasure(
      TEST_OFFICE,
      measure('chillerReplacement', { newEfficiencyPct: 450 }),
    );
    expect(better.input.hvac?.cooling?.cop).toBe(4.5);
    const none = { ...TEST_OFFICE, hvac: { ...TEST_OFFICE.hvac, cooling: { installed: false } } };
    expect(applyMeasure(none, measure('chillerReplacement')).input).toBe(none);
    const district = {
      ...TEST_OFFICE,
      hvac: { cooling: { installed: true, systemType: 'districtCooling' as const } },
    };
    expect(applyMeasure(district, measure('chillerReplacement')).input.hvac?.cooling).toMatchObject(
      {
        systemType: 'waterCooledChiller',
        energySource: 'electricity',
        cop: 5.8,
      },
    );
  });

  it('Double Glaze Low-E Windows: low-E glass at 1.6 W/m²K, not when already better', () => {
    const { input } = applyMeasure(
      { ...TEST_OFFICE, envelope: { ...TEST_OFFICE.envelope, shadingCoefficient: 0.8 } },
      measure('lowEWindows'),
    );
    expect(input.envelope).toMatchObject({
      glazing: 'doubleGlazedLowE',
      window: { uValueWPerM2K: 1.6 },
    });
    expect(input.envelope?.shadingCoefficient).toBeUndefined();
    const triple = { ...TEST_OFFICE, envelope: { glazing: 'tripleGlazedLowE' as const } };
    expect(applyMeasure(triple, measure('lowEWindows')).input).toBe(triple);
    expect(
      applyMeasure(triple, measure('lowEWindows', { newUValueWPerM2K: 0.7 })).input.envelope?.window
        ?.uValueWPerM2K,
    ).toBe(0.7);
  });

  it('Curtain Wall Insulation Blocks and Solar Film act on the wall and the glass', () => {
    expect(
      applyMeasure(TEST_OFFICE, measure('curtainWallInsulation')).input.envelope?.wall
        ?.uValueWPerM2K,
    ).toBe(0.24);
    expect(applyMeasure(TEST_OFFICE, measure('solarFilm')).input.envelope?.shadingCoefficient).toBe(
      0.45,
    );
    const shaded = { ...TEST_OFFICE, envelope: { shadingCoefficient: 0.3 } };
    expect(applyMeasure(shaded, measure('solarFilm')).input).toBe(shaded);
  });

  it('VSD, heat pump and controls', () => {
    expect(applyMeasure(TEST_OFFICE, measure('vsdPumps')).input.hvac?.ventilation).toMatchObject({
      mechanicalInstalled: true,
      gfaPct: 100,
      fanType: 'variableSpeedDrive',
    });
    const fromUsage = applyMeasure(
      {
        ...TEST_OFFICE,
        hvac: { heating: TEST_OFFICE.hvac?.heating },
        spaceUsage: [
          {
            title: 'Offices',
            usageType: 'reception',
            gfaPct: 60,
            fanType: 'supplyAndExhaust',
            order: 0,
          },
        ],
      },
      measure('vsdPumps'),
    );
    expect(fromUsage.input.hvac?.ventilation).toEqual({
      mechanicalInstalled: true,
      gfaPct: 60,
      naturalInstalled: false,
      fanType: 'variableSpeedDrive',
    });
    expect(
      applyMeasure(TEST_OFFICE, measure('airSourceHeatPump')).input.hvac?.heating,
    ).toMatchObject({
      heaterType: 'airSourceHeatPump',
      energySource: 'electricity',
      efficiencyPct: 250,
    });
    expect(applyMeasure(TEST_OFFICE, measure('heatingTimeControl')).adjustments).toEqual([
      { endUse: 'heating', reduction: 0.1, part: 'spaceHeating' },
    ]);
    expect(applyMeasure(TEST_OFFICE, measure('airDistributionControl')).adjustments).toEqual([
      { endUse: 'mechanicalVentilation', reduction: 0.2, part: 'all' },
    ]);
    expect(applyMeasure(TEST_OFFICE, measure('custom'))).toEqual({
      input: TEST_OFFICE,
      adjustments: [],
    });
  });

  it('takes a stated saving for controls and custom measures, by sub-system', () => {
    expect(
      applyMeasure(TEST_OFFICE, measure('heatingTimeControl', { savingPct: 12 })).adjustments,
    ).toEqual([{ endUse: 'heating', reduction: 0.12, part: 'spaceHeating' }]);
    expect(
      applyMeasure(TEST_OFFICE, measure('airDistributionControl', { savingPct: 30 })).adjustments,
    ).toEqual([{ endUse: 'mechanicalVentilation', reduction: 0.3, part: 'all' }]);
    const custom = (subSystem: ImprovementMeasure['subSystem']) =>
      applyMeasure(TEST_OFFICE, measure('custom', { subSystem, savingPct: 25 })).adjustments;
    expect(custom('plugLoads')).toEqual([{ endUse: 'plugLoads', reduction: 0.25, part: 'all' }]);
    expect(custom(undefined)).toEqual([{ endUse: 'others', reduction: 0.25, part: 'all' }]);
    expect(custom('facilityEnvelope')).toEqual([
      { endUse: 'heating', reduction: 0.25, part: 'spaceHeating' },
      { endUse: 'cooling', reduction: 0.25, part: 'all' },
    ]);
    expect(custom('renewables')).toEqual([]);
  });
});

describe('applyMeasures', () => {
  it('applies measures in turn and keeps every adjustment', () => {
    const applied = applyMeasures(TEST_OFFICE, [
      measure('curtainWallInsulation'),
      measure('heatingTimeControl'),
      measure('airSourceHeatPump'),
      measure('airDistributionControl'),
    ]);
    expect(applied.input.envelope?.wall?.uValueWPerM2K).toBe(0.24);
    expect(applied.input.hvac?.heating?.heaterType).toBe('airSourceHeatPump');
    expect(applied.adjustments.map((a) => a.endUse)).toEqual(['heating', 'mechanicalVentilation']);
  });
});

describe('LED Replacement where some lamps are LEDs already', () => {
  const mixed: EnergyModelInput = {
    ...TEST_OFFICE,
    lighting: {
      fittings: {
        t8: {
          fittingType: 'Troffer',
          bulbType: 'fluorescentT8',
          sharePct: 75,
          count: 450,
          wattsPerFitting: 64,
          order: 0,
        },
        led: {
          fittingType: 'Panel',
          bulbType: 'led',
          sharePct: 25,
          count: 150,
          wattsPerFitting: 30,
          order: 1,
        },
      },
    },
  };

  it('the new LEDs replace the other lamps; the LEDs installed stay with the power they draw', () => {
    const { input } = applyMeasure(
      mixed,
      measure('ledReplacement', { ledCount: 400, ledWatts: 30 }),
    );
    const fittings = input.lighting?.fittings ?? {};
    expect(fittings.led).toMatchObject({ bulbType: 'led', count: 400, wattsPerFitting: 30 });
    // A quarter of today's light at LED efficacy: 25 % × (450 × 64 + 150 × 30) W × mean efficacy.
    expect(fittings.kept?.bulbType).toBe('led');
    expect(fittings.kept?.wattsPerFitting).toBeGreaterThan(0);
    const watts = Object.values(fittings).reduce(
      (sum, f) => sum + (f.count ?? 0) * (f.wattsPerFitting ?? 0),
      0,
    );
    expect(watts).toBeGreaterThan(400 * 30);
    expect(watts).toBeLessThan(450 * 64 + 150 * 30);
  });

  it('without LEDs installed, the new ones are the whole lighting', () => {
    const { input } = applyMeasure(
      TEST_OFFICE,
      measure('ledReplacement', { ledCount: 10, ledWatts: 30 }),
    );
    expect(Object.keys(input.lighting?.fittings ?? {})).toEqual(['led']);
  });
});
