import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { cardApp, cardBody, GIF, PNG } from './cardApp';

const { t, as } = cardApp();
const countCards = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from user_cards'))[0]!.n);

describe('the owner: GET /api/UserCard/Get and POST /api/UserCard/Save', () => {
  it('reads a new card prefilled from the account: name, e-mail, the company as the office, nothing saved', async () => {
    const admin = await as('customer.admin@demo.test');
    const card = await admin.get();
    expect(card).toMatchObject({ VERSION: 0, Shared: false, CRD_NAME: '王强', CRD_EMAIL: 'customer.admin@demo.test', CompanyName: '杭州天祥进出口有限公司' });
    expect(card.CRD_OFFICE_NAME).toBe(card.CompanyName);
    expect(card.CRD_PUBLIC_FIELDS).toEqual(['TITLE', 'PHONE', 'EMAIL', 'SERVICES', 'LANES', 'OFFICE']);
  });

  it("reads one's own saved card (the seeded one), with the lanes' port names", async () => {
    const card = await (await as('customer@demo.test')).get();
    expect(card).toMatchObject({ CRD_NAME: 'Jing Chen', Shared: true, CRD_LANES: [{ POL: 'CNNGB', POD: 'DEHAM' }] });
    expect(card.VERSION).toBeGreaterThan(0);
    expect(card.PortNames.DEHAM?.Zh).toBe('汉堡');
  });

  it('refuses bad input with every problem in words (400), changing nothing', async () => {
    const admin = await as('customer.admin@demo.test');
    const before = await countCards();
    const res = await admin.save(
      cardBody({
        CRD_NAME: '',
        CRD_TITLE: '职'.repeat(36),
        CRD_PHONE: '021-1234567',
        CRD_EMAIL: 'not-mail',
        CRD_INTRO: '字'.repeat(501),
        CRD_SERVICES: ['ROCKET'],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.Code).toBe('CARD_PROBLEMS');
    expect(body.Errors.map((e: { Path: string }) => e.Path)).toEqual(['/CRD_NAME', '/CRD_TITLE', '/CRD_PHONE', '/CRD_EMAIL', '/CRD_INTRO', '/CRD_SERVICES/0']);
    expect(body.Errors.find((e: { Path: string }) => e.Path === '/CRD_PHONE').Message).toBe('手机号码：请填写 11 位中国大陆手机号（1 开头，可带 +86）。');
    expect(body.Message).not.toMatch(/CRD_|FORMAT/);
    expect(await countCards()).toBe(before);
    expect((await admin.get()).VERSION).toBe(0);
  });

  it('refuses a lane whose port is not in the port list, and a wrongly typed field, as 400 in words', async () => {
    const admin = await as('customer.admin@demo.test');
    const lane = await admin.save(cardBody({ CRD_LANES: [{ POL: 'CNSHA', POD: 'XXZZZ' }] }));
    expect(lane.statusCode).toBe(400);
    expect(lane.json().Errors[0]).toMatchObject({ Path: '/CRD_LANES/0', Message: '优势航线第 1 条：港口代码 XXZZZ 不在港口资料中。' });
    const typed = await admin.save(cardBody({ CRD_NAME: 5, Extra: 1 }));
    expect(typed.statusCode).toBe(400);
    expect(typed.json().Message).toMatch(/[\u4e00-\u9fff]/);
    expect((await admin.get()).VERSION).toBe(0);
  });

  it('saves a new card, then edits it by its version; a stale version answers 400 STALE', async () => {
    const admin = await as('customer.admin@demo.test');
    const made = await admin.save(cardBody({ CRD_PHONE: '+86 139-0571-0000', CRD_EMAIL: 'Wang@Example.com', CRD_LANES: [{ POL: 'cnngb', POD: 'deham' }] }));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().Data).toEqual({ VERSION: 1, Problems: [] });
    const card = await admin.get();
    expect(card).toMatchObject({
      VERSION: 1,
      CRD_PHONE: '13905710000',
      CRD_EMAIL: 'wang@example.com',
      CRD_LANES: [{ POL: 'CNNGB', POD: 'DEHAM' }],
      CRD_PUBLIC_FIELDS: ['TITLE', 'EMAIL', 'LANES'],
    });
    expect((await admin.save(cardBody({ CRD_TITLE: '总监', VERSION: 1 }))).json().Data.VERSION).toBe(2);
    const stale = await admin.save(cardBody({ CRD_TITLE: '旧的', VERSION: 1 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ Code: 'STALE', Message: '名片已在别处修改，请刷新后再改。' });
    const again = await admin.save(cardBody({ VERSION: 0 }));
    expect(again.json().Code).toBe('STALE');
    expect((await admin.get()).CRD_TITLE).toBe('总监');
  });

  it("never reaches another employee's card: no call takes an id, and naming one is refused", async () => {
    const admin = await as('customer.admin@demo.test');
    const other = await admin.send('GET', `${ENDPOINTS.userCardGet}?EmployeeId=1`);
    expect(other.statusCode).toBe(400);
    const stats = await admin.send('GET', `${ENDPOINTS.userCardStats}?EmployeeId=1`);
    expect(stats.statusCode).toBe(400);
    // 陈静's figures are hers: 王强's own are counted apart
    expect((await admin.stats()).Views).toBe(0);
  });
});

describe('the pictures: POST /api/UserCard/ImageUpload and ImageRemove', () => {
  it('takes a PNG by its bytes, answers its address (never the bytes in JSON), serves it, and removes it', async () => {
    const admin = await as('customer.admin@demo.test');
    const res = await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: `data:image/jpeg;base64,${PNG.toString('base64')}` });
    expect(res.statusCode, res.body).toBe(200);
    // the bytes say PNG, whatever the name or prefix claimed
    expect(res.json().Data.DataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const card = await admin.send('GET', ENDPOINTS.userCardGet);
    expect(card.body).not.toContain('base64');
    const url = card.json().Data.Avatar as string;
    expect(url).toBe(`${ENDPOINTS.userCardPicture}?k=AVATAR&h=${createHash('sha256').update(PNG).digest('hex')}`);
    const picture = await admin.send('GET', url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // without a session, or by another hash: no picture
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await admin.send('GET', url.replace(/h=\w+/, `h=${'0'.repeat(64)}`))).statusCode).toBe(404);
    const [row] = await t.db.query<{ n: string }>(
      `select count(*) as n from user_card_images i join user_cards c on c.id = i.card_id where c.crd_name = '王强'`,
    );
    expect(Number(row!.n)).toBe(1);
    expect((await admin.send('POST', ENDPOINTS.userCardImageRemove, { Kind: 'AVATAR' })).statusCode).toBe(200);
    expect((await admin.get()).Avatar).toBe('');
    expect((await admin.send('GET', url)).statusCode).toBe(404);
  });

  it('refuses a GIF, a file over 2 MB, text that is no base64, and a picture before the card is saved — in words', async () => {
    const admin = await as('customer.admin@demo.test');
    const gif = await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'WECHAT_QR', Base64: GIF.toString('base64') });
    expect(gif.json()).toMatchObject({ Code: 'FILE_TYPE_NOT_ALLOWED', Message: '图片只能是 JPG、PNG 或 WebP 格式（按文件内容判断）。' });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: big.toString('base64') });
    expect(large.statusCode).toBe(400);
    expect(large.json().Code).toBe('IMAGE_TOO_LARGE');
    const junk = await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: '%%%not base64%%%' });
    expect(junk.json().Code).toBe('IMAGE_EMPTY');
    const kind = await admin.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'LOGO', Base64: PNG.toString('base64') });
    expect(kind.statusCode).toBe(400);
    const nobody = await as('customer2@demo.test');
    const early = await nobody.send('POST', ENDPOINTS.userCardImageUpload, { Kind: 'AVATAR', Base64: PNG.toString('base64') });
    expect(early.json()).toMatchObject({ Code: 'NO_CARD', Message: '请先保存名片，再上传图片或分享。' });
    expect((await admin.get()).WechatQr).toBe('');
  });
});
