import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDist, withTestApp } from '../../support/build';

/**
 * The build's own metadata (Vite's manifest and any other dotfile or folder, source maps) tells an
 * attacker every chunk and module path of the app: it stays on disk for tools (bench/firstPage.ts
 * reads dist/.vite/manifest.json from disk) and is never served.
 */
const dist = fixtureDist();
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true, src: 'src/main.tsx' } }));
writeFileSync(join(dist, '.vite', 'ssr-manifest.json'), '{"src/secret.ts":[]}');
writeFileSync(join(dist, '.env'), 'SECRET=1');
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
const t = withTestApp({ staticDir: dist });

describe('build metadata is not served', () => {
  for (const path of [
    '/.vite/manifest.json',
    '/.vite/ssr-manifest.json',
    '/.vite/',
    '/.vite',
    '/.env',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/index-abc123.js.map',
    '/.vite/manifest.json?x=1',
  ]) {
    it(`GET ${path} answers 404 without the file`, async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url: path });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.body).not.toMatch(/isEntry|src\/main|secret|SECRET|"sources"/);
      }
    });
  }

  it('the app and its assets are still served, and deep links still get index.html', async () => {
    expect((await t.app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await t.app.inject('/')).body).toContain('fixture');
    expect((await t.app.inject('/some/deep/link')).body).toContain('fixture');
  });
});
