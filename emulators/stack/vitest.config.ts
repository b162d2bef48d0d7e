import { defineConfig } from 'vitest/config';

/** The stack CLI's own pure parts: reports, timing, the lint pool, build stamps, test selection. */
export default defineConfig({
  test: {
    name: 'stack',
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
  },
});
