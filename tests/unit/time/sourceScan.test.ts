import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Times a person reads or types go through the one time helper (src/domain/refdata/localTimes.ts,
 * issue 45 item 9), never the browser's or UTC's clock: the manifest editor showed 04:00 for a 12:00
 * Shanghai loading, three screens defaulted to UTC's day (yesterday in Shanghai before 08:00), the
 * invoice log showed 07:56 for 15:56. This scan fails on the ways those were written.
 */
const ROOT = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** What each pattern gets wrong. */
const FORBIDDEN: [RegExp, string][] = [
  [/toISOString\(\)\.slice\(0, 1[0-9]\)/, "UTC's day or clock as a person's (use dayIn / localDateTime)"],
  [/\.slice\(0, 1[69]\)\.replace\('T', ' '\)/, 'an instant cut to its UTC digits (use placeTime)'],
  [/getTimezoneOffset\(/, "the browser's zone (use the place's: localDateTime / parseLocalDateTime)"],
  [/8 \* 3_?600_?000/, "Shanghai's offset by hand (use dayIn / localDateTime with OFFICE_ZONE)"],
  [/new Date\(e\.(current)?[tT]arget\.value\)/, "a typed time read on the browser's clock (use parseLocalDateTime)"],
];

/** Calendar arithmetic on a day at UTC midnight (no clock involved): the day itself is what goes in and out. */
const CALENDAR_ONLY = new Set(['src/domain/calendarDay.ts', 'src/domain/refdata/exchangeRates.ts', 'src/domain/refdata/sailings.ts']);

describe('times a person reads or types, in the source', () => {
  it('never use UTC’s or the browser’s clock for them', () => {
    const found: string[] = [];
    for (const dir of ['src/features', 'src/ui', 'src/lib', 'src/shell', 'src/session', 'src/app', 'src/domain']) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        const name = relative(ROOT, file);
        if (CALENDAR_ONLY.has(name) || name.startsWith('src/domain/refdata/seed')) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const [re, why] of FORBIDDEN) if (re.test(line)) found.push(`${name}:${i + 1} ${why}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('never cut an instant to its UTC digits nor add Shanghai’s offset by hand on the server (demo seeds aside)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'server'))) {
      const name = relative(ROOT, file);
      if (/[sS]eed\.ts$/.test(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [re, why] of FORBIDDEN.slice(1)) if (re.test(line)) found.push(`${name}:${i + 1} ${why}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('type a time in a datetime-local input only through the helper (the place’s clock)', () => {
    const found = ['src/features', 'src/ui']
      .flatMap((d) => sourceFiles(join(ROOT, d)))
      .filter((f) => readFileSync(f, 'utf8').includes('type="datetime-local"'))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        // the input's value in and out of the helper: here, or in the model the screen imports
        return !/domain\/refdata\/localTimes'|from '(\.\.?\/)+editorModel'|from '\.\/declareRows'/.test(text);
      })
      .map((f) => relative(ROOT, f));
    expect(found).toEqual([]);
  });
});
