import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_RULES } from '../../../../src/domain/spine/shares';
import type { Db } from '../../../../server/db/types';
import { docHistory } from '../../../../server/platform/spine/docEvents';
import { createShare, openShare, revokeShare, sharesOf } from '../../../../server/platform/spine/shares';
import { seededDb } from '../../support/build';

/**
 * Share links (operations.md §1, rule mft.share): the token is never stored, an ended, revoked or
 * unknown link is one answer, the access code locks the link after five misses for 15 minutes, and
 * every opening and miss is in the document's history with the visitor's key.
 */
let db: Db;
let staff: { id: number; company: number; name: string };
let other: { company: number };
const DOC = { docType: 'manifest', docId: 'MFT-TEST-1' };
const T0 = new Date('2026-11-27T08:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeAll(async () => {
  db = await seededDb();
  const [e] = await db.query<{ id: string; company_id: string; name: string }>(
    `select e.id, e.company_id, e.name from employees e join companies c on c.id = e.company_id where c.kind = 'platform' order by e.id limit 1`,
  );
  staff = { id: Number(e!.id), company: Number(e!.company_id), name: e!.name };
  const [c] = await db.query<{ id: string }>(`select id from companies where id <> $1 order by id limit 1`, [staff.company]);
  other = { company: Number(c!.id) };
});
afterAll(() => db.close());

const make = async (more: { days?: number; accessCode?: string; scope?: string[] } = {}, now = T0) => {
  const made = await db.transaction((tx) =>
    createShare(tx, { ...DOC, companyId: staff.company, scope: more.scope ?? ['VIEW', 'EDIT_PARTIES'], createdBy: staff.id, ...more }, now),
  );
  if (!made.ok) throw new Error(made.message);
  return made.value;
};
const count = async () => Number((await db.query<{ n: string }>('select count(*) as n from shares'))[0]!.n);

describe('share links', () => {
  it('a link lives 7 days unless said; only its hash is kept; opening it counts and is logged with the visitor key', async () => {
    const s = await make();
    expect(s.Token).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits
    expect(new Date(s.ExpiresAt).getTime() - T0.getTime()).toBe(SHARE_RULES.defaultDays * 86_400_000);
    const [row] = await db.query<Record<string, unknown>>('select * from shares where id = $1', [s.Id]);
    expect(JSON.stringify(row)).not.toContain(s.Token);

    const opened = await openShare(db, { token: s.Token, visitor: 'v-key-1' }, minutes(1));
    expect(opened).toEqual({ ok: true, share: { id: s.Id, ...DOC, companyId: staff.company, scope: ['VIEW', 'EDIT_PARTIES'], expiresAt: s.ExpiresAt } });
    const history = await docHistory(db, DOC.docType, DOC.docId);
    expect(history[0]).toMatchObject({ type: 'v1.ShareOpened', actorKind: 'share', actorId: String(s.Id), detail: { visitor: 'v-key-1' } });
    expect(history[1]).toMatchObject({ type: 'v1.ShareCreated', actorKind: 'employee', actorName: staff.name, detail: { share: s.Id, withCode: false } });
    expect((await sharesOf(db, DOC.docType, DOC.docId, staff.company)).find((l) => l.Id === s.Id)).toMatchObject({ Uses: 1, WithCode: false, RevokedAt: null });
  });

  it('an unknown, malformed, ended or revoked link is the same answer', async () => {
    const s = await make({ days: 1 });
    expect(await openShare(db, { token: 'x'.repeat(22), visitor: 'v' }, minutes(1))).toEqual({ ok: false, why: 'absent' });
    expect(await openShare(db, { token: "' or 1=1 --", visitor: 'v' }, minutes(1))).toEqual({ ok: false, why: 'absent' });
    expect(await openShare(db, { token: s.Token, visitor: 'v' }, minutes(24 * 60 + 1))).toEqual({ ok: false, why: 'absent' });
    expect((await openShare(db, { token: s.Token, visitor: 'v' }, minutes(24 * 60 - 1))).ok).toBe(true);

    const r = await make();
    expect(await revokeShare(db, { id: r.Id, companyId: other.company, by: staff.id })).toMatchObject({ ok: false, status: 404 });
    expect((await openShare(db, { token: r.Token, visitor: 'v' }, minutes(1))).ok).toBe(true);
    expect(await revokeShare(db, { id: r.Id, companyId: staff.company, by: staff.id })).toEqual({ ok: true, value: { Id: r.Id } });
    expect(await openShare(db, { token: r.Token, visitor: 'v' }, minutes(2))).toEqual({ ok: false, why: 'absent' });
    // a second revocation changes nothing and logs nothing
    const before = (await docHistory(db, DOC.docType, DOC.docId)).length;
    expect((await revokeShare(db, { id: r.Id, companyId: staff.company, by: staff.id })).ok).toBe(true);
    expect((await docHistory(db, DOC.docType, DOC.docId)).length).toBe(before);
  });

  it('five wrong access codes lock the link for 15 minutes, the right code included; then it opens', async () => {
    const s = await make({ accessCode: '204816' });
    expect(await openShare(db, { token: s.Token, visitor: 'v' }, minutes(1))).toEqual({ ok: false, why: 'codeNeeded' });
    for (let miss = 1; miss < SHARE_RULES.codeMisses; miss++)
      expect(await openShare(db, { token: s.Token, accessCode: '000000', visitor: 'v' }, minutes(1))).toEqual({
        ok: false,
        why: 'codeWrong',
        triesLeft: SHARE_RULES.codeMisses - miss,
      });
    const locked = await openShare(db, { token: s.Token, accessCode: '111111', visitor: 'v' }, minutes(2));
    expect(locked).toEqual({ ok: false, why: 'locked', lockedUntil: minutes(2 + SHARE_RULES.lockMinutes).toISOString() });
    expect(await openShare(db, { token: s.Token, accessCode: '204816', visitor: 'v' }, minutes(3))).toMatchObject({ why: 'locked' });
    expect((await openShare(db, { token: s.Token, accessCode: '204816', visitor: 'v' }, minutes(2 + SHARE_RULES.lockMinutes + 1))).ok).toBe(true);
    // the count starts again after the lock and after an opening
    expect(await openShare(db, { token: s.Token, accessCode: '999999', visitor: 'v' }, minutes(30))).toMatchObject({ triesLeft: SHARE_RULES.codeMisses - 1 });
    const refused = (await docHistory(db, DOC.docType, DOC.docId)).filter((e) => e.type === 'v1.ShareCodeRefused' && e.actorId === String(s.Id));
    expect(refused).toHaveLength(SHARE_RULES.codeMisses + 1);
    expect(refused.filter((e) => e.detail.locked)).toHaveLength(1);
  });

  it('bad settings are refused in both languages and make no link', async () => {
    const before = await count();
    for (const [more, code] of [
      [{ days: 0 }, 'SHARE_DAYS'],
      [{ days: SHARE_RULES.maxDays + 1 }, 'SHARE_DAYS'],
      [{ days: 2.5 }, 'SHARE_DAYS'],
      [{ scope: [] }, 'SHARE_SCOPE'],
      [{ scope: ['VIEW', 'DELETE'] }, 'SHARE_SCOPE'],
      [{ accessCode: '12345' }, 'SHARE_CODE'],
      [{ accessCode: '12345a' }, 'SHARE_CODE'],
    ] as const) {
      const r = await db.transaction((tx) => createShare(tx, { ...DOC, companyId: staff.company, scope: ['VIEW'], createdBy: staff.id, ...more }, T0));
      expect(r, JSON.stringify(more)).toMatchObject({ ok: false, status: 400, code });
      if (!r.ok) expect(r.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await count()).toBe(before);
    expect((await make({ days: SHARE_RULES.maxDays })).ExpiresAt).toBe(new Date(T0.getTime() + SHARE_RULES.maxDays * 86_400_000).toISOString());
  });
});
