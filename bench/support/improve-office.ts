/**
 * The systems of the office that the Improve benches (bench/improve-measures.bench.ts, pure, and
 * bench/improve-popup.bench.ts, in the browser) evaluate measures on: an air-cooled chiller, a gas
 * boiler, mechanical ventilation over the whole floor area, T8 troffers and double glazing without
 * low-E, what the catalog's measures improve. One description, so that the two benches' figures
 * rest on the same systems.
 */

/** The office's HVAC, lighting (`t8Fittings` troffers of 64 W) and envelope. */
export function officeSystems(t8Fittings: number) {
  return {
    hvac: {
      cooling: { installed: true, systemType: 'airCooledChiller', cop: 2.8 },
      heating: {
        installed: true,
        heaterType: 'naturalGasBoiler',
        energySource: 'naturalGas',
        efficiencyPct: 86,
      },
      ventilation: { mechanicalInstalled: true, gfaPct: 100, naturalInstalled: false },
    },
    lighting: {
      fittings: {
        t8: {
          fittingType: 'Troffer',
          bulbType: 'fluorescentT8',
          sharePct: 100,
          count: t8Fittings,
          wattsPerFitting: 64,
          order: 0,
        },
      },
    },
    envelope: { glazing: 'doubleGlazedNoLowE', windowToWallRatioPct: 45 },
  };
}
