// Browser-side customs manifest figure (issue 35): the verifier's click from the verify queue
// (/mainifest/verifyList, its page of 200 submitted manifests) to the manifest's detail on screen,
// against the bare fetch of the same detail from the same page. The method of browserPklAudit.ts
// (the packing-list audit desk): rows spread over the page, none fetched ahead, a quiet page for the floor.
import type { Page } from 'playwright';
import { ENDPOINTS } from '../src/contract/endpoints';
import { MANIFEST_PAGES } from '../src/contract/manifest/module';
import { withCheckDigit } from '../src/domain/si/iso6346';
import { apiPost, employeeToken, TOKEN_KEY } from '../tests/support/apiSession';
import { deskClicks } from './deskClicks';

/** The queue's one page (verifyQueueQuery in src/features/manifest/api/manifest.ts). */
export const MFT_QUEUE = 200;
/** 天祥's booking the bench's house bills are made on (its first box: the demo's packing lists leave it unchecked). */
const CGO = 'CGO-HZTX-2611-002';

const PARTY = (name: string, country: string, code: string, phone: string) => ({
  NAME: name,
  ADDRESS: `${name} STREET 1`,
  COUNTRY: country,
  CODE: code,
  PHONE_TYPE: 'TE',
  PHONE: phone,
});

/**
 * `n` submitted manifests of 天祥's, as the customer's day makes them: house bills on one booking,
 * created blank with their parties, box and goods typed (POST Manifest/Create), then submitted
 * (POST Manifest/Submit): the verify queue's page is full.
 */
async function fillVerifyQueue(base: string, n: number): Promise<void> {
  const customer = await employeeToken(base, 'customer@demo.test');
  // the booking's first box (server/modules/si/seed.ts: MSK 410220…)
  const cnno = withCheckDigit('MSKU410220');
  const made: number[] = [];
  for (let i = 0; i < n; i++) {
    const created = await apiPost<{ Id: number }>(
      base,
      ENDPOINTS.manifestCreate,
      {
        MFT_FILING: 'CN_EXPORT',
        MFT_LEVEL: 'HOUSE',
        MFT_CGO_ID: CGO,
        MFT_HBL_NO: `BENCHMFT${String(i).padStart(5, '0')}`,
        MFT_LOADING_AT: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        MFT_PAYMENT_TERM: 'PP',
        Shipper: PARTY('HANGZHOU TIANXIANG TRADING CO LTD', 'CN', 'USCI+91330100799655058B', '+86 571 87654321'),
        Consignee: PARTY('NORDIC HOME GOODS INC', 'US', 'EIN+95-4823107', '+1 562 555 0142'),
        Containers: [{ MFC_CNNO: cnno, MFC_SIZE_TYPE: '45G1', MFC_FULL: true, MFC_SEALNO: `BS${i}`, MFC_SOURCE: 'CARRIER' }],
        Items: [
          {
            MFG_SEQ: 1,
            MFG_PKGS: 10,
            MFG_PACKAGE: 'CT',
            MFG_DESC: 'CERAMIC DINNERWARE SETS',
            MFG_HSCODE: '691110',
            MFG_GROSS_KG: 200,
            MFG_CBM: 1,
            Allocation: [{ CNNO: cnno, PKGS: 10, KG: 200, CBM: 1 }],
          },
        ],
        MFT_TOTAL_PKGS: 10,
        MFT_PACKAGE: 'CT',
        MFT_TOTAL_KG: 200,
        MFT_TOTAL_CBM: 1,
      },
      customer,
    );
    made.push(created.Id);
  }
  const submitted = await apiPost<{ Submitted: number[]; Failed: { Id: number; Problems: { Code: string; Path: string }[] }[] }>(
    base,
    ENDPOINTS.manifestSubmit,
    { Ids: made },
    customer,
  );
  if (submitted.Submitted.length !== n) throw new Error(`${submitted.Submitted.length} of ${n} submitted: ${JSON.stringify(submitted.Failed[0]?.Problems)}`);
}

/**
 * The verifier's click on a queue row until that manifest's detail — the desk showing its id
 * (`data-shown`) with its history's lines — is on screen (timed in the page from the click to the
 * second frame after), over rows spread down the page (from the third: the screen fetches the
 * cursor's row and the next ahead), none clicked twice; against the bare fetch of the same
 * `Manifest/Get` from the same page, on a quiet page. Each click is split in phases from the page's
 * resource timing: until its detail calls were asked and answered, until the detail and its history were in the DOM.
 */
export async function mftVerifyOpenInBrowser(page: Page, base: string, clicks = 50) {
  await fillVerifyQueue(base, MFT_QUEUE);
  const token = await employeeToken(base, 'admin@demo.test');
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${base}${MANIFEST_PAGES.verifyList}`);
  await page
    .locator('[data-testid="mft-queue"] tbody tr')
    .nth(MFT_QUEUE - 1)
    .waitFor();
  const figures = await deskClicks(
    page,
    {
      rows: '[data-testid="mft-queue"] tbody tr',
      desk: '[data-testid="mft-desk"]',
      detail: '[data-testid="mft-desk-detail"]',
      logLine: '[data-testid="mft-log"] li',
      calls: (id: string) => `/api/Manifest/[A-Za-z]+\\?(.*&)?Id=${id}(&|$)`,
    },
    (id) => `${ENDPOINTS.manifestGet}?Id=${id}`,
    token,
    clicks,
  );
  return { queued: MFT_QUEUE, ...figures };
}
