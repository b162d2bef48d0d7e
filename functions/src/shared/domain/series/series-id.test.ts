import { describe, expect, it } from 'vitest';
import { seriesIdFor } from './series-id.js';

describe('seriesIdFor', () => {
  it('gives one id per scope and equipment', () => {
    expect(seriesIdFor('overall')).toBe('overall');
    expect(seriesIdFor('cooling', '-Nabc')).toBe('cooling~-Nabc');
  });
});
