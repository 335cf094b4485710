import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { cardApp, cardBody, PNG, tokenOfUrl } from './cardApp';

const { t, as, visitor } = cardApp();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** 王强's card saved with these public fields, shared; its link's token. */
async function sharedCard(publicFields: string[]) {
  const admin = await as('customer.admin@demo.test');
  const { VERSION } = await admin.get();
  const saved = await admin.save(cardBody({ VERSION, CRD_PUBLIC_FIELDS: publicFields }));
  expect(saved.statusCode, saved.body).toBe(200);
  const share = await admin.share();
  expect(share.statusCode, share.body).toBe(200);
  return { admin, share: share.json().Data as { Url: string; QrPng: string; Vcard: string } };
}

describe('sharing: POST /api/UserCard/Share', () => {
  it('answers the link, a QR PNG and the vCard it holds; the table keeps only the token’s SHA-256', async () => {
    const { admin, share } = await sharedCard(['TITLE', 'PHONE']);
    const token = tokenOfUrl(share.Url);
    expect(share.Url).toMatch(/\/UserCard\/Index\?c=[A-Za-z0-9_-]{43}$/);
    expect(share.QrPng).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(share.Vcard).toContain('BEGIN:VCARD\r\nVERSION:3.0\r\n');
    expect(share.Vcard).toContain('FN:王强');
    expect(share.Vcard).toContain('TEL;TYPE=CELL:+8613905710000');
    // what is not public is not in the QR code either
    expect(share.Vcard).not.toContain('EMAIL');
    // a long line is folded (RFC 2425): unfolded, the link is there
    expect(share.Vcard.replace(/\r\n /g, '')).toContain(`URL:${share.Url}`);
    const rows = await t.db.query<{ row: string; hash: string }>(
      `select row_to_json(c)::text as row, c.crd_token_hash as hash from user_cards c where c.crd_name = '王强'`,
    );
    expect(rows[0]!.hash).toBe(sha256(token));
    const everything = (await t.db.query<{ t: string }>(`select string_agg(row_to_json(c)::text, '') as t from user_cards c`))[0]!.t;
    expect(everything).not.toContain(token);
    // the same link again, unless rotated
    expect((await admin.share()).json().Data.Url).toBe(share.Url);
    expect((await admin.get()).Shared).toBe(true);
  });

  it('refuses to share a card not saved yet', async () => {
    const res = await (await as('customer2@demo.test')).share();
    expect(res.json()).toMatchObject({ Code: 'NO_CARD' });
  });
});

describe('the visitor: GET /api/WebsitePublic/UserCard and …/Vcf', () => {
  it('shows only the public fields and the company, counts a view, says noindex', async () => {
    const { admin, share } = await sharedCard(['TITLE', 'LANES', 'AVATAR']);
    await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: PNG.toString('base64') });
    await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'WECHAT_QR', Base64: PNG.toString('base64') });
    const before = await admin.stats();
    const res = await visitor().card(tokenOfUrl(share.Url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const card = res.json().Data;
    expect(Object.keys(card).sort()).toEqual(['Avatar', 'CompanyLogo', 'CompanyName', 'CompanyNameEn', 'Lanes', 'Name', 'PortNames', 'Title']);
    expect(card).toMatchObject({ Name: '王强', Title: '物流经理', CompanyName: '杭州天祥进出口有限公司', Lanes: [{ POL: 'CNNGB', POD: 'DEHAM' }] });
    expect(res.body).not.toContain('13905710000');
    expect(res.body).not.toContain('wang@example.com');
    expect(res.body).not.toContain('清春路');
    const after = await admin.stats();
    expect(after.Views).toBe(before.Views + 1);
    expect(after.Days.at(-1)!.Views).toBe(before.Days.at(-1)!.Views + 1);
    expect(after.Days).toHaveLength(30);
  });

  it('downloads the .vcf (text/vcard, the name in content-disposition, only public fields) and counts a save', async () => {
    const { admin, share } = await sharedCard(['TITLE', 'PHONE', 'INTRO']);
    const before = await admin.stats();
    const res = await visitor().vcf(tokenOfUrl(share.Url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="card.vcf"; filename*=UTF-8''${encodeURIComponent('王强.vcf')}`);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('N:王;强;;;\r\n');
    expect(res.body).toContain('TEL;TYPE=CELL:+8613905710000');
    expect(res.body.replace(/\r\n /g, '')).toContain('NOTE:负责天祥的出口订舱；供应商请把订舱确认发给我。');
    expect(res.body).not.toContain('EMAIL');
    expect((await admin.stats()).Saves).toBe(before.Saves + 1);
  });

  it('stops answering the old link once the token is rotated (404), the new one answers', async () => {
    const { admin, share } = await sharedCard(['TITLE']);
    const rotated = (await admin.share(true)).json().Data.Url as string;
    expect(rotated).not.toBe(share.Url);
    const old = await visitor().card(tokenOfUrl(share.Url));
    expect(old.statusCode).toBe(404);
    expect(old.json().Message).toBe('没有这张名片，或链接已失效。');
    expect((await visitor().vcf(tokenOfUrl(share.Url))).statusCode).toBe(404);
    expect((await visitor().card(tokenOfUrl(rotated))).statusCode).toBe(200);
  });

  it('stops answering for a disabled employee or a disabled company (404), and answers again when they are back', async () => {
    const { share } = await sharedCard(['TITLE']);
    const token = tokenOfUrl(share.Url);
    const owner = `(select c.employee_id from user_cards c where c.crd_token_hash = '${sha256(token)}')`;
    await t.db.query(`update employees set status = 'disabled' where id = ${owner}`);
    expect((await visitor().card(token)).statusCode).toBe(404);
    expect((await visitor().vcf(token)).statusCode).toBe(404);
    await t.db.query(`update employees set status = 'active' where id = ${owner}`);
    await t.db.query(`update companies set status = 'disabled' where id = (select company_id from employees where id = ${owner})`);
    expect((await visitor('en').card(token)).json().Message).toBe('No such card, or the link no longer works.');
    await t.db.query(`update companies set status = 'active' where id = (select company_id from employees where id = ${owner})`);
    expect((await visitor().card(token)).statusCode).toBe(200);
  });

  it('never answers 500 to bad input: missing, odd, long or foreign tokens are 400 or 404', async () => {
    const v = visitor();
    for (const url of [
      ENDPOINTS.userCardPublic,
      `${ENDPOINTS.userCardPublic}?c=`,
      `${ENDPOINTS.userCardPublic}?c=${'a'.repeat(43)}`,
      `${ENDPOINTS.userCardPublic}?c=${'x'.repeat(500)}`,
      `${ENDPOINTS.userCardPublic}?c=%E5%90%8D%00'`,
      `${ENDPOINTS.userCardPublic}?c=a&c=b`,
      `${ENDPOINTS.userCardPublicVcf}?c=${encodeURIComponent("' or 1=1 --")}`,
      `${ENDPOINTS.userCardPublicVcf}?z=1`,
    ]) {
      const res = await v.raw(url);
      expect([400, 404], `${url}: ${res.body}`).toContain(res.statusCode);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('is limited per address like every share link (429 after 120 a minute), another address goes on', async () => {
    const { share } = await sharedCard(['TITLE']);
    const token = tokenOfUrl(share.Url);
    const v = visitor();
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await v.card(token)).statusCode;
    expect(last).toBe(429);
    expect((await visitor().card(token)).statusCode).toBe(200);
  });
});
