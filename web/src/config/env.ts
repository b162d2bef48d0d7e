import { z } from 'zod/mini';

/**
 * Build-time configuration (zod/mini keeps the first route small), parsed once at start-up so a missing value fails loudly instead of
 * surfacing later as an opaque SDK error. Values come from `web/.env.<mode>` (see README).
 */
const envSchema = z.object({
  VITE_USE_EMULATORS: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_DATABASE_URL: z.url(),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_MEASUREMENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Host of the emulators; defaults to the page's own host so 127.0.0.1 and localhost both work. */
  VITE_EMULATOR_HOST: z.optional(z.string().check(z.minLength(1))),
  /** Origin serving `/users/tracking/`; empty means the app's own origin (Hosting rewrite). */
  VITE_API_ORIGIN: z._default(z.string(), ''),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid web configuration (check web/.env.*): ${fields}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);
