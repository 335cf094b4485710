import { fieldSays, type FieldError } from '../../src/contract/envelope';
import { recordWords } from '../../src/contract/words';
import { type Outcome, refused } from '../http/outcome';

/**
 * The one way a service says no (server/http/outcome.ts sends it): a business refusal is a 400 with
 * the `Code` the browser acts on — never a 409 — and its words in both languages; the field errors
 * when the refusal is about fields. Every module refuses with this, so the answer's shape is one.
 * (`code` undefined: a refusal the browser only shows, as SI's older ones are answered.)
 */
export const no = <T>(code: string | undefined, en: string, zh: string, errors?: FieldError[]): Outcome<T> => refused<T>(400, en, code, errors, zh);

/** Nothing there, or another company's (the same answer: server/http/replies.ts): a 404 in both languages. */
export const missing = <T>(en: string, zh: string, code?: string): Outcome<T> => refused<T>(404, en, code, undefined, zh);

/**
 * No such record, named as English names it ('booking'); its Chinese is in recordWords (a test keeps
 * every one there), English where none was written. What `notFound` (server/http/replies.ts) answers.
 */
export function noSuch<T>(what: string): Outcome<T> {
  const en = `No such ${what}.`;
  const words = (recordWords as Record<string, { zh: string; en: string }>)[what];
  return missing<T>(en, words ? `没有这个${words.zh}。` : en);
}

/**
 * Bad input in one field: 400 with the field's path, and a sentence in the person's language that
 * names the field as the form names it (issue 32), as the message too. `en` follows the field's name
 * ("is already the name of another role here"); `zh` is said after the field's label and a colon.
 */
export const badInput = <T>(path: string, en: string, zh: string): Outcome<T> => ({
  ok: false,
  status: 400,
  message: en,
  zh,
  errors: [fieldSays(path, { en, zh })],
  asField: true,
});

/** The same refusal, its field errors said as written in the person's language (not after the field's label). */
export const asWritten = <T>(outcome: Outcome<T>): Outcome<T> => (outcome.ok ? outcome : { ...outcome, asWritten: true });

/** A moment's clash that the same request overcomes when sent again: 503, nothing was written. */
export const unavailable = <T>(en: string, zh: string): Outcome<T> => refused<T>(503, en, undefined, undefined, zh);
