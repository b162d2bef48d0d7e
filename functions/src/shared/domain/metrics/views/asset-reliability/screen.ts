import { ASSET_RELIABILITY_PARTS } from '../../../../schemas/derived/figure-screens.js';
import { assetReliabilityView } from './view.js';

/** The Asset Reliability screen: its `/metrics` parts and its one view entry point. */
export const ASSET_RELIABILITY_SCREEN = {
  ...ASSET_RELIABILITY_PARTS,
  view: assetReliabilityView,
} as const;
