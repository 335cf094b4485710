import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { approvedSi, CUSTOMER, isoNumber, manifestApp, newBooking, PARTIES, STAFF } from './manifestApp';

/**
 * The manifest's share links (operations.md §7.4 ManifestShare, rule mft.share): the consignee fills
 * its own party through the link with the same check, submits to the forwarder (the maker is told);
 * the link reaches only its own manifest and only the scoped parts; an unknown or revoked link is 404
 * without saying which; five wrong codes lock it (429); every answer says noindex; once the manifest
 * is on its way the link only shows.
 */
const { t, post, get } = manifestApp();

async function draft() {
  const cnnos = [isoNumber('SHRU', (process.pid % 1000) * 10 + Math.floor(Math.random() * 9))];
  const { cgo, mbl } = await newBooking(t.db, cnnos);
  const si = await approvedSi(t.db, cgo, mbl, cnnos);
  const made = await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si });
  return made.json().Data.Id as number;
}
const open = (token: string, code?: string) =>
  t.app.inject({ method: 'GET', url: `${ENDPOINTS.manifestShareOpen}?t=${token}`, headers: code ? { 'access-code': code } : {} });
const publicPost = (url: string, body: object, code?: string) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: code ? { 'access-code': code } : {} });

describe('manifest share links', () => {
  it('the consignee fills its party through the link, with the check, and submits to the forwarder', async () => {
    const id = await draft();
    const made = await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope: ['EDIT_PARTIES'], ExpiresDays: 3 });
    expect(made.statusCode, made.body).toBe(200);
    const { Token, Url } = made.json().Data;
    expect(Url).toBe(`/external/mainifest/share?t=${Token}`);

    const seen = await open(Token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    const shared = seen.json().Data;
    expect(shared.Scope).toEqual(['EDIT_PARTIES']);
    expect(shared.ReadOnly).toBe(false);
    expect(shared.Manifest.Items, 'parties only: the goods are not shown').toEqual([]);
    expect(shared.Problems.some((p: { Path: string }) => p.Path.startsWith('Consignee'))).toBe(true);

    const bad = await publicPost(ENDPOINTS.manifestShareSave, { t: Token, Consignee: { ...PARTIES.Consignee, PHONE_TYPE: '' } });
    expect(bad.json().Data.Problems.map((p: { Path: string; Code: string }) => `${p.Path} ${p.Code}`)).toContain('Consignee.PHONE_TYPE mft.linked');
    const fine = await publicPost(ENDPOINTS.manifestShareSave, { t: Token, Consignee: PARTIES.Consignee });
    expect(fine.json().Data.Problems.filter((p: { Path: string }) => p.Path.startsWith('Consignee'))).toEqual([]);
    const stored = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    expect(stored.Consignee.CODE).toBe(PARTIES.Consignee.CODE);

    // outside its scope: the goods
    const goods = await publicPost(ENDPOINTS.manifestShareSave, { t: Token, Items: [] });
    expect([goods.statusCode, goods.json().Code]).toEqual([400, 'mft.share.scope']);

    const sub = await publicPost(ENDPOINTS.manifestShareSubmit, { t: Token });
    expect(sub.json().Data).toEqual({ Submitted: true });
    expect(await t.db.query(`select 1 from messages where title like $1`, [`舱单 ${stored.MFT_NO} 的分享链接已提交资料`])).toHaveLength(1);
    const log = (await get(CUSTOMER, `${ENDPOINTS.manifestLog}?Id=${id}`)).json().Data.map((e: { Type: string }) => e.Type);
    expect(log).toEqual(expect.arrayContaining(['v1.ShareCreated', 'v1.ShareOpened', 'v1.ManifestSavedByShare', 'v1.ManifestShareSubmitted']));
    // who did it, in words: the link's visitor, never "share" (issue 45)
    const byShare = (await get(CUSTOMER, `${ENDPOINTS.manifestLog}?Id=${id}`)).json().Data.find((e: { Type: string }) => e.Type === 'v1.ManifestSavedByShare');
    expect(byShare.Actor).toEqual({ zh: '分享链接访客', en: 'Visitor of a share link' });

    // once submitted for verification and on: the link shows only
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: stored.VERSION, MFT_CUSTOMS_CODE: '2248', Shipper: PARTIES.Shipper });
    const submitted = await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    expect(submitted.json().Data.Failed, submitted.body).toEqual([]);
    expect((await t.db.query<{ s: number }>('select mft_status::int as s from manifests where id = $1', [id]))[0]!.s).toBe(S.SUBMITTED);
    expect((await open(Token)).json().Data.ReadOnly).toBe(true);
    const late = await publicPost(ENDPOINTS.manifestShareSave, { t: Token, Consignee: PARTIES.Consignee });
    expect([late.statusCode, late.json().Code]).toEqual([400, 'mft.share.scope']);
    // an edit link is no longer made; a view link is
    const edit = await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope: ['EDIT_PARTIES'] });
    expect([edit.statusCode, edit.json().Code]).toEqual([400, 'mft.share.state']);
    expect((await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope: ['VIEW'] })).statusCode).toBe(200);
  });

  it('unknown and revoked links are the same 404; five wrong codes lock the link (429)', async () => {
    const id = await draft();
    const made = (await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope: ['VIEW'], AccessCode: '246810' })).json().Data;
    const unknown = await open('A'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect((await open(made.Token)).json().Code).toBe('SHARE_CODE_NEEDED');
    expect((await open(made.Token, '246810')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await open(made.Token, '000000')).json().Code).toBe('SHARE_CODE_WRONG');
    const locked = await open(made.Token, '000000');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await open(made.Token, '246810')).statusCode, 'locked even with the right code').toBe(429);

    const other = (await post(CUSTOMER, ENDPOINTS.manifestShareCreate, { Id: id, Scope: ['VIEW'] })).json().Data;
    const list = (await get(CUSTOMER, `${ENDPOINTS.manifestShareList}?Id=${id}`)).json().Data;
    expect(list.map((s: { Id: number }) => s.Id).sort()).toEqual([made.Id, other.Id].sort());
    expect((await post(STAFF, ENDPOINTS.manifestShareRevoke, { Id: other.Id })).statusCode).toBe(200);
    const revoked = await open(other.Token);
    expect([revoked.statusCode, revoked.body]).toEqual([404, unknown.body]);
  });

  it('a link reaches only its own kind of document: a VGM link opens no manifest', async () => {
    const [vgm] = await t.db.query<{ id: number }>(`select id::int from shares where doc_type = 'vgm' limit 1`);
    expect(vgm, 'the VGM demo has share links').toBeTruthy();
    // the token is not stored: a made-up token of the right shape is as unknown as any
    expect((await open('B'.repeat(22))).statusCode).toBe(404);
  });
});
