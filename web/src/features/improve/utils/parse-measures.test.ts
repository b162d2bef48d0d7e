import { describe, expect, it } from 'vitest';
import { parseMeasures } from './parse-measures';

describe('parseMeasures', () => {
  it('keeps valid measures and leaves out the rest', () => {
    const measures = parseMeasures({
      a: { name: 'LED', kind: 'ledReplacement', status: 'proposed' },
      b: { name: '', kind: 'nonsense' },
    });
    expect(Object.keys(measures)).toEqual(['a']);
    expect(measures['a']?.kind).toBe('ledReplacement');
  });
  it('reads nothing as no measures', () => {
    expect(parseMeasures(null)).toEqual({});
  });
});
