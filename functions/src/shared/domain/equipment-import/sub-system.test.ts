import { describe, expect, it } from 'vitest';
import { subSystemOfWords } from './sub-system.js';

describe('subSystemOfWords', () => {
  it('reads the sub-system names in English, Czech and German', () => {
    expect(subSystemOfWords('Mechanical Ventilation')).toBe('mechanicalVentilation');
    expect(subSystemOfWords('Vytápění')).toBe('heating');
    expect(subSystemOfWords('Kühlung')).toBe('cooling');
    expect(subSystemOfWords('plugLoads')).toBe('plugLoads');
  });

  it('maps equipment words to the end use they serve', () => {
    expect(subSystemOfWords('Chiller')).toBe('cooling');
    expect(subSystemOfWords('Centrifugal Chiller')).toBe('cooling');
    expect(subSystemOfWords('AHU')).toBe('mechanicalVentilation');
    expect(subSystemOfWords('Boiler')).toBe('heating');
    expect(subSystemOfWords('Cooling tower fan')).toBe('cooling');
    expect(subSystemOfWords('Air source heat pump')).toBe('heating');
    expect(subSystemOfWords('VZT jednotka')).toBe('mechanicalVentilation');
    expect(subSystemOfWords('Kältemaschine')).toBe('cooling');
  });

  it('names nothing for words it does not know', () => {
    expect(subSystemOfWords('HVAC')).toBeUndefined();
    expect(subSystemOfWords('Chilled water pump')).toBeUndefined();
    expect(subSystemOfWords('  ')).toBeUndefined();
  });
});
