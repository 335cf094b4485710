import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PDF_LIMITS } from '../../../server/platform/pdf/limits';
import { pdfPool } from '../../../server/platform/pdf/pool';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { pdfText } from '../../support/pdfText';
import { insertPackingList, OWN_CGO } from './support';

/**
 * Issue 45 item 7: one customer's print froze the server (200 lines of 2,000-character words made
 * an 817-page PDF in 6–38 s while /api/health waited). A PDF is drawn in the PDF worker, so the
 * server answers meanwhile; a line's cell is cut where it runs long; a document past the page bound
 * is refused in words; a person prints a few at once and so many a minute.
 */
describe('printing within bounds', () => {
  const t = withTestApp({ modules: ['packingReports'] });
  const { call, asUser } = caller(t);
  let customer: string;
  let staff: string;
  let colleague: string;
  let small: number;
  let wordy: number;
  let endless: number;

  /** A word of `n` letters with no space to break it at. */
  const word = (n: number, c = 'W') => c.repeat(n);

  beforeAll(async () => {
    customer = await asUser('customer.admin@demo.test');
    colleague = await asUser('customer@demo.test');
    staff = await asUser('admin@demo.test');
    small = await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112800201',
      slot: 11,
      lines: [{ goods: 'COTTON T-SHIRTS', num: 10, weight: 100, volume: 1 }],
    });
    // the list: 200 lines (the most the form takes), each field a 2,000-character word
    wordy = await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112800202',
      slot: 12,
      lines: Array.from({ length: 200 }, () => ({ cngoods: word(2000, '棉'), goods: word(2000), marks: word(2000, 'M'), num: 1, weight: 1, volume: 1 })),
    });
    // more lines than any page bound holds (the bound guards every document, whatever the form let in)
    endless = await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112800203', slot: 13 });
    await t.db.query(
      `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_package, pkd_num, pkd_weight, pkd_volume, pkd_marks)
       select $1, n, repeat('纯棉衬衫 ', 80), repeat('COTTON SHIRTS ', 30), '610910', 'CT', 1, 1, 1, repeat('N/M ', 60) from generate_series(1, 1500) n`,
      [endless],
    );
  });

  it('draws the issue’s list in the worker while /api/health answers, each long word cut at its cell', async () => {
    // the worker started and its font parsed by a first print, so what follows is the drawing itself
    expect((await call('GET', `${ENDPOINTS.packingPrint}?Id=${small}`, staff)).statusCode).toBe(200);
    const order: string[] = [];
    const printing = call('GET', `${ENDPOINTS.packingPrint}?Id=${wordy}`, customer).then((r) => {
      order.push('print');
      return r;
    });
    while (pdfPool.rendering === 0) await new Promise((r) => setImmediate(r));
    const health = await t.app.inject({ method: 'GET', url: ENDPOINTS.health });
    order.push('health');
    // answered while the document was still being drawn: the event loop was free
    expect(pdfPool.rendering).toBe(1);
    expect(health.statusCode).toBe(200);
    const res = await printing;
    expect(order).toEqual(['health', 'print']);
    expect(res.statusCode, res.body).toBe(200);
    const pages = await pdfText(res.rawPayload);
    // a line stays on one page: 200 lines run to a few dozen pages, not 817
    expect(pages.length).toBeLessThan(60);
    expect(pages[0]).toContain('PK26112800202');
    expect(pages.join(' ')).toContain('…');
  }, 120_000);

  it('refuses a document past the page bound with its Code and words, in the person’s language', async () => {
    const res = await call('GET', `${ENDPOINTS.packingPrint}?Id=${endless}`, customer);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      Status: false,
      Code: 'PDF_TOO_LONG',
      Message: `这份文件超过 ${PDF_LIMITS.maxPages} 页，不能打印：请缩短过长的描述，或把明细分成几份再打印。`,
    });
    const en = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.packingPrint}?Id=${endless}`,
      headers: { authorization: `Bearer ${customer}`, 'accept-language': 'en' },
    });
    expect(en.json().Message).toContain(`runs over ${PDF_LIMITS.maxPages} pages and is not printed`);
    // and the worker draws the next one
    expect((await call('GET', `${ENDPOINTS.packingPrint}?Id=${small}`, customer)).statusCode).toBe(200);
  }, 120_000);

  it('lets a person print a few at once: one more waits its turn in words, with Retry-After', async () => {
    const all = await Promise.all(
      Array.from({ length: PDF_LIMITS.perPerson.atOnce + 1 }, () => call('GET', `${ENDPOINTS.packingPrint}?Id=${wordy}`, colleague)),
    );
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(PDF_LIMITS.perPerson.atOnce).fill(200), 429]);
    const refused = all.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ Code: 'PRINT_AT_ONCE', Message: `您已有 ${PDF_LIMITS.perPerson.atOnce} 份文件正在打印：请等它们完成后再打印。` });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);

  it('lets a person print so many a minute: the next is refused with Retry-After and words; another person still prints', async () => {
    const n = PDF_LIMITS.perPerson.perMinute;
    // the staff account printed once in the first test
    let done = 1;
    while (done < n) {
      const r = await call('GET', `${ENDPOINTS.packingPrint}?Id=${small}`, staff);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      done += 1;
    }
    const over = await call('GET', `${ENDPOINTS.packingPrint}?Id=${small}`, staff);
    expect(over.statusCode).toBe(429);
    const seconds = Number(over.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(over.json()).toMatchObject({ Code: 'PRINT_PER_MINUTE', Message: `您一分钟内已打印 ${n} 次：请 ${seconds} 秒后再打印。`, RetryAfter: seconds });
    expect((await call('GET', `${ENDPOINTS.packingPrint}?Id=${small}`, customer)).statusCode).toBe(200);
  }, 120_000);
});
