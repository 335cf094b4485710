import type { FieldError } from '../../src/contract/envelope';
import { type Outcome, refused } from '../http/outcome';

/**
 * The one way a service says no (server/http/outcome.ts sends it): a business refusal is a 400 with
 * the `Code` the browser acts on — never a 409 — and its words in both languages; the field errors
 * when the refusal is about fields. Every module refuses with this, so the answer's shape is one.
 */
export const no = <T>(code: string, en: string, zh: string, errors?: FieldError[]): Outcome<T> => refused<T>(400, en, code, errors, zh);

/** Nothing there, or another company's (the same answer: server/http/replies.ts): a 404 in both languages. */
export const missing = <T>(en: string, zh: string, code?: string): Outcome<T> => refused<T>(404, en, code, undefined, zh);
