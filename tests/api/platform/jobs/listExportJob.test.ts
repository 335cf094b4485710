import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import type { ServerFrame } from '../../../../src/contract/live';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';

/**
 * A large list export is a background job (issue 33, server/http/exportJob.ts): the export call
 * answers at once (202) with the job; the person who asked hears its progress over the live socket
 * to DONE, then downloads the file (Job/ExportFile) — nobody else can. A small export is still the
 * file itself. "Large" is EXPORT_JOB_ROWS rows (here 5); the runner is ticked by hand (JOBS_POLL_MS=0).
 */
process.env.EXPORT_JOB_ROWS = '5';
process.env.JOBS_POLL_MS = '0';
const t = withTestApp({ modules: ['booking', 'jobs'] });
const { asUser, call } = caller(t);
const tokens: Record<string, string> = {};
let url = '';

beforeAll(async () => {
  for (const who of ['admin@demo.test', 'booking@demo.test']) tokens[who] = await asUser(who);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});

const exportOf = (query: string, who = 'admin@demo.test') => call('GET', `${ENDPOINTS.bookingList}/Export${query}`, tokens[who]!);
const fileOf = (job: number, who = 'admin@demo.test') => call('GET', `${ENDPOINTS.jobExportFile}?Id=${job}`, tokens[who]!);
const sheetRows = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!.actualRowCount;
};

describe('a large list export', () => {
  it('answers at once with a job, tells its progress live to DONE, and then gives the file to the one who asked only', async () => {
    const all = (await t.db.query<{ n: number }>('select count(*)::int as n from booking_orders'))[0]!.n;
    expect(all).toBeGreaterThanOrEqual(5);
    const live = await openLive(url);
    live.send({ type: 'auth', token: tokens['admin@demo.test'] });
    expect(await live.next()).toEqual({ type: 'authed' });

    const asked = await exportOf('');
    expect(asked.statusCode).toBe(202);
    const { Job, Rows } = asked.json().Data as { Job: number; Rows: number };
    expect(Rows).toBe(all);
    // not run yet: no file, and the answer says why
    const early = await fileOf(Job);
    expect(early.statusCode).toBe(400);
    expect(early.json().Code).toBe('EXPORT_NOT_READY');

    await t.app.jobs.tick();
    const frames: Extract<ServerFrame, { type: 'job' }>[] = [];
    while (frames.at(-1)?.State !== 'DONE') {
      const f = await live.next(10_000);
      if (f.type === 'job') frames.push(f);
    }
    live.close();
    expect(frames.every((f) => f.Id === Job && f.Kind === 'lists.export')).toBe(true);
    const percents = frames.map((f) => f.Percent);
    expect(percents.length).toBeGreaterThanOrEqual(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    const file = await fileOf(Job);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(/\.xlsx$/);
    // a header row and one row a booking: the same rows the file of a small export has
    expect(await sheetRows(file.rawPayload)).toBe(all + 1);
    // the desk clerk may export bookings too, but this file is the admin's
    expect((await fileOf(Job, 'booking@demo.test')).statusCode).toBe(404);
    expect((await fileOf(Job + 1000)).statusCode).toBe(404);
  });

  it('keeps the list’s filters and scope: a filtered export under the threshold is the file itself, at once', async () => {
    const [row] = await t.db.query<{ booking_no: string }>('select booking_no from booking_orders order by id limit 1');
    const small = await exportOf(`?BookingNo=${row!.booking_no}`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe(XLSX_TYPE);
    expect(await sheetRows(small.rawPayload)).toBe(2);
  });
});
