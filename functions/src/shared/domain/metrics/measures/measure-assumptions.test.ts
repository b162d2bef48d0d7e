import { describe, expect, it } from 'vitest';
import { measureAssumptions } from './measure-assumptions.js';

describe('measureAssumptions', () => {
  it("names the solar film's shading coefficient always, and its life unless entered", () => {
    expect(measureAssumptions({ kind: 'solarFilm' })).toEqual([
      { key: 'filmShadingCoefficient', value: 0.45 },
      { key: 'filmLife', value: 10 },
    ]);
    expect(measureAssumptions({ kind: 'solarFilm', lifeYears: 12 })).toEqual([
      { key: 'filmShadingCoefficient', value: 0.45 },
    ]);
  });

  it("names a control measure's saving unless entered", () => {
    expect(measureAssumptions({ kind: 'airDistributionControl' })).toEqual([
      { key: 'fanSaving', value: 0.2 },
    ]);
    expect(measureAssumptions({ kind: 'heatingTimeControl' })).toEqual([
      { key: 'heatingSaving', value: 0.1 },
    ]);
    expect(measureAssumptions({ kind: 'heatingTimeControl', savingPct: 8 })).toEqual([]);
    expect(measureAssumptions({ kind: 'lowEWindows' })).toEqual([]);
  });
});
