import { afterAll } from 'vitest';

// The API test files share their worker (isolate: false, vite.config.ts), and a file may set
// process.env before it builds its app (JOBS_POLL_MS=0, a job threshold of 5 rows): what it set ends
// with the file, so the next file in the worker starts from the run's own settings. (Setup files run
// again before every test file, so `before` is taken per file.)
const before = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
