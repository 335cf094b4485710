import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { ownServer } from '../../e2e/support/ownServer';
import { employeeToken } from '../../support/apiSession';
import { pdfText } from '../../support/pdfText';
import { seededDb } from '../support/build';

/**
 * The compiled server (`npm run build:server`, what production and the e2e tests run) draws its
 * PDFs in build/server/pdfWorker.js, a bundle of its own beside main.js (issue 45 item 7): a print
 * through the real process answers the PDF, so the worker is in the build and starts from it.
 */
const PORT = 4211;
const server = ownServer(PORT, mkdtempSync(join(tmpdir(), 'freight-pdf-worker-')));

// the run's seeded database on the server's folder, so its start migrates and seeds nothing
beforeAll(async () => {
  await (await seededDb(server.dataDir)).close();
  await server.start();
}, 180_000);
afterAll(() => server.stop());

describe('the compiled server’s PDF worker', () => {
  it('prints an invoice from build/server/pdfWorker.js', { timeout: 120_000 }, async () => {
    const token = await employeeToken(server.base, 'admin@demo.test');
    const headers = { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION };
    const list = await fetch(`${server.base}${ENDPOINTS.invoiceList}?PageSize=1`, { headers });
    const [invoice] = ((await list.json()) as { Data: { Items: { Id: number; INV_NO: string }[] } }).Data.Items;
    const res = await fetch(`${server.base}${ENDPOINTS.invoicePrint}?Id=${invoice!.Id}`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const [page] = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(page).toContain(invoice!.INV_NO);
    expect(page).toContain('环球货代平台');
  });
});
