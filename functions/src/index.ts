import './global-options.js';

export { imports } from './http/imports.js';
export { recomputeBuilding } from './http/recompute-building.js';
export { registry } from './http/registry.js';
export { series } from './http/series.js';
export { shares } from './http/shares.js';
export { users } from './http/users.js';
export { wizard } from './http/wizard.js';
export { pruneTracking } from './scheduled/prune-tracking.js';
export { nightlyPass, nightlyPassResume } from './scheduled/nightly-pass.js';
export {
  onBuildingCreated,
  onBuildingDeleted,
  onBuildingUpdated,
} from './triggers/building-written.js';
export { onEquipmentWritten, onMeasureWritten } from './triggers/building-items-written.js';
export { recomputeBulk, recomputeInteractive } from './queues/recompute-tasks.js';
