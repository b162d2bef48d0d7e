import './global-options.js';

export { imports } from './http/imports.js';
export { registry } from './http/registry.js';
export { series } from './http/series.js';
export { users } from './http/users.js';
export { pruneTracking } from './scheduled/prune-tracking.js';
