import { describe, expect, it } from 'vitest';
import { formatSeconds, PhaseClock } from './timing.ts';

describe('formatSeconds', () => {
  it('reads as seconds under a minute and minutes with padded seconds above', () => {
    expect(formatSeconds(0.4)).toBe('0 s');
    expect(formatSeconds(48.4)).toBe('48 s');
    expect(formatSeconds(59.6)).toBe('1 min 00 s');
    expect(formatSeconds(365)).toBe('6 min 05 s');
  });
});

describe('PhaseClock', () => {
  it('records each phase in order, also one that fails, and prints a total', async () => {
    const clock = new PhaseClock();
    await clock.time('build', async () => 'built');
    await expect(
      clock.time('stack start', async () => {
        throw new Error('port in use');
      }),
    ).rejects.toThrow('port in use');
    expect(clock.phases.map((phase) => phase.name)).toEqual(['build', 'stack start']);
    const lines = clock.format().split('\n');
    expect(lines[0]).toBe('Time per phase');
    expect(lines[1]).toMatch(/^ {2}build +0 s$/);
    expect(lines.at(-1)).toMatch(/^ {2}total +0 s$/);
  });
});
