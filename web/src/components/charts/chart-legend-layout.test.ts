import { describe, expect, it } from 'vitest';
import { layoutLegend } from './chart-legend-layout';

describe('layoutLegend', () => {
  it('wraps entries that do not fit onto a new row', () => {
    const items = ['Cooling', 'Heating', 'Lighting'].map((label) => ({ label, color: '#000' }));
    const placed = layoutLegend(items, 150, (text) => text.length * 10);
    // Each entry is 12 + 6 + 70 = 88 px wide, then 16 px of gap.
    expect(placed.map(({ x, row }) => [x, row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    const wide = layoutLegend(items, 400, (text) => text.length * 10);
    expect(wide.map(({ x, row }) => [x, row])).toEqual([
      [0, 0],
      [104, 0],
      [208, 0],
    ]);
  });
});
