import { parseEnv } from './parse-env';

export type { Env } from './parse-env';

/** The build's configuration (`web/.env.<mode>`), checked at start-up. */
export const env = parseEnv(import.meta.env);
