import { describe, expect, it } from 'vitest';
import {
  formatLine,
  normalise,
  ratioToGoal,
  resultLine,
  shown,
  type Figure,
  type RunContext,
} from './figures.ts';

const CONTEXT: RunContext = {
  commit: '0123456789abcdef0123456789abcdef01234567',
  dirty: false,
  dateIso: '2026-11-29T12:00:00.000Z',
  cpuModel: 'AMD EPYC',
  cores: 2,
  loadAvg: [3.1, 2.9, 2.5],
  referenceMs: 240,
  baselineMs: 120,
};

describe('normalise', () => {
  it.each([
    // A machine twice as slow as the baseline (reference 240 ms against 120 ms).
    { value: 1000, scale: 'time', referenceMs: 240, expected: 500 },
    { value: 10_000, scale: 'rate', referenceMs: 240, expected: 20_000 },
    // A machine twice as fast.
    { value: 300, scale: 'time', referenceMs: 60, expected: 600 },
    { value: 10_000, scale: 'rate', referenceMs: 60, expected: 5_000 },
    // The baseline machine itself.
    { value: 300, scale: 'time', referenceMs: 120, expected: 300 },
  ] as const)('$scale $value at reference $referenceMs ms → $expected', (row) => {
    expect(normalise(row.value, row.scale, row.referenceMs, 120)).toBeCloseTo(row.expected, 9);
  });

  it('leaves figures that do not follow the machine unnormalised', () => {
    expect(normalise(262.3, 'none', 240, 120)).toBeNull();
  });
});

describe('resultLine', () => {
  const figure: Figure = {
    bench: 'bench/building-performance',
    name: 'Building Performance click to every chart drawn, warm, median',
    value: 400,
    unit: 'ms',
    scale: 'time',
    goal: { value: 300, atMost: true },
  };

  it('holds the run context, the figure, its normalised value and goal', () => {
    expect(resultLine(figure, CONTEXT)).toEqual({
      ...CONTEXT,
      bench: 'bench/building-performance',
      name: 'Building Performance click to every chart drawn, warm, median',
      value: 400,
      unit: 'ms',
      scale: 'time',
      normalised: 200,
      goal: { value: 300, atMost: true },
    });
  });

  it('survives a JSON round trip (one line of results.jsonl)', () => {
    const text = JSON.stringify(resultLine(figure, CONTEXT));
    expect(text).not.toContain('\n');
    expect(JSON.parse(text)).toEqual(resultLine(figure, CONTEXT));
  });

  it('compares the goal with the normalised figure', () => {
    expect(ratioToGoal(resultLine(figure, CONTEXT))).toBeCloseTo(200 / 300, 9);
  });

  it('has a null goal when none is stated', () => {
    const { goal: _goal, ...withoutGoal } = figure;
    expect(resultLine(withoutGoal, CONTEXT).goal).toBeNull();
  });
});

describe('formatLine', () => {
  it('prints the figure as measured, normalised and against its goal', () => {
    const line = resultLine(
      {
        bench: 'bench/x',
        name: 'click',
        value: 400,
        unit: 'ms',
        scale: 'time',
        goal: { value: 300, atMost: true },
      },
      CONTEXT,
    );
    expect(formatLine(line)).toBe('click: 400 ms (normalised: 200 ms; goal ≤ 300 ms, ratio 0.667)');
  });

  it('says when a figure is not normalised', () => {
    const line = resultLine(
      {
        bench: 'bench/web-bundle',
        name: 'size',
        value: 262.34,
        unit: 'kB gz',
        scale: 'none',
        goal: { value: 250, atMost: true },
      },
      CONTEXT,
    );
    expect(formatLine(line)).toBe(
      'size: 262.3 kB gz (not normalised: machine-independent; goal ≤ 250 kB gz, ratio 1.05)',
    );
  });

  it('gives no ratio to a goal of 0', () => {
    const line = resultLine(
      {
        bench: 'bench/web-bundle',
        name: 'charts',
        value: 0,
        unit: 'modules',
        scale: 'none',
        goal: { value: 0, atMost: true },
      },
      CONTEXT,
    );
    expect(ratioToGoal(line)).toBeNull();
    expect(formatLine(line)).toBe(
      'charts: 0 modules (not normalised: machine-independent; goal ≤ 0 modules)',
    );
  });
});

describe('shown', () => {
  it.each([
    [1234.5, '1235'],
    [262.34, '262.3'],
    [12.345, '12.3'],
    [1.2345, '1.23'],
    [0.01234, '0.0123'],
    [0.5, '0.5'],
    [12.25, '12.3'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(shown(value)).toBe(expected);
  });
});
