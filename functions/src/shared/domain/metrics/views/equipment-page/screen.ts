import { EQUIPMENT_PAGE_PARTS } from '../../../../schemas/derived/figure-screens.js';
import { equipmentPageView } from './view.js';

/** One asset's page: its `/metrics` parts and its one view entry point. */
export const EQUIPMENT_PAGE_SCREEN = { ...EQUIPMENT_PAGE_PARTS, view: equipmentPageView } as const;
