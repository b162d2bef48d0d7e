import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureAssumptions } from './measure-assumptions.js';

const CONSTANTS = new URL('../../../constants/', import.meta.url);
const METHODOLOGY = new URL('../../../../../../docs/methodology.md', import.meta.url);

/**
 * The constants still tagged [M] (from memory, or a secondary source not checked), by name: an
 * exported constant whose doc comment carries the tag, or a catalog entry whose `lifeSource` does.
 */
function uncheckedConstants(): string[] {
  const found: string[] = [];
  for (const file of readdirSync(CONSTANTS).filter((name) => name.endsWith('.ts'))) {
    if (file.endsWith('.test.ts')) continue;
    const text = readFileSync(new URL(file, CONSTANTS), 'utf8');
    for (const match of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+)/g)) {
      if (match[1]!.includes('[M')) found.push(match[2]!);
    }
    for (const match of text.matchAll(/(\w+): \{[^{}]*lifeSource:\s*'[^']*\[M/g)) {
      found.push(`${match[1]}.lifeYears`);
    }
    // A tag anywhere else (not in a doc comment of a constant, nor a catalog life) is unaccounted.
    const tags = [...text.matchAll(/\[M\b/g)].length;
    const headerTags = file === 'measure-catalog.ts' ? 1 : 0;
    const counted = found.filter((name) =>
      text.includes(name.endsWith('.lifeYears') ? `${name.split('.')[0]}: {` : `const ${name}`),
    ).length;
    expect(tags - headerTags, `${file}: [M] tags outside a constant's comment`).toBe(counted);
  }
  return found.sort();
}

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

describe('constants without a checked source', () => {
  it('are only those the measure popup shows as assumptions', () => {
    expect(uncheckedConstants()).toEqual([
      'AIR_DISTRIBUTION_FAN_SAVING',
      'SOLAR_FILM_SHADING_COEFFICIENT',
      'TIME_CONTROL_HEATING_SAVING',
      'solarFilm.lifeYears',
    ]);
  });

  it('are tagged in the methodology only where the popup shows them (the three measures, the rate)', () => {
    const tagged = readFileSync(METHODOLOGY, 'utf8')
      .split('\n')
      .filter((line) => /\[M[\],:]/.test(line))
      .map((line) => (line.startsWith('|') ? line.split('|')[1]!.trim() : line));
    expect(tagged).toHaveLength(4);
    expect(tagged.slice(0, 3)).toEqual([
      'Install Air Distribution Control System',
      'Solar Film Installation',
      'Install Heating Central Time Control',
    ]);
    // The discount rate: shown with every net present value and in the assumptions.
    expect(tagged[3]).toMatch(/No 244\/2012\) \[M: known through secondary/);
  });
});
