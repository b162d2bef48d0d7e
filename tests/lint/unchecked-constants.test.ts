/**
 * Every constant a figure rests on has a checked source, or is shown as an assumption on screen
 * (issue 34): the constants still marked [M] (from memory, or a secondary source not checked) are
 * exactly those the measure popup lists (`measureAssumptions`), and the methodology marks only
 * their rows and the discount rate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureAssumptions } from '../../functions/src/shared/domain/metrics/measures/measure-assumptions.js';

const CONSTANTS = new URL('../../functions/src/shared/constants/', import.meta.url);
const METHODOLOGY = new URL('../../docs/methodology.md', import.meta.url);

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

describe('constants without a checked source', () => {
  it('are only those the measure popup shows as assumptions', () => {
    const shown = [
      ...measureAssumptions({ kind: 'solarFilm' }),
      ...measureAssumptions({ kind: 'airDistributionControl' }),
      ...measureAssumptions({ kind: 'heatingTimeControl' }),
    ].map((assumption) => assumption.key);
    expect(shown).toEqual(['filmShadingCoefficient', 'filmLife', 'fanSaving', 'heatingSaving']);
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
