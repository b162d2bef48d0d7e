import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'seed',
    environment: 'node',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
