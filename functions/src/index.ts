import './global-options.js';

export { users } from './http/users.js';
