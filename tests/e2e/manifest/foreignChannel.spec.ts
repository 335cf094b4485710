import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { apiPost, employeeToken, makeCompanyEmployee } from '../../support/apiSession';
import { bookedTypes, pageAs } from '../packing/pklSteps';
import { apiGet } from '../si/siSteps';
import { ownServer } from '../support/ownServer';

/** 天祥's one-box booking (on this spec's own server, only this spec writes to it), filed as a US AMS bill. */
const CGO = 'CGO-HZTX-2611-005';

/** What a POST with an idempotency key answers (the VGM declaration needs none of the browser). */
async function post(base: string, path: string, body: unknown, token: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'web-version': WEB_VERSION, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { Status: boolean; Message?: string };
  if (!res.ok || !envelope.Status) throw new Error(`${path}: ${res.status} ${envelope.Message}`);
}

/**
 * Issue 35, third round, in Chromium: a US AMS manifest (made, submitted and verified through the API)
 * is sent from its info page by the platform's verifier; the filing configuration picks the US_AMS
 * channel, whose simulated CBP (a fast clock) acknowledges and accepts it — the info page shows the
 * disposition in words (提单已在档, the 模拟 badge) without a reload, and the track page its dispositions.
 */
test('a US AMS manifest sent from its info page: the simulated CBP accepts it, and the disposition shows in words', async ({ browser }) => {
  test.setTimeout(150_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 4, undefined, { SIM_US_AMS_DELAY_MS: '20', MANIFEST_CHANNEL_EVERY_MS: '300' });
  await server.start();
  try {
    const base = server.base;
    const [customer, desk] = await Promise.all([
      makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.ams.customer', 'ams-customer-pass', ['客户标准角色']),
      employeeToken(base, 'admin@demo.test'),
    ]);
    const [booked] = await bookedTypes(base, CGO, customer);
    const cnno = booked!.CNNOS[0]!;
    await post(
      base,
      ENDPOINTS.vgmDeclare,
      {
        CGO_ID: CGO,
        Containers: [
          { CNNO: cnno, VGM_KG: 7200, VGM_METHOD: 2, VGM_CARGO_KG: 5000, VGM_TARE_KG: 2200, VGM_WEIGHED_AT: new Date(Date.now() - 3_600_000).toISOString() },
        ],
        VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG I/E CO., LTD.',
        VGM_SIGNATORY: 'LI MING',
        Accept: true,
      },
      customer,
    );
    const made = await apiPost<{ Id: number }>(
      base,
      ENDPOINTS.manifestCreate,
      {
        MFT_FILING: 'US_AMS',
        MFT_LEVEL: 'MASTER',
        MFT_CGO_ID: CGO,
        MFT_MBL_NO: 'CMDU2611052214',
        MFT_CARRIER: 'CMDU',
        MFT_VESSEL: 'CMA CGM JULES VERNE',
        MFT_VOYAGE: '0FL3QW1MA',
        MFT_LOADING_CODE: 'CNSHA',
        MFT_DISCHARGE_CODE: 'USLAX',
        MFT_LOADING_AT: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        MFT_PAYMENT_TERM: 'PP',
        Shipper: {
          NAME: 'HANGZHOU TIANXIANG TRADING CO LTD',
          ADDRESS: '588 JIANGNAN AVENUE HANGZHOU',
          COUNTRY: 'CN',
          PHONE_TYPE: 'TE',
          PHONE: '+86 571 87654321',
        },
        Consignee: {
          NAME: 'PACIFIC HOME GOODS INC',
          ADDRESS: '1200 HARBOR BLVD',
          CITY: 'LOS ANGELES',
          COUNTRY: 'US',
          PHONE_TYPE: 'TE',
          PHONE: '+1 310 555 0100',
        },
        Containers: [{ MFC_CNNO: cnno, MFC_SIZE_TYPE: '22G1', MFC_FULL: true, MFC_SEALNO: 'SL2611005', MFC_SOURCE: 'CARRIER' }],
        Items: [
          {
            MFG_SEQ: 1,
            MFG_PKGS: 200,
            MFG_PACKAGE: 'CT',
            MFG_DESC: 'CERAMIC DINNERWARE SETS',
            MFG_HSCODE: '691110',
            MFG_GROSS_KG: 3300,
            MFG_CBM: 20,
            Allocation: [{ CNNO: cnno, PKGS: 200, KG: 3300, CBM: 20 }],
          },
        ],
        MFT_TOTAL_PKGS: 200,
        MFT_PACKAGE: 'CT',
        MFT_TOTAL_KG: 3300,
        MFT_TOTAL_CBM: 20,
      },
      customer,
    );
    const submitted = await apiPost<{ Submitted: number[]; Failed: unknown[] }>(base, ENDPOINTS.manifestSubmit, { Ids: [made.Id] }, customer);
    expect(submitted.Failed).toEqual([]);
    await apiPost(base, ENDPOINTS.manifestVerify, { Id: made.Id, Approve: true }, desk);

    // --- the verifier sends it from its info page ---
    const page = await pageAs(browser, base, desk);
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.goto(`/mainifest/sendInfo?id=${made.Id}`);
    const info = page.getByTestId('mft-info');
    await expect(info).toHaveAttribute('data-status', '3');
    await info.getByRole('button', { name: '发送海关' }).click();
    // the simulated CBP answers over its compressed clock: the page follows the live frame, no reload
    await expect(info).toHaveAttribute('data-status', '9', { timeout: 30_000 });
    const receipts = info.getByTestId('mft-receipts');
    await expect(receipts.locator('tr[data-kind="ACCEPTED"]')).toContainText('海关接受（入库）');
    await expect(receipts.locator('tr[data-kind="ACCEPTED"]')).toContainText('BOF 提单已在档（AMS 接受）');
    await expect(receipts.locator('tr[data-kind="ACCEPTED"]')).toContainText('模拟');
    await page.screenshot({ path: 'test-results/screens/manifest-ams-sendInfo-zh.png', fullPage: true });

    // --- the track page: the dispositions of a foreign filing, in words ---
    await page.goto(`/mainifest/trackInfo?id=${made.Id}`);
    const track = page.getByTestId('mft-track');
    await expect(track).toContainText('海关处置');
    await expect(track.locator('li[data-kind="ACCEPTED"]')).toContainText('Bill on file');
    await page.screenshot({ path: 'test-results/screens/manifest-ams-trackInfo-zh.png', fullPage: true });

    // --- the demo's ENS lodged late: registered, then "Do Not Load", said on its page in words ---
    const ens = (await apiGet<{ Items: { Id: number }[] }>(base, `${ENDPOINTS.manifestList}?Stage=track&Filing=EU_ENS&PageSize=10`, desk)).Items[0]!;
    await page.goto(`/mainifest/trackInfo?id=${ens.Id}`);
    await expect(page.getByTestId('mft-disposition')).toContainText('海关：禁止装船（Do Not Load）');
    await expect(page.getByTestId('mft-disposition-tag')).toHaveText('禁止装船（Do Not Load）');
    await expect(page.getByTestId('mft-track').locator('li[data-kind="ACCEPTED"]')).toContainText('ENS 已登记（取得 MRN）');
    await page.screenshot({ path: 'test-results/screens/manifest-ens-dnl-zh.png', fullPage: true });

    // --- the demo's ISF: its first filing refused for an importer number CBP cannot read — the refusal names the field ---
    const isfDemo = (await apiGet<{ Items: { Id: number }[] }>(base, `${ENDPOINTS.manifestList}?Stage=track&Filing=US_ISF&PageSize=10`, desk)).Items[0]!;
    await page.goto(`/mainifest/sendFailInfo?id=${isfDemo.Id}`);
    const failure = page.getByTestId('mft-failure');
    await expect(failure).toContainText('进口商或收货人编号无法识别');
    await expect(failure).not.toContainText('isf.number');
    await expect(failure.locator('li[data-path="/Isf/IOR_NO"]')).toContainText('请检查 ISF 申报要素 · 进口商登记号');
    await expect(page.getByTestId('mft-receipt-fields')).toContainText('海关指出的字段：ISF 申报要素 · 进口商登记号');
    await page.screenshot({ path: 'test-results/screens/manifest-isf-rejected-zh.png', fullPage: true });

    // --- an ISF draft: its importer elements in the editor, each missing one named by the live check as the screen names it ---
    const isf = await apiPost<{ Id: number }>(
      base,
      ENDPOINTS.manifestCreate,
      {
        MFT_FILING: 'US_ISF',
        MFT_LEVEL: 'MASTER',
        MFT_CGO_ID: CGO,
        Isf: { SELLER: { NAME: 'HANGZHOU TIANXIANG TRADING CO LTD', ADDRESS: '588 JIANGNAN AVENUE', COUNTRY: 'CN' } },
      },
      customer,
    );
    const cust = await pageAs(browser, base, customer);
    await cust.setViewportSize({ width: 1440, height: 1600 });
    await cust.goto(`/external/workbench/mainifest/edit?id=${isf.Id}`);
    const elements = cust.getByTestId('mft-isf');
    await expect(elements.locator('[data-element="SELLER"]')).toHaveAttribute('data-problem', 'no');
    await expect(elements.locator('[data-element="BUYER"]')).toContainText('买方');
    await expect(elements.locator('[data-element="BUYER"]')).toContainText('美国 ISF：须填写买方（进口商十项要素之一）。');
    await elements.getByLabel('买方 名称').fill('PACIFIC HOME GOODS INC');
    await elements.getByLabel('买方 地址').fill('1200 HARBOR BLVD LOS ANGELES');
    await elements.getByLabel('买方 国家').fill('us');
    await expect(elements.locator('[data-element="BUYER"]')).toHaveAttribute('data-problem', 'no', { timeout: 15_000 });
    await expect(cust.getByTestId('mft-live-check')).toContainText('美国 ISF：须填写制造商（供应商）（进口商十项要素之一）。');
    await elements.screenshot({ path: 'test-results/screens/manifest-isf-edit-zh.png' });
  } finally {
    await server.stop();
  }
});
