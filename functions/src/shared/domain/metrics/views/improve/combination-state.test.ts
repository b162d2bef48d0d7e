import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../../testing/improve-test-figures.js';
import { combinationState } from './combination-state.js';

describe('combinationState', () => {
  it('tells no measures, only measures done, and measures to combine apart', () => {
    expect(combinationState(undefined)).toBe('noMeasures');
    expect(combinationState({ ...FIGURES, order: undefined, measures: {} })).toBe('noMeasures');
    expect(combinationState({ ...FIGURES, order: undefined })).toBe('allDone');
    expect(combinationState(FIGURES)).toBe('combined');
  });
});
