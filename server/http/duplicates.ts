import type { FastifyReply } from 'fastify';
import { fieldSays } from '../../src/contract/envelope';
import { asWritten, no } from '../platform/refusal';
import { type Outcome, sendOutcome } from './outcome';

/**
 * A unique key people fill in (a template's name, a role's name, a login name): the field of the
 * form that holds it and its name in both languages. A save that finds the value taken, whether by
 * its own check or by the unique index when another save took it a moment before (PostgreSQL
 * 23505), answers the same: 400, its Code, the field named as the form names it.
 */
export interface UniqueKey {
  /** The index or constraint that guards it (what a 23505 names). */
  constraint: string;
  /** The body field the value came in, as the form's errors are placed (`/Name`). */
  path: string;
  en: string;
  zh: string;
  /** DUPLICATE_NAME unless said. */
  code?: string;
}

/** The Code of a value another row holds where no key was declared (still 400, never a 500). */
export const DUPLICATE = 'DUPLICATE';
export const DUPLICATE_NAME = 'DUPLICATE_NAME';

const declared = new Map<string, UniqueKey>();

/** Declares a key (each module, beside the save that writes it); the handle is what its own check answers with. */
export function uniqueKey(key: UniqueKey): UniqueKey {
  declared.set(key.constraint, key);
  return key;
}

/** A unique index refused the write (SQLSTATE 23505, from PGlite and node-postgres alike). */
export const isUniqueViolation = (e: unknown): e is { code: '23505'; constraint?: string } =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/** The declared key a 23505 names, if any. */
export const violatedKey = (e: { constraint?: string }): UniqueKey | undefined => (e.constraint ? declared.get(e.constraint) : undefined);

/** What a person reads: the field by the form's name, in their language. */
export function duplicateWords(key: UniqueKey | undefined): { en: string; zh: string } {
  if (!key) return { en: 'This record is the same as one that exists already.', zh: '与已有的记录重复。' };
  return { en: `This ${key.en} is already taken: choose another.`, zh: `该${key.zh}已被使用，请换一个。` };
}

/**
 * 400 with the key's Code and the error beside its field, said as written (not after the field's
 * label); a key no one declared answers DUPLICATE.
 */
export function duplicated<T>(key: UniqueKey | undefined): Outcome<T> {
  const words = duplicateWords(key);
  return asWritten(no<T>(key ? (key.code ?? DUPLICATE_NAME) : DUPLICATE, words.en, words.zh, key ? [fieldSays(key.path, words)] : undefined));
}

export const replyDuplicate = (reply: FastifyReply, key: UniqueKey | undefined): FastifyReply => sendOutcome(reply, duplicated(key));
