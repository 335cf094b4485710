import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { cardApp, cardBody, PNG, tokenOfUrl } from './cardApp';

const { t, as, visitor } = cardApp();
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const hashOf = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** 王强's card saved with these public fields and both pictures, shared; its link's token. */
async function cardWithPictures(publicFields: string[]) {
  const admin = await as('customer.admin@demo.test');
  const { VERSION } = await admin.get();
  expect((await admin.save(cardBody({ VERSION, CRD_PUBLIC_FIELDS: publicFields }))).statusCode).toBe(200);
  await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: PNG.toString('base64') });
  await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'WECHAT_QR', Base64: JPEG.toString('base64') });
  const token = tokenOfUrl((await admin.share()).json().Data.Url);
  return { admin, token };
}

describe('the public pictures: GET /api/WebsitePublic/UserCard/Picture', () => {
  it('answers picture addresses, not bytes; each address serves its bytes with its type, nosniff and a long immutable cache', async () => {
    const { token } = await cardWithPictures(['AVATAR', 'WECHAT_QR']);
    const v = visitor();
    const res = await v.card(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('base64');
    const card = res.json().Data;
    expect(card.Avatar).toBe(`${ENDPOINTS.userCardPublicPicture}?c=${token}&h=${hashOf(PNG)}`);
    expect(card.WechatQr).toBe(`${ENDPOINTS.userCardPublicPicture}?c=${token}&h=${hashOf(JPEG)}`);
    for (const [url, bytes, type] of [
      [card.Avatar, PNG, 'image/png'],
      [card.WechatQr, JPEG, 'image/jpeg'],
    ] as const) {
      const picture = await v.raw(url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe(type);
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(picture.rawPayload.equals(bytes)).toBe(true);
    }
    // as an <img> asks for it: no client-version header (it cannot send one), yet no 426
    const img = await t.app.inject({
      method: 'GET',
      url: card.Avatar,
      headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      remoteAddress: '10.95.0.1',
    });
    expect(img.statusCode, img.body).toBe(200);
    const page = await t.app.inject({
      method: 'GET',
      url: card.Avatar,
      headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      remoteAddress: '10.95.0.1',
    });
    expect(page.statusCode).toBe(426);
  });

  it('answers 404 for a picture not public on the card, an unknown hash, a rotated link or a disabled owner', async () => {
    const { admin, token } = await cardWithPictures(['AVATAR']);
    const v = visitor();
    const url = (c: string, b: Buffer | string) => `${ENDPOINTS.userCardPublicPicture}?c=${c}&h=${typeof b === 'string' ? b : hashOf(b)}`;
    expect((await v.raw(url(token, PNG))).statusCode).toBe(200);
    expect((await v.card(token)).json().Data.WechatQr).toBeUndefined();
    expect((await v.raw(url(token, JPEG))).statusCode).toBe(404);
    expect((await v.raw(url(token, 'f'.repeat(64)))).statusCode).toBe(404);
    expect((await v.raw(url(token, 'not-a-hash'))).statusCode).toBe(404);
    const owner = `(select c.employee_id from user_cards c where c.crd_token_hash = '${createHash('sha256').update(token).digest('hex')}')`;
    await t.db.query(`update employees set status = 'disabled' where id = ${owner}`);
    expect((await v.raw(url(token, PNG))).statusCode).toBe(404);
    await t.db.query(`update employees set status = 'active' where id = ${owner}`);
    const rotated = tokenOfUrl((await admin.share(true)).json().Data.Url);
    expect((await v.raw(url(token, PNG))).statusCode).toBe(404);
    expect((await v.raw(url(rotated, PNG))).statusCode).toBe(200);
  });
});

describe('views counted once per visitor and day, never the owner', () => {
  it('counts a reload once, another visitor (address or browser) again, and never the owner signed in', async () => {
    const { admin, token } = await cardWithPictures(['TITLE']);
    const before = (await admin.stats()).Views;
    const v = visitor();
    for (let i = 0; i < 3; i++) expect((await v.card(token)).statusCode).toBe(200);
    expect((await admin.stats()).Views).toBe(before + 1);
    await visitor().card(token);
    expect((await admin.stats()).Views).toBe(before + 2);
    const url = `${ENDPOINTS.userCardPublic}?c=${token}`;
    await t.app.inject({ method: 'GET', url, remoteAddress: '10.94.0.1', headers: { 'user-agent': 'Phone A' } });
    await t.app.inject({ method: 'GET', url, remoteAddress: '10.94.0.1', headers: { 'user-agent': 'Phone B' } });
    await t.app.inject({ method: 'GET', url, remoteAddress: '10.94.0.1', headers: { 'user-agent': 'Phone A' } });
    expect((await admin.stats()).Views).toBe(before + 4);
    // the owner's own "open as a visitor", signed in: no view, from any address
    expect((await admin.send('GET', url)).statusCode).toBe(200);
    expect((await admin.send('GET', url)).statusCode).toBe(200);
    const after = await admin.stats();
    expect(after.Views).toBe(before + 4);
    expect(after.Days.at(-1)!.Views).toBeGreaterThanOrEqual(4);
    // only hashes are kept, never the address
    const rows = await t.db.query<{ visitor: string }>('select visitor from user_card_visitors');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.visitor).toMatch(/^[0-9a-f]{64}$/);
  });
});
