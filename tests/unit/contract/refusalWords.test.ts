import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldMessageWords, recordWords } from '../../../src/contract/words';
import { refusalCalls } from '../../support/refusalCalls';

/**
 * Every refusal the server answers exists in Chinese and English (issue 32). The refusals are
 * written where they happen (`no(code, en, zh)`, `refused(…, zh)`, `badField(reply, path, en, zh)`);
 * this reads the server's source and fails on one without its Chinese: a refusal with a `Code`, a
 * field's refusal, a record that is not there, or a check's short English for one field that the
 * central words (src/contract/words.ts: fieldMessageWords) do not say in Chinese.
 */
const CJK = /[\u3400-\u9fff]/;
const where = (c: { file: string; line: number }) => `${c.file}:${c.line}`;
const literal = (arg: string | undefined) => /^'([^'\\]|\\.)*'$/.test(arg ?? '');
const stringOf = (arg: string) => arg.slice(1, -1);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

describe('refusal words', () => {
  const calls = refusalCalls('server', ['refused', 'no', 'badField', 'refuse.badField', 'notFound', 'refuse.notFound']);

  it('reads the calls as written: every argument, strings and templates skipped whole', () => {
    const refusals = calls.filter((c) => c.helper === 'refused' || c.helper === 'no');
    expect(refusals.length).toBeGreaterThan(150);
    const codes = new Set(refusals.map((c) => c.args[c.helper === 'no' ? 0 : 2]).filter(literal));
    expect(codes.size).toBeGreaterThan(40);
    expect(codes).toContain("'STALE'");
  });

  it('has a Chinese for every refusal with a Code, or field errors the central words say', () => {
    const missing = calls
      .filter((c) =>
        c.helper === 'refused'
          ? !(c.args[4] && c.args[4] !== 'undefined') && !(c.args[3] && c.args[3] !== 'undefined')
          : c.helper === 'no' && c.args.length < 3,
      )
      .map((c) => `${where(c)} ${c.helper}(${c.args.join(', ').slice(0, 80)}): no Chinese`);
    expect(missing).toEqual([]);
  });

  it('has a Chinese for every field a call refuses', () => {
    const missing = calls
      .filter((c) => (c.helper === 'badField' ? c.args.length < 4 : c.helper === 'refuse.badField' && c.args.length < 3))
      .map((c) => `${where(c)} ${c.helper}(${c.args.join(', ').slice(0, 80)}): no Chinese`);
    expect(missing).toEqual([]);
  });

  it('names in Chinese every record a call says is not there', () => {
    const nouns = calls
      .filter((c) => c.helper === 'notFound' || c.helper === 'refuse.notFound')
      .map((c) => ({ c, what: c.args[c.helper === 'notFound' ? 1 : 0] }))
      .filter(({ what }) => literal(what));
    expect(nouns.length).toBeGreaterThan(20);
    expect(nouns.filter(({ what }) => !Object.hasOwn(recordWords, stringOf(what!))).map(({ c, what }) => `${where(c)}: ${what} is not in recordWords`)).toEqual(
      [],
    );
  });

  it('says in Chinese every short English a check writes for one field', () => {
    const messages = sourceFiles('server').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bPath: [^,{}]+,\s*Message: '((?:[^'\\]|\\.)*)'/g)].map((m) => ({ file, message: m[1]! })),
    );
    expect(messages.length).toBeGreaterThan(50);
    const missing = messages
      .filter(({ message }) => !CJK.test(message) && !Object.hasOwn(fieldMessageWords, message))
      .map(({ file, message }) => `${file}: "${message}"`);
    expect(missing).toEqual([]);
  });

  it('says in Chinese every field message built with values (a template string is never English only)', () => {
    const templates = sourceFiles('server').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bMessage: `((?:[^`\\]|\\.)*)`/g)].map((m) => ({ file, message: m[1]! })),
    );
    // the checks' words with values live in the module's words table and travel with fieldSays
    const said = sourceFiles('server').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bfieldSays\(/g)]);
    expect(said.length).toBeGreaterThan(50);
    expect(templates.filter(({ message }) => !CJK.test(message)).map(({ file, message }) => `${file}: \`${message}\``)).toEqual([]);
  });
});

describe('refusal words: 403s and field errors with values (issue 32)', () => {
  const files = sourceFiles('server').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('says every 403 in both languages: forbidden with its Chinese, never an English-only status 403', () => {
    const calls = refusalCalls('server', ['forbidden']).filter((c) => c.file !== join('server', 'http', 'replies.ts'));
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.filter((c) => c.args.length < 3).map((c) => `${where(c)} forbidden(${c.args.join(', ').slice(0, 80)}): no Chinese`)).toEqual([]);
    const english = files.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:status\(403\)\.send\([^)]*Message: '|refuse\([a-z]+, 403, '|refusedWith\(403, ')([^']*)'/g)].map((m) => `${file}: 403 "${m[1]}"`),
    );
    expect(english).toEqual([]);
  });

  /**
   * A field error's Message is a literal the central words say, a sentence already in the person's
   * language, or the English of words sent with `fieldSays`: never a bare value (`Message: fee`,
   * `Message: limit.code`, `Message: missing.join(', ')`) nor a domain check's English sentence
   * (`const shape = scacProblem(…)` then `Message: shape`). The few names below hold text already
   * said in the person's language, each looked at.
   */
  const SAID: Record<string, string> = {
    field: 'accountRoutes: the Chinese or English the request asks for',
    m: 'staff routes: fieldErrorText already in the person’s language',
    words: 'duplicates: duplicateWords in the person’s language',
    text: 'replies.badField: fieldProblemText in the person’s language',
    'r.message': 'orderApply: a risk rule’s result, both languages as the rule said it (src/domain/orderApply/risk.ts)',
    '{ zh: string; en: string': 'orderApply: the type of that result’s words, both languages',
  };
  it('never sends a bare value or a check’s English as a field error', () => {
    const found = files.flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /\bMessage: (?!['`]|(?:r\.)?lang ===|say\(|inLanguage\(|fieldErrorText\(|fieldProblemText\(|validationWords\.|string\b|\{ type)([^,}\n]+)/g,
        ),
      ]
        .map((m) => m[1]!.trim())
        .filter((expr) => !/\.Message$/.test(expr) && !Object.hasOwn(SAID, expr))
        .map((expr) => `${file}: Message: ${expr}`),
    );
    expect(found).toEqual([]);
  });

  it('catches what it is there for', () => {
    const scan = (text: string) =>
      [
        ...text.matchAll(
          /\bMessage: (?!['`]|(?:r\.)?lang ===|say\(|inLanguage\(|fieldErrorText\(|fieldProblemText\(|validationWords\.|string\b|\{ type)([^,}\n]+)/g,
        ),
      ].map((m) => m[1]!.trim());
    expect(scan("errors.push({ Path: '/Code', Message: shape });")).toEqual(['shape']);
    expect(scan("[{ Path: '/Lines', Message: limit.code }]")).toEqual(['limit.code']);
    expect(scan("[{ Path: '/RateNos', Message: missing.join(', ') }]")).toEqual(["missing.join('"]);
    expect(scan("{ Path: '/Code', Message: 'is empty' }")).toEqual([]);
  });
});
