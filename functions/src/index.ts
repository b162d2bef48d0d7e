import './global-options.js';

export { users } from './http/users.js';
export { pruneTracking } from './scheduled/prune-tracking.js';
