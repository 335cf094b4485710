import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { billEventText } from '../../../src/contract/houseBill/events';
import { HBL_STATUS as S } from '../../../src/domain/houseBill/status';
import { billApp, bookingWithSis, CLERK, CUSTOMER, OTHER } from './billApp';

/**
 * Issue 45 item 15b: a B/L draft's share link ends with the shipper's answer — through the link, on
 * the workbench or recorded from an e-mail — so it neither reads nor prints after it; staff revoke a
 * link at once (HouseBill/RevokeDraftShare), and every answer of the link's calls says noindex (15d),
 * a refusal and a body that fails its schema too.
 */
const { t, post, get, hbl, create } = billApp();
const one = { pkgs: 100, kg: 2000.5, cbm: 20.25 };

/** A draft sent through a share link: the bill and the link's token. */
async function sharedDraft() {
  const { sis } = await bookingWithSis(t.db, [one]);
  const id = (await create(sis[0]!)).json().Data.Id as number;
  const url = (await post(CLERK, ENDPOINTS.hblSendDraft, { Id: id, VERSION: (await hbl(id)).VERSION, Channel: 'SHARE' })).json().Data.Url as string;
  return { id, token: new URL(url, 'http://x').searchParams.get('t')! };
}
const read = (token: string) => t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblShareRead}?t=${token}` });
const pdf = (token: string) => t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblSharePdf}?t=${token}` });
const decide = (token: string, Approve: boolean, Comment?: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.hblShareDecide, payload: { t: token, Approve, ...(Comment ? { Comment } : {}) } });
const log = async (id: number) => (await get(CLERK, `${ENDPOINTS.hblLog}?Id=${id}`)).json().Data.Events as { Type: string; Detail: unknown }[];

describe('a B/L draft share link ends at the shipper’s answer', () => {
  it('approved through the link: it no longer reads, prints or answers again; the log says why in words', async () => {
    const { id, token } = await sharedDraft();
    expect((await read(token)).statusCode).toBe(200);
    expect((await decide(token, true)).json().Data.HBL_STATUS).toBe(S.APPROVED);
    const after = [await read(token), await pdf(token), await decide(token, false, '再改一下')];
    expect(after.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    for (const r of after) expect(r.headers['x-robots-tag']).toBe('noindex');
    expect((await hbl(id)).HBL_STATUS).toBe(S.APPROVED);
    const ended = (await log(id)).filter((e) => e.Type === 'v1.ShareRevoked');
    expect(ended).toHaveLength(1);
    expect(billEventText('v1.ShareRevoked', ended[0]!.Detail).zh).toBe('发货人已答复，草稿分享链接随之失效');
  });

  it('answered on the workbench, or changes asked through the link: the link ends too; sent again, a new link works', async () => {
    const a = await sharedDraft();
    expect((await post(CUSTOMER, ENDPOINTS.hblDecideDraft, { Id: a.id, VERSION: (await hbl(a.id)).VERSION, Approve: true })).statusCode).toBe(200);
    expect((await read(a.token)).statusCode).toBe(404);
    expect((await pdf(a.token)).statusCode).toBe(404);

    const b = await sharedDraft();
    expect((await decide(b.token, false, '收货人地址少了邮编')).json().Data.HBL_STATUS).toBe(S.DRAFT);
    expect((await read(b.token)).statusCode).toBe(404);
    const again = (await post(CLERK, ENDPOINTS.hblSendDraft, { Id: b.id, VERSION: (await hbl(b.id)).VERSION, Channel: 'SHARE' })).json().Data.Url as string;
    const fresh = new URL(again, 'http://x').searchParams.get('t')!;
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await read(b.token)).statusCode, 'the answered link stays ended').toBe(404);
  });

  it('staff revoke the links at once; only with the right to send drafts, only their own company’s', async () => {
    const { id, token } = await sharedDraft();
    expect((await post(OTHER, ENDPOINTS.hblRevokeDraftShare, { Id: id })).statusCode).toBeGreaterThanOrEqual(403);
    expect((await read(token)).statusCode).toBe(200);
    const done = await post(CLERK, ENDPOINTS.hblRevokeDraftShare, { Id: id });
    expect(done.json().Data).toEqual({ Id: id, Revoked: 1 });
    expect((await read(token)).statusCode).toBe(404);
    expect((await pdf(token)).statusCode).toBe(404);
    expect((await decide(token, true)).statusCode).toBe(404);
    expect((await hbl(id)).HBL_STATUS).toBe(S.PENDING);
    // nothing left to revoke: said, not refused
    expect((await post(CLERK, ENDPOINTS.hblRevokeDraftShare, { Id: id })).json().Data.Revoked).toBe(0);
    expect(billEventText('v1.ShareRevoked', { share: 1, why: 'REVOKED' }).zh).toBe('撤销草稿分享链接');
  });

  it('every answer of the link’s calls says noindex: a body or query that fails its schema too', async () => {
    const bad = [
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblShareRead}` }),
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.hblSharePdf}?x=1` }),
      await t.app.inject({ method: 'POST', url: ENDPOINTS.hblShareDecide, payload: { t: 'x', Approve: 'yes' } }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    for (const r of bad) expect(r.headers['x-robots-tag']).toBe('noindex');
  });
});
