import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { blueprintIconNames } from './scripts/vite/blueprintIconNames.ts';
import { entryChunkGroups } from './scripts/vite/entryChunks.ts';
import { palettePinyin } from './scripts/vite/palettePinyin.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { TEST_PASSWORD_HASH_COST } from './tests/support/passwordHashCost.ts';

const serverPort = Number(process.env.PORT ?? 8080);

// The API test files share their worker's imports (isolate: false below): a file that replaced a module
// (`vi.mock`) would get the real one a file before it loaded, and its test would pass or fail by the order.
const API_TESTS = 'tests/api';
const replacing = readdirSync(API_TESTS, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && /\bvi\.(doM|m)ock\(/.test(readFileSync(join(API_TESTS, f), 'utf8')),
);
if (replacing.length)
  throw new Error(`API test files share their worker's imports: replace a function with vi.spyOn, not a module with vi.mock (${replacing.join(', ')})`);

export default defineConfig({
  plugins: [react(), blueprintIconNames(), palettePinyin(), precompress()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/firstPage.ts reads it to weigh the JavaScript the first page needs.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // the brotli copies at the best quality (scripts/vite/precompress.ts) take most of a build's
    // time, knowingly: every visitor gets the smaller files. Not a warning on every build.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // Two pages (docs/public-entry.md): the staff shell (index.html) and the public sites' own
      // light entry (public.html); the server picks one by the path (server/http/static.ts).
      input: { index: 'index.html', public: 'public.html' },
      // first-page code in few chunks; entriesAware: the code both entries load is one chunk, each
      // entry's own another, so the public first page never carries the staff shell's
      output: { codeSplitting: { groups: entryChunkGroups(import.meta.dirname, 'src/main.tsx', 'src/public/main.tsx', 'src/public/StaffPalette.tsx') } },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the browser app hot-reloads here; calls and the live connection go to the Fastify server.
    proxy: {
      '/api/client/ws': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      '/api': { target: `http://127.0.0.1:${serverPort}` },
    },
  },
  test: {
    // Two cores here, and PGlite instances are heavy: keep the pool small.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // node: setting up a DOM took 90 % of the unit tests' time. A file that renders or reads the
        // browser's globals says so on its first line: `// @vitest-environment happy-dom`.
        // isolate: false — a worker keeps what it imported from one file to the next (most of the
        // rest of the time); every file restores the globals it stubs (vi.unstubAllGlobals).
        test: { name: 'unit', environment: 'node', isolate: false, include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/**/*.alone.test.ts'],
          // isolate: false — a worker keeps what it imported (the server's modules, the snapshot's bytes)
          // from one file to the next: importing the same server again was a third of the files' CPU.
          // Each file still builds its own app on its own database (support/build.ts).
          isolate: false,
          setupFiles: ['tests/api/support/restoreEnv.ts'],
          globalSetup: ['tests/api/support/snapshot.ts'],
          // every round with a setting (server/jobs/types.ts roundSetting) is driven by the tests themselves (a controllable clock);
          // passwords hashed at the suites' cost (tests/support/passwordHashCost.ts), also by the servers the tests start
          env: { ROUNDS_EVERY_MS: '0', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Tests that measure time (health p99 during an import): run by themselves, after the others
        // (scripts/test.mjs), so other test files do not share the two cores while they measure.
        test: {
          name: 'alone',
          environment: 'node',
          include: ['tests/api/**/*.alone.test.ts'],
          fileParallelism: false,
          globalSetup: ['tests/api/support/snapshot.ts'],
          env: { ROUNDS_EVERY_MS: '0', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
