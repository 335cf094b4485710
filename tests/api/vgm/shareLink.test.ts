import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { CUSTOMER, declaration, isoNumber, method1, newBooking, OTHER, STAFF, vgmApp } from './vgmApp';

/**
 * The VGM share link (operations.md §6.3, `/external/mainifest/VGMEdit`): it opens only its own
 * booking's VGM, declares with the same checks (logged as the link's visitor, actor kind `share`),
 * stops when revoked or expired (404, never saying which), and locks after wrong access codes (429).
 */
const { t, post, list } = vgmApp();
let serial = 900;
const box = () => isoNumber('SHRU', ++serial);
let address = 0;
const open = (token: string, code?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.vgmShareRead}?t=${token}${code ? `&AccessCode=${code}` : ''}`,
    remoteAddress: `10.90.0.${++address % 250}`,
  });
const declareShared = (token: string, body: object, code?: string, key = `share-${process.pid}-${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.vgmShareDeclare,
    payload: { t: token, ...(code ? { AccessCode: code } : {}), ...body },
    headers: { 'idempotency-key': key },
    remoteAddress: `10.90.1.${++address % 250}`,
  });
const share = async (cgo: string, extra: object = {}, who = CUSTOMER) => (await post(who, ENDPOINTS.vgmCreateShare, { CGO_ID: cgo, ...extra })).json().Data;
const { CGO_ID: _omit, ...shape } = declaration('x', []);

describe('the VGM share link', () => {
  it('opens its own booking’s containers without a session, and declares with the same checks as the actor “share”', async () => {
    const [a, b] = [box(), box()];
    const cgo = await newBooking(
      t.db,
      [
        { type: '40HQ', n: a },
        { type: '20GP', n: b },
      ],
      48,
    );
    const made = await share(cgo);
    expect(made.Url).toBe(`/external/mainifest/VGMEdit?t=${made.Token}`);
    const seen = await open(made.Token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    expect(seen.json().Data).toMatchObject({ CGO_ID: cgo, Staff: false, Shares: [] });
    expect(
      seen
        .json()
        .Data.Containers.map((c: { CNNO: string }) => c.CNNO)
        .sort(),
    ).toEqual([a, b].sort());
    // the same rules: a VGM over the 20GP's max gross is refused, nothing written
    const bad = await declareShared(made.Token, { ...shape, Containers: [method1(a, 25_000), method1(b, 30_481)] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('vgm.bounds.max');
    expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [cgo])).toEqual([]);
    const ok = await declareShared(made.Token, { ...shape, Containers: [method1(a, 25_000), method1(b, 20_000)] });
    expect(ok.statusCode, ok.body).toBe(200);
    const latest = (await list(CUSTOMER, cgo)).Containers.map((c: { Latest: { VGM_STATUS: number; VGM_CHANNEL: string } }) => c.Latest);
    expect(latest.every((l: { VGM_STATUS: number; VGM_CHANNEL: string }) => l.VGM_STATUS === S.DECLARED && l.VGM_CHANNEL === 'SHARE')).toBe(true);
    const events = await t.db.query<{ actor_kind: string; actor_id: string }>(
      `select actor_kind, actor_id from doc_events where doc_type = 'vgm' and doc_id = $1 and type = 'v1.VgmDeclared'`,
      [`${cgo}/${a}`],
    );
    expect(events).toEqual([{ actor_kind: 'share', actor_id: String(made.Id) }]);
    const [opened] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from doc_events where doc_type = 'vgm' and doc_id = $1 and type = 'v1.ShareOpened'`,
      [cgo],
    );
    expect(opened!.n).toBeGreaterThanOrEqual(2);
  });

  it('opens only its own document: the body cannot name another booking, a link to another kind of document is absent', async () => {
    const n = box();
    const mine = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const theirs = await newBooking(t.db, [{ type: '20GP', n: box() }], 48, 'CUS-NBHY');
    const made = await share(mine);
    const named = await declareShared(made.Token, { ...shape, CGO_ID: theirs, Containers: [method1(n, 20_000)] });
    expect(named.statusCode).toBe(400); // CGO_ID is not part of the share's call
    expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [theirs])).toEqual([]);
    // a manifest's link (another doc type) does not open VGM
    await t.db.query(`update shares set doc_type = 'manifest' where id = $1`, [made.Id]);
    expect((await open(made.Token)).statusCode).toBe(404);
    await t.db.query(`update shares set doc_type = 'vgm' where id = $1`, [made.Id]);
    expect((await open(made.Token)).statusCode).toBe(200);
  });

  it('stops when revoked or expired (404 both, the same words as an unknown link)', async () => {
    const cgo = await newBooking(t.db, [{ type: '20GP', n: box() }], 48);
    const a = await share(cgo);
    const b = await share(cgo);
    const unknown = await open('A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    // another company cannot revoke it; its own may
    expect((await post(OTHER, ENDPOINTS.vgmRevokeShare, { Id: a.Id })).statusCode).toBe(404);
    expect((await open(a.Token)).statusCode).toBe(200);
    expect((await post(CUSTOMER, ENDPOINTS.vgmRevokeShare, { Id: a.Id })).statusCode).toBe(200);
    const revoked = await open(a.Token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().Message).toBe(unknown.json().Message);
    await t.db.query(`update shares set expires_at = now() - interval '1 second' where id = $1`, [b.Id]);
    const expired = await open(b.Token);
    expect(expired.statusCode).toBe(404);
    expect((await declareShared(b.Token, { ...shape, Containers: [method1(box(), 20_000)] })).statusCode).toBe(404);
    // the panel lists them as ended
    const shares = (await list(CUSTOMER, cgo)).Shares;
    expect(shares.find((s: { Id: number }) => s.Id === a.Id).RevokedAt).toBeTruthy();
  });

  it('an access code: asked for, wrong ones counted, five in a row lock the link (429) even for the right code', async () => {
    const cgo = await newBooking(t.db, [{ type: '20GP', n: box() }], 48);
    const made = await share(cgo, { AccessCode: '482913', Days: 3 }, STAFF);
    expect((await open(made.Token)).json().Code).toBe('SHARE_CODE_NEEDED');
    expect((await open(made.Token, '482913')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      const wrong = await open(made.Token, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().Code).toBe('SHARE_CODE_WRONG');
    }
    const fifth = await open(made.Token, '000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().Code).toBe('SHARE_LOCKED');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(800);
    expect((await open(made.Token, '482913')).statusCode).toBe(429);
    const refused = await t.db.query(`select 1 from doc_events where doc_type = 'vgm' and doc_id = $1 and type = 'v1.ShareCodeRefused'`, [cgo]);
    expect(refused).toHaveLength(5);
  });
});
