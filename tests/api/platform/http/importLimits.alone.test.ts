import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { IMPORT_LIMITS } from '../../../../server/http/importLimits';
import { healthDuring, percentile } from '../../../support/healthProbe';
import { templateRows, workbookOf, workbookWithReference, zipBomb } from '../../../support/xlsxFiles';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Issue 11, security 2: an .xlsx import could stall the whole server (an 896 KiB zip bomb took
 * 62 s and 3.9 GB; 10,000 rows stalled health checks for 9.5 s). Imports now bound the inflated
 * size and the rows, and read the workbook in a worker while the event loop keeps answering.
 */
const t = withTestApp({ modules: ['booking', 'companies', 'containerEvents', 'readySpace', 'refdata', 'si', 'staff'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const IMPORT = `${ENDPOINTS.siTemplateList}/Import`;
const MIB = 1024 * 1024;

beforeAll(async () => {
  for (const who of ['customer@demo.test', 'admin@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});

const send = (file: Buffer, lang?: string, url = IMPORT, who = 'customer@demo.test') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: file,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': XLSX_TYPE, ...(lang ? { 'accept-language': lang } : {}) },
  });

/** An import over real HTTP (a listening server), so health checks interleave with it. */
function post(port: number, path: string, token: string, file: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': XLSX_TYPE, 'content-length': file.length, 'web-version': WEB_VERSION },
      },
      (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (body += c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(file);
  });
}

describe('Excel imports are bounded and read off the event loop', () => {
  it('keeps answering /api/health while the largest accepted import runs (never held for the import), and imports every row', async () => {
    const file = await workbookOf(templateRows(IMPORT_LIMITS.maxRows, 'BIG'));
    expect(file.length).toBeLessThan(1024 * 1024); // it fits the body limit, so it is accepted
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    // the first import of a process loads the sheet reader's code once (a one-off of the process's
    // start, not of an import): a small one goes first, then the largest is measured
    expect((await post(port, IMPORT, tokens['customer@demo.test']!, await workbookOf(templateRows(1, 'WARM')))).status).toBe(200);
    const started = performance.now();
    const { result, latencies } = await healthDuring(address, () => post(port, IMPORT, tokens['customer@demo.test']!, file));
    const importMs = performance.now() - started;
    expect(result.status, result.body).toBe(200);
    expect(JSON.parse(result.body).Data).toEqual({ Imported: IMPORT_LIMITS.maxRows, Rejected: [] });
    const worst = Math.max(...latencies);
    console.log(
      `health during ${IMPORT_LIMITS.maxRows}-row import (${importMs.toFixed(0)} ms): n=${latencies.length} p50=${percentile(latencies, 50).toFixed(1)} p99=${percentile(latencies, 99).toFixed(1)} max=${worst.toFixed(1)} ms`,
    );
    // Not a speed figure (the p99 bar of 100 ms is measured by `npm run bench`, bench/healthUnderLoad.ts,
    // on a quiet machine): the stall the issue found held every caller for the whole import (9.5 s).
    // Read in a worker and written in batches, the longest wait is a small part of the import,
    // whatever the machine's load stretches both by.
    expect(latencies.length).toBeGreaterThan(20);
    expect(worst, `the longest health wait ${worst.toFixed(0)} ms of a ${importMs.toFixed(0)} ms import`).toBeLessThan(importMs / 3);
  }, 120_000);

  it('refuses one row over the limit whole (413), in the language asked for, writing nothing', async () => {
    const file = await workbookOf(templateRows(IMPORT_LIMITS.maxRows + 1, 'OVER'));
    const zh = await send(file);
    expect(zh.statusCode).toBe(413);
    expect(zh.json()).toMatchObject({ Status: false, Code: 'IMPORT_TOO_MANY_ROWS' });
    expect(zh.json().Message).toContain('2,000 行');
    const en = await send(file, 'en-US,en;q=0.9');
    expect(en.statusCode).toBe(413);
    expect(en.json().Message).toBe('An import takes at most 2,000 rows (besides the header): split the sheet and import the parts.');
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from si_templates where name like 'OVER%'`);
    expect(n!.n).toBe(0);
  }, 60_000);

  it('refuses a sheet whose cell carries a lone surrogate (a character reference), storing nothing', async () => {
    const rows = templateRows(2, 'SURR');
    rows[2]![1] = 'LONEMARK TIANXIANG';
    const res = await send(await workbookWithReference(rows, 'LONEMARK', '&#xD800;'), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: false, Code: 'IMPORT_NOT_XLSX' });
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from si_templates where name like 'SURR%'`);
    expect(n!.n).toBe(0);
  }, 60_000);

  it('refuses a zip bomb by the sizes it declares, in well under a second', async () => {
    const bomb = await zipBomb(300 * MIB);
    expect(bomb.length).toBeLessThan(1024 * 1024); // an ordinary upload: the body limit does not stop it
    const started = performance.now();
    const res = await send(bomb, 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      Code: 'IMPORT_INFLATES_TOO_LARGE',
      Message: 'The file unpacks to more than the 16 MiB limit: split it and import the parts.',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('refuses a zip bomb whose directory lies about its size, by capping the actual inflation', async () => {
    const liar = await zipBomb(100 * MIB, 2_000); // claims 2,000 bytes
    const res = await send(liar);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ Code: 'IMPORT_INFLATES_TOO_LARGE' });
    expect(res.json().Message).toContain('16 MiB');
  }, 60_000);

  it('refuses a file that is not a workbook (400), and an import while the body is not a file (415)', async () => {
    const res = await send(Buffer.from('PK\u0003\u0004 not really a zip at all'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'IMPORT_NOT_XLSX', Message: '文件不是 Excel 工作簿（.xlsx 或 .xls）。' });
    const json = await call('POST', IMPORT, tokens['customer@demo.test']!, { any: 1 });
    expect(json.statusCode).toBe(415);
  });

  it('sends every import of the server through the same bounds', async () => {
    const imports = t.app.apiRoutes.filter((r) => r.method === 'POST' && r.url.endsWith('/Import')).map((r) => r.url);
    // SI templates, employees, customers, providers, permission items
    expect(imports.length).toBeGreaterThanOrEqual(5);
    const bomb = await zipBomb(64 * MIB);
    for (const url of imports) {
      let res = await send(bomb, 'en', url, 'admin@demo.test');
      if (res.statusCode === 403) res = await send(bomb, 'en', url, 'customer.admin@demo.test');
      if (res.statusCode === 403) res = await send(bomb, 'en', url, 'customer@demo.test');
      expect({ url, status: res.statusCode, code: res.json().Code }).toEqual({ url, status: 413, code: 'IMPORT_INFLATES_TOO_LARGE' });
    }
  }, 60_000);
});
