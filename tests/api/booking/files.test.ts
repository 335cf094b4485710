import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../server/http/fileTypes';
import { BOOKING_FILE_BODY_TYPE, type BookingFile, MAX_BOOKING_FILE_BYTES } from '../../../src/contract/booking/fileCalls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * A booking's files (commercial.md §6.1 BookingFile, §6.3 Files/*): uploaded as the raw body and
 * downloaded byte for byte, 10 MB at most and only of the kinds taken (by their first bytes, not
 * their names), the S/O by the desk once released and then the customer's to download; another
 * company's booking and files are absent (404); each upload and delete is on the booking's log.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser } = caller(t);
const CUSTOMER = 'customer@demo.test';
const OTHER = 'customer2@demo.test';
const DESK = 'booking@demo.test';
const tokens: Record<string, string> = {};
const ids = { draft: 0, released: 0, seededReleased: 0, other: 0 };
beforeAll(async () => {
  for (const who of [CUSTOMER, OTHER, DESK]) tokens[who] = await asUser(who);
  const of = async (code: string, status: string, offset = 0) =>
    (
      await t.db.query<{ id: number }>(
        `select o.id::int from booking_orders o join companies c on c.id = o.company_id where c.code = $1 and o.status = $2 order by o.id offset $3 limit 1`,
        [code, status, offset],
      )
    )[0]!.id;
  ids.draft = await of('CUS-HZTX', 'DRAFT');
  ids.seededReleased = await of('CUS-HZTX', 'RELEASED');
  ids.released = await of('CUS-HZTX', 'RELEASED', 1);
  ids.other = await of('CUS-NBHY', 'RELEASED');
});

const put = (who: string, id: number, kind: string, name: string, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `${ENDPOINTS.bookingFileUpload}?Id=${id}&Kind=${kind}&FileName=${encodeURIComponent(name)}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': BOOKING_FILE_BODY_TYPE },
  });
const list = (who: string, id: number) => call('GET', `${ENDPOINTS.bookingFileList}?Id=${id}`, tokens[who]!);
const download = (who: string, id: number) => call('GET', `${ENDPOINTS.bookingFileDownload}?Id=${id}`, tokens[who]!);
const events = async (id: number) =>
  (await t.db.query<{ type: string }>('select type from booking_events where booking_id = $1 order by id', [id])).map((e) => e.type);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

describe('booking files', () => {
  it('round trip: upload, list, download the same bytes with the name; delete by the uploader; each on the log', async () => {
    const pdf = tinyPdf('PACKING LIST 42');
    const file = ok<BookingFile>(await put(CUSTOMER, ids.draft, 'PACKING_LIST', '装箱单 42.pdf', pdf));
    expect(file).toMatchObject({ Kind: 'PACKING_LIST', FileName: '装箱单 42.pdf', ContentType: 'application/pdf', Size: pdf.length, MayDelete: true });
    expect(ok<BookingFile[]>(await list(CUSTOMER, ids.draft)).map((f) => f.Id)).toContain(file.Id);
    const got = await download(CUSTOMER, file.Id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(encodeURIComponent('装箱单 42.pdf'));
    expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);
    // the desk reads it too, but only the uploader deletes it
    expect((await download(DESK, file.Id)).statusCode).toBe(200);
    refusedWith(await call('POST', ENDPOINTS.bookingFileDelete, tokens[DESK]!, { Id: file.Id }), 'NOT_UPLOADER');
    expect(ok<{ Deleted: number }>(await call('POST', ENDPOINTS.bookingFileDelete, tokens[CUSTOMER]!, { Id: file.Id })).Deleted).toBe(1);
    expect((await download(CUSTOMER, file.Id)).statusCode).toBe(404);
    expect(await events(ids.draft)).toEqual(expect.arrayContaining(['v1.BookingFileUploaded', 'v1.BookingFileDeleted']));
  });

  it('takes images and office files by their bytes; refuses a renamed .exe, an unknown kind, an empty or a non-file body', async () => {
    expect(ok<BookingFile>(await put(CUSTOMER, ids.draft, 'OTHER', 'photo.png', PNG)).ContentType).toBe('image/png');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200, 1)]);
    refusedWith(await put(CUSTOMER, ids.draft, 'BOOKING_NOTE', 'booking.pdf', exe), 'FILE_TYPE_NOT_ALLOWED');
    refusedWith(await put(CUSTOMER, ids.draft, 'OTHER', 'tool.exe', exe), 'FILE_TYPE_NOT_ALLOWED');
    refusedWith(await put(CUSTOMER, ids.draft, 'OTHER', 'photo.pdf', PNG), 'FILE_TYPE_NOT_ALLOWED');
    expect((await put(CUSTOMER, ids.draft, 'OTHER', 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(415);
    const json = await call('POST', `${ENDPOINTS.bookingFileUpload}?Id=${ids.draft}&Kind=OTHER&FileName=a.pdf`, tokens[CUSTOMER]!, { a: 1 });
    expect(json.statusCode).toBe(415);
    expect((await put(CUSTOMER, ids.draft, 'INVOICE', 'a.pdf', tinyPdf('x'))).statusCode).toBe(400);
  });

  it('answers 413 over 10 MB, writing nothing', async () => {
    const before = ok<BookingFile[]>(await list(CUSTOMER, ids.draft)).length;
    const big = Buffer.concat([tinyPdf('big'), Buffer.alloc(MAX_BOOKING_FILE_BYTES, 32)]);
    expect((await put(CUSTOMER, ids.draft, 'OTHER', 'big.pdf', big)).statusCode).toBe(413);
    expect(ok<BookingFile[]>(await list(CUSTOMER, ids.draft))).toHaveLength(before);
  });

  it('keeps at most 20 files on a booking', async () => {
    const have = ok<BookingFile[]>(await list(CUSTOMER, ids.draft)).length;
    for (let i = have; i < 20; i++) ok(await put(CUSTOMER, ids.draft, 'OTHER', `p${i}.png`, PNG));
    refusedWith(await put(CUSTOMER, ids.draft, 'OTHER', 'p21.png', PNG), 'TOO_MANY_FILES');
  });

  it('another company’s booking and files are absent: 404 for upload, list, download and delete', async () => {
    expect((await put(CUSTOMER, ids.other, 'OTHER', 'x.pdf', tinyPdf('x'))).statusCode).toBe(404);
    expect((await list(CUSTOMER, ids.other)).statusCode).toBe(404);
    const theirs = ok<BookingFile>(await put(OTHER, ids.other, 'BOOKING_NOTE', 'theirs.pdf', tinyPdf('theirs')));
    expect((await download(CUSTOMER, theirs.Id)).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.bookingFileDelete, tokens[CUSTOMER]!, { Id: theirs.Id })).statusCode).toBe(404);
    const log = ok<{ Items: BookingFile[] }>(await call('GET', `${ENDPOINTS.bookingFileLog}?PageSize=100`, tokens[CUSTOMER]!));
    expect(log.Items.some((f) => f.Id === theirs.Id)).toBe(false);
    expect(log.Items.every((f) => f.BookingId !== ids.other)).toBe(true);
  });

  it('the S/O: the desk’s, once released; the customer then downloads it (the demo has one already)', async () => {
    refusedWith(await put(CUSTOMER, ids.released, 'SO', 'so.pdf', tinyPdf('so')), 'SO_BY_DESK');
    refusedWith(await put(DESK, ids.draft, 'SO', 'so.pdf', tinyPdf('so')), 'NOT_RELEASED');
    const so = tinyPdf('SHIPPING ORDER 77');
    const file = ok<BookingFile>(await put(DESK, ids.released, 'SO', 'SO-77.pdf', so));
    const seen = ok<BookingFile[]>(await list(CUSTOMER, ids.released));
    expect(seen.find((f) => f.Id === file.Id)).toMatchObject({ Kind: 'SO', MayDelete: false });
    expect(Buffer.compare((await download(CUSTOMER, file.Id)).rawPayload, so)).toBe(0);
    // a released booking keeps its files, even for the one who uploaded them
    refusedWith(await call('POST', ENDPOINTS.bookingFileDelete, tokens[DESK]!, { Id: file.Id }), 'RELEASED');
    const demo = ok<BookingFile[]>(await list(CUSTOMER, ids.seededReleased));
    expect(demo.map((f) => f.Kind).sort()).toEqual(['BOOKING_NOTE', 'SO']);
    const pdf = await download(CUSTOMER, demo[0]!.Id);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('the order upload log lists the files of the company’s bookings', async () => {
    const log = ok<{ Items: BookingFile[]; Total: number }>(await call('GET', `${ENDPOINTS.bookingFileLog}?PageSize=100&Kind=SO`, tokens[CUSTOMER]!));
    expect(log.Items.length).toBeGreaterThan(0);
    expect(log.Items.every((f) => f.Kind === 'SO')).toBe(true);
  });
});
