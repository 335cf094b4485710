import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../server/http/fileTypes';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { FILE_BODY_TYPE, MAX_FILE_BYTES } from '../../../src/contract/files';
import type { OrderFile } from '../../../src/contract/readySpace/fileCalls';
import { withTestApp } from '../support/build';
import { ok, refusedWith } from '../rates/salesDesk';
import { kit, type Who } from './support';

/**
 * A ready-space order's files (commercial.md §5.1 ReadySpaceOrder.Files, §5.3 Files/*): the buyer's
 * booking letter and payment proof, the provider's S/O copy; uploaded as the raw body and downloaded
 * byte for byte, 10 MB at most, only PDF, JPG, PNG and xlsx by their first bytes; another company's
 * order and files are absent (404); each upload on the order's history; the release names the S/O copy.
 */
const t = withTestApp({ modules: ['rates', 'readySpace'] });
const k = kit(t);
const ids = { space: 0, order: 0 };
beforeAll(async () => {
  await k.signIn();
  ids.space = await k.onSale();
  const placed = await k.place('buyer', ids.space, [['40HQ', 2]]);
  ids.order = placed.json().Data.OrderId;
});

const put = (who: Who, order: number, kind: string, name: string, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.readySpaceOrderFileUpload}?Id=${order}&Kind=${kind}&FileName=${encodeURIComponent(name)}`,
    payload: body,
    headers: { authorization: `Bearer ${k.tokens[who]}`, 'content-type': FILE_BODY_TYPE },
  });
const list = (who: Who, order: number) => k.get(who, `${ENDPOINTS.readySpaceOrderFileList}?Id=${order}`);
const download = (who: Who, file: number) => k.get(who, `${ENDPOINTS.readySpaceOrderFileDownload}?Id=${file}`);
const files = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from ready_space_order_files'))[0]!.n);
const events = async (order: number) =>
  (await t.db.query<{ type: string }>('select type from ready_space_order_events where order_id = $1 order by id', [order])).map((e) => e.type);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

describe('ready-space order files', () => {
  it('round trip: the buyer uploads its booking letter, both parties list and download the same bytes, the uploader deletes it; each on the history', async () => {
    const pdf = tinyPdf('BOOKING LETTER 77');
    const file = ok<OrderFile>(await put('buyer', ids.order, 'BOOKING_LETTER', '托书 77.pdf', pdf));
    expect(file).toMatchObject({
      OrderId: ids.order,
      Kind: 'BOOKING_LETTER',
      FileName: '托书 77.pdf',
      ContentType: 'application/pdf',
      Size: pdf.length,
      MayDelete: true,
    });
    for (const who of ['buyer', 'provider', 'admin'] as const) {
      expect(ok<OrderFile[]>(await list(who, ids.order)).map((f) => f.Id)).toContain(file.Id);
      const got = await download(who, file.Id);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain(encodeURIComponent('托书 77.pdf'));
      expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);
    }
    // the provider reads it, but only the uploader deletes it
    expect(ok<OrderFile[]>(await list('provider', ids.order)).find((f) => f.Id === file.Id)!.MayDelete).toBe(false);
    refusedWith(await k.post('provider', ENDPOINTS.readySpaceOrderFileDelete, { Id: file.Id }), 'NOT_UPLOADER');
    expect(ok<{ Deleted: number }>(await k.post('buyer', ENDPOINTS.readySpaceOrderFileDelete, { Id: file.Id })).Deleted).toBe(1);
    expect((await download('buyer', file.Id)).statusCode).toBe(404);
    expect(await events(ids.order)).toEqual(expect.arrayContaining(['v1.ReadySpaceOrderFileUploaded', 'v1.ReadySpaceOrderFileDeleted']));
  });

  it('takes images by their bytes; refuses a renamed file, a kind not taken, an empty body, and more than 10 MB (413)', async () => {
    const before = await files();
    expect(ok<OrderFile>(await put('buyer', ids.order, 'PAYMENT_PROOF', '水单.png', PNG)).ContentType).toBe('image/png');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)]);
    refusedWith(await put('buyer', ids.order, 'BOOKING_LETTER', 'letter.pdf', exe), 'FILE_TYPE_NOT_ALLOWED');
    refusedWith(await put('buyer', ids.order, 'OTHER', 'photo.pdf', PNG), 'FILE_TYPE_NOT_ALLOWED');
    // a Word file is a booking's, not an order's (§5.3: pdf, jpg, png, xlsx)
    refusedWith(
      await put('buyer', ids.order, 'OTHER', 'letter.docx', Buffer.concat([Buffer.from('PK\x03\x04word/', 'latin1'), Buffer.alloc(64)])),
      'FILE_TYPE_NOT_ALLOWED',
    );
    expect((await put('buyer', ids.order, 'OTHER', 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(415);
    const big = Buffer.concat([tinyPdf('BIG'), Buffer.alloc(MAX_FILE_BYTES, 32)]);
    expect((await put('buyer', ids.order, 'OTHER', 'big.pdf', big)).statusCode).toBe(413);
    expect(await files()).toBe(before + 1);
  });

  it('lets each side upload its own kinds only: the S/O is the provider’s, once the order is confirmed', async () => {
    const before = await files();
    refusedWith(await put('buyer', ids.order, 'SO', 'so.pdf', tinyPdf('SO')), 'KIND_NOT_YOURS');
    refusedWith(await put('provider', ids.order, 'PAYMENT_PROOF', 'pay.pdf', tinyPdf('PAY')), 'KIND_NOT_YOURS');
    refusedWith(await put('provider', ids.order, 'SO', 'so.pdf', tinyPdf('SO')), 'NOT_CONFIRMED');
    expect(await files()).toBe(before);
  });

  it('finds another company’s order absent (404) and writes nothing', async () => {
    const before = await files();
    const [theirs] = await t.db.query<{ id: number; file: number }>(
      `select o.id::int, f.id::int as file from ready_space_orders o join companies c on c.id = o.buyer_company_id
         join ready_space_order_files f on f.order_id = o.id where c.code = 'CUS-NBHY' order by f.id limit 1`,
    );
    expect((await put('buyer', theirs!.id, 'BOOKING_LETTER', 'x.pdf', tinyPdf('X'))).statusCode).toBe(404);
    expect((await list('buyer', theirs!.id)).statusCode).toBe(404);
    expect((await download('buyer', theirs!.file)).statusCode).toBe(404);
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderFileDelete, { Id: theirs!.file })).statusCode).toBe(404);
    // the buyer's own order is absent to another buyer too
    expect((await list('buyer2', ids.order)).statusCode).toBe(404);
    expect(await files()).toBe(before);
  });

  it('releases with the S/O copy uploaded to the order, which the buyer then downloads; a released order keeps its files', async () => {
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: ids.order })).statusCode).toBe(200);
    const letter = ok<OrderFile>(await put('buyer', ids.order, 'BOOKING_LETTER', 'letter.pdf', tinyPdf('LETTER')));
    const so = ok<OrderFile>(await put('provider', ids.order, 'SO', 'SO-COSU6400077001.pdf', tinyPdf('SO COSU6400077001')));
    // an S/O id of another order (the demo's) is not this order's
    const [other] = await t.db.query<{ id: number }>(`select id::int from ready_space_order_files where kind = 'SO' and order_id <> $1 limit 1`, [ids.order]);
    refusedWith(
      await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: ids.order, CarrierBookingNos: ['COSU6400077001'], SoFileId: other!.id }),
      'SO_FILE_UNKNOWN',
    );
    refusedWith(
      await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: ids.order, CarrierBookingNos: ['COSU6400077001'], SoFileId: letter.Id }),
      'SO_FILE_UNKNOWN',
    );
    const released = await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: ids.order, CarrierBookingNos: ['COSU6400077001'], SoFileId: so.Id });
    expect(released.statusCode, released.body).toBe(200);
    const [row] = await t.db.query<{ so_file_id: number }>('select so_file_id::int from ready_space_orders where id = $1', [ids.order]);
    expect(row!.so_file_id).toBe(so.Id);
    expect((await download('buyer', so.Id)).statusCode).toBe(200);
    refusedWith(await k.post('buyer', ENDPOINTS.readySpaceOrderFileDelete, { Id: letter.Id }), 'RELEASED');
    expect(ok<OrderFile[]>(await list('buyer', ids.order)).every((f) => !f.MayDelete)).toBe(true);
  });
});
