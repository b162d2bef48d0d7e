import { defineConfig } from 'vitest/config';

/** Unit tests of the benchmarks' pure helpers (normalisation, results lines, the trend table). */
export default defineConfig({
  test: {
    name: 'bench',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['support/**/*.test.ts'],
  },
});
