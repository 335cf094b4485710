import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchFiles } from '../../../bench/benches';

/**
 * Each module declares its benches in bench/modules/<module>.ts (issue 46): bench/run.ts finds them
 * there, so adding a module's bench edits no shared list. Read as text: the benches' own imports
 * (the server, Playwright) stay out of the unit tests.
 */
describe('the modules’ benches', () => {
  it('are one file per module, named by a module, declaring that module', () => {
    const files = benchFiles();
    expect(files).toEqual(expect.arrayContaining(['si.ts', 'booking.ts', 'rates.ts']));
    for (const file of files) {
      const module = file.replace(/\.ts$/, '');
      expect(existsSync(`server/modules/${module}`) || existsSync(`src/features/${module}`), `${file}: no module ${module}`).toBe(true);
      expect(readFileSync(`bench/modules/${file}`, 'utf8'), file).toMatch(new RegExp(`export const benches = moduleBenches\\(\\{\\s*module: '${module}'`));
    }
  });

  it('each write figures under a key no other bench writes', () => {
    const keys = benchFiles().flatMap((f) => [...readFileSync(`bench/modules/${f}`, 'utf8').matchAll(/key: '(\w+)'/g)].map((m) => m[1]!));
    expect(keys.length).toBeGreaterThanOrEqual(17);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
