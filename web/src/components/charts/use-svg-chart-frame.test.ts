import { describe, expect, it } from 'vitest';
import { plotArea } from './use-svg-chart-frame';

describe('plotArea', () => {
  it('puts the plot inside the margin', () => {
    expect(plotArea(760, 300, { left: 72, right: 16, top: 24, bottom: 44 })).toEqual({
      left: 72,
      right: 744,
      top: 24,
      bottom: 256,
    });
  });
});
