import { COMPARISON_PARTS } from '../../../../schemas/derived/figure-screens.js';
import { comparisonView } from './view.js';

/** The Comparison screen: its `/metrics` parts and its one view entry point. */
export const COMPARISON_SCREEN = { ...COMPARISON_PARTS, view: comparisonView } as const;
