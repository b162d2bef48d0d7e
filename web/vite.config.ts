import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { DEFAULT_REGION } from '../functions/src/shared/constants/region.js';
import { iconModules } from './vite-plugins/icon-modules.js';
import { productionRouter } from './vite-plugins/production-router.js';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};
/** The Functions emulator's functions, in the region the stack loaded them (npm run dev passes it). */
const FUNCTIONS_EMULATOR = `http://127.0.0.1:5001/demo-facet/${process.env['FACET_FUNCTIONS_REGION'] ?? DEFAULT_REGION}`;

interface DemoAccount {
  email: string;
  password: string;
}

/** The seeded demo sign-in, offered on the Login screen only in emulator builds. */
function demoAccount(mode: string): DemoAccount | null {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  if (env['VITE_USE_EMULATORS'] !== 'true') return null;
  const users = JSON.parse(
    readFileSync(new URL('../emulators/seed/demo-users.json', import.meta.url), 'utf8'),
  ) as DemoAccount[];
  const first = users[0];
  return first ? { email: first.email, password: first.password } : null;
}

export default defineConfig(({ mode }) => ({
  plugins: [iconModules(), productionRouter(), react()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __DEMO_ACCOUNT__: JSON.stringify(demoAccount(mode)),
  },
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@shared/': fileURLToPath(new URL('../functions/src/shared/', import.meta.url)),
    },
    // Shared schemas live under functions/: without dedupe a second zod copy would be bundled.
    dedupe: ['zod', 'react', 'react-dom'],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Same-origin calls as on Hosting, whose rewrites send /users/**, /registry/**, /series/**, /shares/**, /wizard/**, /imports/** and the callables (/recomputeBuilding) to functions.
    proxy: {
      '/users': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      '/registry': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      '/series': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      '/shares': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      '/wizard': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      '/imports': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
      // Callables are reached the same way (`functionsClient.callable`).
      '/recomputeBuilding': { target: FUNCTIONS_EMULATOR, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // One jsdom and one load of MUI per worker instead of per file; the setup file resets the
    // app's modules and the window between files (see there).
    isolate: false,
    // 20 s before a test counts as hung, as every unit project: why in the root vitest.config.ts.
    testTimeout: 20_000,
  },
  build: {
    // Emulator builds keep the assets of earlier builds: a page loaded before a rebuild still
    // finds its lazy chunks, and firebase-tools' Hosting emulator exits (taking Auth and
    // Functions with it) when a file it is serving disappears. Release builds start clean.
    emptyOutDir: mode !== 'emulator',
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
}));
