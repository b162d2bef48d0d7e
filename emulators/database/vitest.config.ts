import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15000,
    hookTimeout: 15000,
    pool: 'forks',
  },
});
