import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Word, WordTable } from '../../../src/i18n/words';
import { defineWords, wordsIn } from '../../../src/i18n/words';
import { sample, wordFiles, wordTables, type NamedTable } from '../../support/wordTables';

/**
 * Words per module (issue 12): bilingual text is written once, in a words table, with both
 * languages; screens read it by key. These checks keep it so.
 */

/** Chinese text: ideographs, CJK punctuation, full-width forms. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Words whose Chinese is not Chinese on purpose. */
const NOT_CHINESE_ON_PURPOSE = new Set(['otherLanguage']); // the language switch names the other language in that language

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** What is wrong with one table's words: a language missing or empty, Chinese that is English. */
function problemsOf({ name, table }: Pick<NamedTable, 'name' | 'table'>): string[] {
  const problems: string[] = [];
  for (const [key, word] of Object.entries(table)) {
    let text: { zh?: unknown; en?: unknown };
    try {
      text = sample(word);
    } catch (e) {
      problems.push(`${name}.${key}: throws with sample values (${(e as Error).message})`);
      continue;
    }
    for (const lang of ['zh', 'en'] as const) {
      const t = text?.[lang];
      if (typeof t !== 'string' || !t.trim()) problems.push(`${name}.${key}: no ${lang}`);
      else if (/undefined|NaN|\[object /.test(t)) problems.push(`${name}.${key}: ${lang} reads "${t}"`);
    }
    const { zh, en } = text as { zh: string; en: string };
    if (typeof zh === 'string' && typeof en === 'string' && zh !== en && !CJK.test(zh) && !NOT_CHINESE_ON_PURPOSE.has(key))
      problems.push(`${name}.${key}: the Chinese "${zh}" is not Chinese`);
  }
  return problems;
}

/** Pairs written more than once across the tables (a key pointing at another table's word is one definition). */
function pairsDefinedTwice(tables: Pick<NamedTable, 'name' | 'table'>[]): string[] {
  const byPair = new Map<string, Map<Word, string[]>>();
  for (const { name, table } of tables) {
    for (const [key, word] of Object.entries(table)) {
      let text: ReturnType<typeof sample>;
      try {
        text = sample(word);
      } catch {
        continue; // problemsOf reports it
      }
      const pair = `${typeof word === 'function' ? 'ƒ ' : ''}${text.zh} | ${text.en}`;
      const definitions = byPair.get(pair) ?? new Map<Word, string[]>();
      byPair.set(pair, definitions);
      definitions.set(word, [...(definitions.get(word) ?? []), `${name}.${key}`]);
    }
  }
  return [...byPair].filter(([, d]) => d.size > 1).map(([pair, d]) => `${pair}: ${[...d.values()].map((keys) => keys.join(' = ')).join(', ')}`);
}

const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
/** `lang === 'zh' ? 'zh-CN' : 'en'` picks a language code, not a word. */
const LANGUAGE_CODE = /^['"\x60](zh|en)(-[a-z]+)?['"\x60]$/i;
const INLINE: { what: string; pattern: RegExp; words?: (m: RegExpMatchArray) => boolean }[] = [
  { what: 'useTr', pattern: /\buseTr\b/ },
  { what: 'tr(…)', pattern: /(?<![.\w<])tr\(/ },
  { what: '{ zh, en } pair', pattern: new RegExp(String.raw`\bzh:\s*${LITERAL}\s*,\s*en:\s*${LITERAL}`) },
  {
    what: 'lang ternary',
    pattern: new RegExp(String.raw`===\s*'(?:zh|en)'\s*\?\s*${LITERAL}\s*:\s*${LITERAL}`),
    words: (m) => !(LANGUAGE_CODE.test(m[1]!) && LANGUAGE_CODE.test(m[2]!)),
  },
];
/** Where words are read, not written: everything of src but the words tables and the shared layer the server reads (no React there). */
const READS_WORDS = (file: string) => !/(^|\/)words\.ts$|src\/i18n\/(commonWords|dictionary)\.ts$|^src\/(routes|domain|contract)\//.test(file);

/** Inline bilingual text in one file's source: `tr('中文', 'English')`, `{ zh: '…', en: '…' }`, `lang === 'zh' ? '…' : '…'`. */
function inlinePairs(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, i) =>
    INLINE.filter(({ pattern, words }) => {
      const m = line.match(pattern);
      return !!m && (!words || words(m));
    }).map(({ what }) => `${file}:${i + 1}: ${what}`),
  );
}

describe('words per module', () => {
  it('finds every words table', () => {
    const onDisk = sourceFiles('src').filter((f) => /(^|\/)words\.ts$/.test(f) && f !== join('src', 'i18n', 'words.ts'));
    expect(onDisk.length).toBeGreaterThanOrEqual(6);
    expect(wordFiles.toSorted()).toEqual([...onDisk, 'src/i18n/commonWords.ts', 'src/i18n/dictionary.ts'].toSorted());
    for (const file of wordFiles)
      expect(
        wordTables.some((t) => t.file === file),
        file,
      ).toBe(true);
  });

  it('has every word in Chinese and in English', () => {
    expect(wordTables.flatMap(problemsOf)).toEqual([]);
  });

  it('writes each pair once: a word more than one module shows is a common word', () => {
    expect(pairsDefinedTwice(wordTables)).toEqual([]);
  });

  it('has no inline pair left in the code', () => {
    const files = sourceFiles('src').filter(READS_WORDS);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => inlinePairs(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('reads a table in a language, the same object each time', () => {
    const table = defineWords({ save: { zh: '保存', en: 'Save' }, rows: (n: number) => ({ zh: `${n} 行`, en: `${n} rows` }) });
    expect(wordsIn(table, 'zh').save).toBe('保存');
    expect(wordsIn(table, 'en').rows(3)).toBe('3 rows');
    expect(wordsIn(table, 'en')).toBe(wordsIn(table, 'en'));
    expect(wordsIn(table, 'zh')).not.toBe(wordsIn(table, 'en'));
  });

  it('catches what it is for', () => {
    const bad: WordTable = {
      noEnglish: { zh: '保存', en: ' ' },
      english: { zh: 'Save', en: 'Save it' },
      lost: (n: number) => ({ zh: `${n} 行`, en: `${(n as unknown as { x: number }).x} rows` }),
    };
    expect(problemsOf({ name: 't', table: bad })).toEqual([
      't.noEnglish: no en',
      't.english: the Chinese "Save" is not Chinese',
      't.lost: en reads "undefined rows"',
    ]);
    const cancel = { zh: '取消', en: 'Cancel' };
    expect(
      pairsDefinedTwice([
        { name: 'a', table: { cancel } },
        { name: 'b', table: { cancel } },
      ]),
    ).toEqual([]);
    expect(
      pairsDefinedTwice([
        { name: 'a', table: { cancel } },
        { name: 'b', table: { no: { zh: '取消', en: 'Cancel' } } },
      ]),
    ).toEqual(['取消 | Cancel: a.cancel, b.no']);
    const rows = (n: number) => ({ zh: `${n} 行`, en: `${n} rows` });
    expect(
      pairsDefinedTwice([
        { name: 'a', table: { rows } },
        { name: 'b', table: { lines: (n: number) => ({ zh: `${n} 行`, en: `${n} rows` }) } },
      ]),
    ).toEqual(['ƒ 7 行 | 7 rows: a.rows, b.lines']);
    const code = [
      'const tr = useTr();',
      "x = tr('保存', 'Save');",
      't = { zh: \'保存\', en: "Save" };',
      "s = lang === 'zh' ? '是' : `yes`;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code the check reads, not a template
      'c = { zh: `${n} 行`, en: `${n} rows` };',
      '<tr><td>{w.save}</td></tr>',
      "html.lang = lang === 'zh' ? 'zh-CN' : 'en';",
    ].join('\n');
    expect(inlinePairs('f.tsx', code)).toEqual([
      'f.tsx:1: useTr',
      'f.tsx:2: tr(…)',
      'f.tsx:3: { zh, en } pair',
      'f.tsx:4: lang ternary',
      'f.tsx:5: { zh, en } pair',
    ]);
  });
});
