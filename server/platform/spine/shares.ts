import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isAccessCode, isShareScope, SHARE_RULES, type ShareScope } from '../../../src/domain/spine/shares';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { fieldSays } from '../../../src/contract/envelope';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { missing, no } from '../refusal';
import { inTransaction } from '../transaction';
import { type DocActor, recordDocEvent } from './docEvents';
import {
  endLiveShares,
  insertShare,
  markCodeMissed,
  markOpened,
  markRevoked,
  shareByTokenHashForUpdate,
  shareOfCompany,
  sharesOfDoc,
  type ShareRow,
} from './shareRepository';

/**
 * Share links to one document for people without an account (operations.md §1 `shares`, rule
 * `mft.share`): a 128-bit token of which only the SHA-256 is kept, an end within 30 days, revocable,
 * an optional six-digit access code that locks the link for 15 minutes after five wrong tries.
 * Every opening and every wrong code is in the document's history (doc_events) with the visitor's
 * salted address key, never the address. A module's public pages (manifest parties, VGM) open the
 * link here and act within its scope.
 */

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
/** The code is hashed with the token, which is itself never stored: a copy of the table alone cannot try the million codes. */
const codeHash = (token: string, code: string) => hash(`${token}:${code}`);

/** What a share dialog is told when its settings cannot make a link: the refusal and its field say the same. */
const shareWords = {
  days: { en: `A link lasts 1 to ${SHARE_RULES.maxDays} days.`, zh: `链接有效期须为 1 至 ${SHARE_RULES.maxDays} 天。` },
  scope: { en: 'Choose what the link lets its visitor do.', zh: '请选择链接允许对方做什么。' },
  code: { en: 'An access code is six digits.', zh: '访问码须为 6 位数字。' },
};
const refuse = <T>(code: string, path: string, words: Bilingual): Outcome<T> => no(code, words.en, words.zh, [fieldSays(path, words)]);

export interface NewShare {
  docType: string;
  docId: string | number;
  companyId: number;
  scope: readonly string[];
  /** 1–30; 7 when not said. */
  days?: number;
  accessCode?: string;
  createdBy: number;
}

export interface MadeShare {
  Id: number;
  /** The secret of the link: shown once, to whoever made it. */
  Token: string;
  ExpiresAt: string;
}

/** Makes a link, in the caller's transaction (the document's module records why it was shared). */
export async function createShare(tx: Queryable, s: NewShare, now = new Date()): Promise<Outcome<MadeShare>> {
  const days = s.days ?? SHARE_RULES.defaultDays;
  if (!Number.isInteger(days) || days < 1 || days > SHARE_RULES.maxDays) return refuse('SHARE_DAYS', '/Days', shareWords.days);
  const scope = [...new Set(s.scope)];
  if (scope.length === 0 || !scope.every(isShareScope)) return refuse('SHARE_SCOPE', '/Scope', shareWords.scope);
  if (s.accessCode !== undefined && s.accessCode !== '' && !isAccessCode(s.accessCode)) return refuse('SHARE_CODE', '/AccessCode', shareWords.code);
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  const id = await insertShare(tx, {
    tokenHash: hash(token),
    docType: s.docType,
    docId: String(s.docId),
    companyId: s.companyId,
    scope: scope as ShareScope[],
    accessCodeHash: s.accessCode ? codeHash(token, s.accessCode) : null,
    expiresAt,
    createdBy: s.createdBy,
  });
  await recordDocEvent(tx, {
    docType: s.docType,
    docId: s.docId,
    actor: { kind: 'employee', id: s.createdBy },
    type: 'v1.ShareCreated',
    detail: { share: id, scope, expiresAt: expiresAt.toISOString(), withCode: !!s.accessCode },
  });
  return { ok: true, value: { Id: id, Token: token, ExpiresAt: expiresAt.toISOString() } };
}

/** What an opened link lets its visitor reach. */
export interface OpenShare {
  id: number;
  docType: string;
  docId: string;
  companyId: number;
  scope: ShareScope[];
  expiresAt: string;
}

/**
 * Opening a link: the share, or why not. An unknown, ended or revoked link are one answer (`absent`,
 * a 404 that never says which); `codeNeeded` and `codeWrong` ask for the code (with the tries left);
 * `locked` is a 429 until `lockedUntil`.
 */
export type ShareOpening =
  | { ok: true; share: OpenShare }
  | { ok: false; why: 'absent' }
  | { ok: false; why: 'codeNeeded' }
  | { ok: false; why: 'codeWrong'; triesLeft: number }
  | { ok: false; why: 'locked'; lockedUntil: string };

/** `visitor`: the visitor's salted address key (never the address itself). */
export async function openShare(db: Db, o: { token: string; accessCode?: string; visitor: string }, now = new Date()): Promise<ShareOpening> {
  // anything that is not one of our tokens is absent without a query
  if (!/^[A-Za-z0-9_-]{22}$/.test(o.token)) return { ok: false, why: 'absent' };
  return db.transaction(async (tx): Promise<ShareOpening> => {
    const s = await shareByTokenHashForUpdate(tx, hash(o.token));
    if (!s || s.revokedAt || new Date(s.expiresAt) <= now) return { ok: false, why: 'absent' };
    const event = (type: string, detail: Record<string, unknown> = {}) =>
      recordDocEvent(tx, { docType: s.docType, docId: s.docId, actor: { kind: 'share', id: s.id }, type, detail: { visitor: o.visitor, ...detail } });
    if (s.lockedUntil && new Date(s.lockedUntil) > now) return { ok: false, why: 'locked', lockedUntil: s.lockedUntil };
    if (s.accessCodeHash) {
      if (!o.accessCode) return { ok: false, why: 'codeNeeded' };
      const given = Buffer.from(codeHash(o.token, o.accessCode));
      if (!timingSafeEqual(given, Buffer.from(s.accessCodeHash))) {
        const after = await markCodeMissed(tx, s.id, SHARE_RULES.codeMisses, new Date(now.getTime() + SHARE_RULES.lockMinutes * 60_000));
        await event('v1.ShareCodeRefused', after.lockedUntil && new Date(after.lockedUntil) > now ? { locked: after.lockedUntil } : {});
        if (after.lockedUntil && new Date(after.lockedUntil) > now) return { ok: false, why: 'locked', lockedUntil: after.lockedUntil };
        return { ok: false, why: 'codeWrong', triesLeft: SHARE_RULES.codeMisses - after.failedCodes };
      }
    }
    await markOpened(tx, s.id);
    await event('v1.ShareOpened');
    return { ok: true, share: { id: s.id, docType: s.docType, docId: s.docId, companyId: s.companyId, scope: s.scope, expiresAt: s.expiresAt } };
  });
}

/** A share reader's answer: an outcome, or a locked link (its route answers 429 until `locked`: shareAnswer in server/http/shareRoute.ts). */
export type ShareAnswer<T> = Outcome<T> | { ok: false; locked: string };

/** An unknown, ended or revoked link, or one to another document: one answer, never saying which. */
export const absentShare = <T>(): Outcome<T> => ({ ok: false, status: 404, message: 'No such share link, or it has ended.', zh: '分享链接不存在或已失效。' });

/** A link opened for one kind of document: its share, a locked link, or the refusal in words. */
export type ShareOpened = { ok: true; share: OpenShare } | { ok: false; locked: string } | { ok: false; refusal: Outcome<never> };

/**
 * Opens a link the holder of a `docType` page brought (the manifest's and the VGM's share pages),
 * asking for the access code in words and counting the tries. A link to another kind of document, or
 * without the `needs` scope, is absent like an unknown one.
 */
export async function openShareOf(
  db: Db,
  docType: string,
  o: { token: string; accessCode?: string; visitor: string; needs?: ShareScope },
): Promise<ShareOpened> {
  const opened = await openShare(db, { token: o.token, accessCode: o.accessCode || undefined, visitor: o.visitor });
  if (opened.ok) {
    if (opened.share.docType !== docType || (o.needs && !opened.share.scope.includes(o.needs))) return { ok: false, refusal: absentShare() };
    return opened;
  }
  if (opened.why === 'locked') return { ok: false, locked: opened.lockedUntil };
  if (opened.why === 'codeNeeded') return { ok: false, refusal: no('SHARE_CODE_NEEDED', 'This link asks for its access code.', '此链接需要输入访问码。') };
  if (opened.why === 'codeWrong')
    return {
      ok: false,
      refusal: no(
        'SHARE_CODE_WRONG',
        `The access code is wrong: ${opened.triesLeft} tries left before the link locks.`,
        `访问码不正确：再错 ${opened.triesLeft} 次链接将被锁定。`,
      ),
    };
  return { ok: false, refusal: absentShare() };
}

/** What a share reader answers when the link did not open: the lock as it is, else the refusal. */
export const notOpened = (o: Exclude<ShareOpened, { ok: true }>): ShareAnswer<never> => ('locked' in o ? o : o.refusal);

/** Ends a link of the employee's company at once; revoking one already revoked changes nothing. */
export async function revokeShare(
  db: Db,
  o: { id: number; companyId: number; by: number },
  /** The owning module's own record of it, in the same transaction, when the link is revoked now (not when it already was). */
  alsoRecord?: (tx: Queryable) => Promise<void>,
): Promise<Outcome<{ Id: number }>> {
  return inTransaction(db, async (tx) => {
    const s = await shareOfCompany(tx, o.id, o.companyId);
    if (!s) return missing('No such share link.', '没有这个分享链接。');
    if (!s.revokedAt) {
      await markRevoked(tx, s.id, o.by);
      await recordDocEvent(tx, { docType: s.docType, docId: s.docId, actor: { kind: 'employee', id: o.by }, type: 'v1.ShareRevoked', detail: { share: s.id } });
      await alsoRecord?.(tx);
    }
    return { ok: true, value: { Id: s.id } };
  });
}

/**
 * Ends, in the caller's transaction, a document's live links of one scope: when what they were made
 * for is done (the shipper answered the B/L draft) or a person takes them back. Each ended link is
 * in the document's history with why. Answers how many were live.
 */
export async function endDocShares(
  tx: Queryable,
  e: { docType: string; docId: string | number; scope: ShareScope; actor: DocActor; why: 'ANSWERED' | 'REVOKED' },
): Promise<number> {
  const ended = await endLiveShares(tx, e.docType, String(e.docId), e.scope, e.actor.kind === 'employee' ? e.actor.id : null);
  for (const id of ended)
    await recordDocEvent(tx, { docType: e.docType, docId: e.docId, actor: e.actor, type: 'v1.ShareRevoked', detail: { share: id, why: e.why } });
  return ended.length;
}

/** A document's links as its share dialog lists them: never the token nor the code. */
export interface ShareListing {
  Id: number;
  Scope: ShareScope[];
  WithCode: boolean;
  ExpiresAt: string;
  RevokedAt: string | null;
  CreatedBy: string;
  CreatedAt: string;
  Uses: number;
  LockedUntil: string | null;
}

export async function sharesOf(q: Queryable, docType: string, docId: string | number, companyId: number): Promise<ShareListing[]> {
  const listing = (s: ShareRow): ShareListing => ({
    Id: s.id,
    Scope: s.scope,
    WithCode: !!s.accessCodeHash,
    ExpiresAt: s.expiresAt,
    RevokedAt: s.revokedAt,
    CreatedBy: s.createdByName,
    CreatedAt: s.createdAt,
    Uses: s.uses,
    LockedUntil: s.lockedUntil,
  });
  return (await sharesOfDoc(q, docType, String(docId), companyId)).map(listing);
}
