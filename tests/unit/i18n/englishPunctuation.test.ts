import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary';
import { routeTable } from '../../../src/routes/table';
import { MODULES } from '../../../src/routes/modules';
import { BUTTON_TITLES } from '../../../src/contract/access';
import { SI_STATUS_TEXT } from '../../../src/domain/si/status';
import { SI_PROBLEM_CODES, renderProblem } from '../../../src/domain/si/messages';
import { sample, wordTables } from '../../support/wordTables';

/** Chinese punctuation that has no place in English text (a typographic apostrophe is English). */
const CJK_PUNCTUATION = /[，。：；（）！？、“”【】《》「」]/;

const english = (label: string, text: string) => (CJK_PUNCTUATION.test(text) ? [`${label}: ${text}`] : []);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

const LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60`;

describe('English text uses English punctuation', () => {
  it('in the dictionary, route and module titles, button names, SI statuses and SI check words', () => {
    const found = [
      ...Object.entries(dictionary).flatMap(([k, v]) => english(`dictionary.${k}`, v.en)),
      ...routeTable.flatMap((r) => english(r.path, r.title.en)),
      ...Object.entries(MODULES).flatMap(([k, v]) => english(`module ${k}`, v.en)),
      ...Object.entries(BUTTON_TITLES).flatMap(([k, v]) => english(`button ${k}`, v.en)),
      ...Object.entries(SI_STATUS_TEXT).flatMap(([k, v]) => english(`SI status ${k}`, v.en)),
      ...SI_PROBLEM_CODES.flatMap((c) => english(`SI check ${c}`, renderProblem(c, new Proxy({}, { get: () => 'X' }), 'en'))),
    ];
    expect(found).toEqual([]);
  });

  it('in the English half of every word (the words tables) and every say(lang, zh, en) in the server', () => {
    const found: string[] = [];
    let words = 0;
    for (const { name, table } of wordTables) {
      for (const [key, word] of Object.entries(table)) {
        words++;
        found.push(...english(`${name}.${key}`, sample(word).en));
      }
    }
    const pattern = new RegExp(String.raw`\bsay\(\s*\w+\s*,\s*(${LITERAL})\s*,\s*(${LITERAL})`, 'g');
    for (const file of sourceFiles('server')) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
        words++;
        // the English literal, without its ${…} parts (names and numbers people typed)
        found.push(...english(file, m[2]!.replace(/\$\{[^}]*\}/g, '')));
      }
    }
    expect(words).toBeGreaterThan(500); // the scan does see the code's bilingual text
    expect(found).toEqual([]);
  });

  it('catches what it is for', () => {
    expect(english('x', 'Saved，thank you')).toHaveLength(1);
    expect(english('x', 'Saved (draft): the employee’s list; done.')).toHaveLength(0);
  });
});
