import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is what a newcomer reads in five minutes (issue 46): it stays short, and everything
 * else lives in docs/ — one file per module, so adding a module touches no shared document.
 */
const README_MAX_LINES = 200;

/** The relative links of a Markdown file (`[text](path)` or `[text](path#anchor)`), not web addresses. */
function localLinks(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!.split('#')[0]!;
    if (target && !/^[a-z]+:/i.test(target)) out.push(target);
  }
  return out;
}

/** The links of a file that lead nowhere, as written in it. */
function broken(file: string): string[] {
  return localLinks(readFileSync(file, 'utf8')).filter((to) => !existsSync(normalize(join(dirname(file), to))));
}

const markdownIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(dir, f));

describe('the README and docs/', () => {
  const readme = readFileSync('README.md', 'utf8');

  it(`keeps the README to ${README_MAX_LINES} lines: the rest belongs in docs/`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links only to files that exist, from the README and from every file of docs/', () => {
    expect(broken('README.md'), 'README.md').toEqual([]);
    for (const file of [...markdownIn('docs'), ...markdownIn('docs/modules')]) expect(broken(file), file).toEqual([]);
  });

  it('has a docs/modules/<module>.md for every server module (found there, listed nowhere)', () => {
    const modules = readdirSync('server/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join('server/modules', d.name, 'index.ts')))
      .map((d) => d.name);
    expect(modules.length).toBeGreaterThan(0);
    const undocumented = modules.filter((m) => !existsSync(`docs/modules/${m}.md`));
    expect(undocumented, 'write docs/modules/<module>.md: its screens, calls, rules, channels and figures').toEqual([]);
  });

  it('finds a broken link', () => {
    expect(localLinks('see [x](docs/nowhere.md#a), [y](https://example.com) and [z](#here)')).toEqual(['docs/nowhere.md']);
  });
});
