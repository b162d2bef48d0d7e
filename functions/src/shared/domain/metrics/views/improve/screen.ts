import { IMPROVE_PARTS } from '../../../../schemas/derived/figure-screens.js';
import { improveView } from './view.js';

/** The Improve screen: its `/metrics` parts and its one view entry point. */
export const IMPROVE_SCREEN = { ...IMPROVE_PARTS, view: improveView } as const;
