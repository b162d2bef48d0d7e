import { describe, expect, it } from 'vitest';
import { fitText, linearDomain, scaleLinear } from './linear-scale';

describe('linearDomain', () => {
  it('reaches from below the lowest negative value to above the highest, in nice steps', () => {
    expect(linearDomain([-180, 95, 40])).toEqual({
      min: -200,
      max: 100,
      ticks: [-200, -100, 0, 100],
    });
  });

  it('always holds zero, and a unit span when every value is zero', () => {
    expect(linearDomain([12, 37])).toMatchObject({ min: 0, max: 40 });
    expect(linearDomain([0, 0])).toMatchObject({ min: 0, max: 0.2 });
    expect(linearDomain([])).toMatchObject({ min: 0 });
  });
});

describe('scaleLinear', () => {
  it('maps a domain onto pixels, reversed for a y axis', () => {
    const y = scaleLinear([-100, 100], [200, 0]);
    expect(y(0)).toBe(100);
    expect(y(100)).toBe(0);
    expect(y(-100)).toBe(200);
  });
});

describe('fitText', () => {
  it('cuts a label to its room with an ellipsis, and drops it where nothing fits', () => {
    expect(fitText('LED Replacement', 200)).toBe('LED Replacement');
    expect(fitText('LED Replacement', 52)).toBe('LED Rep…');
    expect(fitText('LED', 10)).toBe('');
  });
});
