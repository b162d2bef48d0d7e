import { PERFORMANCE_PARTS } from '../../../../schemas/derived/figure-screens.js';
import { performanceView } from './view.js';

/** The Building Performance screen: its `/metrics` parts and its one view entry point. */
export const PERFORMANCE_SCREEN = { ...PERFORMANCE_PARTS, view: performanceView } as const;
