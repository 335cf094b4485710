import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { apiPost, employeeToken, makeCompanyEmployee } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { bookedTypes, pageAs } from '../packing/pklSteps';
import { apiGet } from '../si/siSteps';
import { ownServer } from '../support/ownServer';

/** 天祥's booking of two 40HQ: on this spec's own server, only this spec makes its manifest. */
const CGO = 'CGO-HZTX-2611-004';
/** The parties customs need, codes included (the SI has none of them). */
const PARTIES = {
  Shipper: {
    NAME: 'HANGZHOU TIANXIANG I/E CO., LTD.',
    ADDRESS: 'NO 88 JIANGNAN AVENUE HANGZHOU',
    COUNTRY: 'CN',
    CODE: 'USCI+91330100MA2GXQ2E7F',
    PHONE_TYPE: 'TE',
    PHONE: '+86 571 8888 6666',
  },
  Consignee: {
    NAME: 'NORDIC HOME GOODS GMBH',
    ADDRESS: 'GROSSE ELBSTRASSE 145 HAMBURG',
    COUNTRY: 'DE',
    CODE: '9999+HRB123456',
    PHONE_TYPE: 'TE',
    PHONE: '+49 40 1234567',
  },
  Notify: { NAME: 'SAME AS CONSIGNEE', COUNTRY: 'DE', CODE: 'EORI+DE123456789012345', PHONE_TYPE: 'TE', PHONE: '+49 40 7654321' },
};

interface Mft {
  MFT_NO: string;
  MFT_STATUS: number;
  MFT_VESSEL: string;
  MFT_HBL_NO: string;
  Consignee: { ADDRESS?: string };
}

/** A call that reaches customs: with an idempotency key (a double click is one message); answers the envelope's Data. */
async function post<T>(base: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'web-version': WEB_VERSION, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { Status: boolean; Message?: string; Data: T };
  if (!res.ok || !envelope.Status) throw new Error(`${path}: ${res.status} ${envelope.Message}`);
  return envelope.Data;
}

/** A fast simulated customs: receipts within a second, the channel every 300 ms. */
const fastCustoms = (offset: number) =>
  ownServer(Number(process.env.E2E_PORT ?? 4173) + offset, undefined, { SIM_CN_MANIFEST_DELAY_MS: '20', MANIFEST_CHANNEL_EVERY_MS: '300' });

/**
 * Issue 35's amendments in Chromium, on a manifest accepted by the simulated customs (made through
 * the API: an approved SI, the VGM, create, submit, verify, send):
 * (b) the verifier amends it — the consignee's address changed, a change-reason code picked — and
 *     the amendment is accepted; the info screen shows what customs held before and what it holds now;
 * (c) the vessel and the container numbers are read-only in an amendment: the manifest is deleted at
 *     customs (a DELETE message with a change reason, accepted) and sent again as a new manifest of
 *     the same bill with the new vessel, which customs accepts.
 */
test('an accepted manifest amended with a change reason (before/after shown), then deleted and sent again for a new vessel', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = fastCustoms(7);
  await server.start();
  try {
    const base = server.base;
    const [customer, desk] = await Promise.all([
      makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.mft.amender', 'mft-amender-pass', ['客户标准角色']),
      employeeToken(base, 'admin@demo.test'),
    ]);
    const get = (id: number) => apiGet<Mft>(base, `${ENDPOINTS.manifestGet}?Id=${id}`, desk);
    const statusOf = async (id: number) => (await get(id)).MFT_STATUS;

    // --- an accepted manifest, through the API ---
    const [booked] = await bookedTypes(base, CGO, customer);
    const boxes = booked!.CNNOS.map((no) => ({ no, type: booked!.TYPE }));
    const source = await apiGet<Parameters<typeof draftFor>[0]>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, customer);
    await apiPost(base, ENDPOINTS.siAdd, { TDBLInfos: [draftFor(source, boxes)], Num: 1, CGO_ID: CGO, MBL_NO: source.MBL_NO }, customer);
    const [si] = await apiGet<{ Id: number }[]>(base, `${ENDPOINTS.siList}?CGO_ID=${CGO}`, customer);
    await apiGet(base, `${ENDPOINTS.siChangeStatus}?TDId=${si!.Id}&Status=2`, desk);
    await post(
      base,
      ENDPOINTS.vgmDeclare,
      {
        CGO_ID: CGO,
        Containers: boxes.map((b) => ({
          CNNO: b.no,
          VGM_KG: 7200,
          VGM_METHOD: 2,
          VGM_CARGO_KG: 3300,
          VGM_TARE_KG: 3900,
          VGM_WEIGHED_AT: new Date(Date.now() - 3_600_000).toISOString(),
        })),
        VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG I/E CO., LTD.',
        VGM_SIGNATORY: 'LI MING',
        Accept: true,
      },
      customer,
    );
    const { Id: id } = await post<{ Id: number }>(
      base,
      ENDPOINTS.manifestCreate,
      { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: CGO, MFT_SI_ID: si!.Id, ...PARTIES },
      customer,
    );
    const sendAndAccept = async (mid: number) => {
      await post(base, ENDPOINTS.manifestSubmit, { Ids: [mid] }, customer);
      if ((await statusOf(mid)) === 1) await post(base, ENDPOINTS.manifestVerify, { Id: mid, Approve: true }, desk);
      await post(base, ENDPOINTS.manifestSend, { Ids: [mid], Override: { Reason: '与提单补料的差异已核对' } }, desk);
      await expect.poll(() => statusOf(mid), { timeout: 30_000 }).toBe(9);
    };
    await sendAndAccept(id);
    const first = await get(id);

    // --- (b) amended with a change-reason code: the consignee's address ---
    const page = await pageAs(browser, base, desk);
    await page.setViewportSize({ width: 1440, height: 1400 });
    await page.goto(`/mainifest/sendInfo?id=${id}`);
    await expect(page.getByTestId('mft-status')).toHaveText('海关已接受');
    await page.getByRole('button', { name: '修改后重发' }).click();
    await expect(page).toHaveURL(new RegExp(`/mainifest/sendEdit\\?id=${id}$`));
    const editor = page.getByTestId('mft-edit');
    await expect(editor).toHaveAttribute('data-status', '10');
    const amendCard = editor.getByTestId('mft-amend');
    await expect(amendCard).toContainText('船名和箱号发送后不能修改');
    await expect(editor.getByLabel('船名', { exact: true })).toBeDisabled();
    await editor.getByTestId('mft-party-Consignee').getByLabel('收货人 地址').fill('UEBERSEEALLEE 10, 20457 HAMBURG');
    // the amendment cannot go without its change-reason code
    await expect(amendCard.getByRole('button', { name: '发送修改' })).toBeDisabled();
    await amendCard.getByLabel('变更原因代码').selectOption('C03');
    await amendCard.getByRole('button', { name: '发送修改' }).click();
    await expect(page.getByText('修改已发送').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/mainifest/sendEditInfo\\?id=${id}$`));
    await expect.poll(() => statusOf(id), { timeout: 30_000 }).toBe(9);
    await page.reload();
    const diff = page.getByTestId('mft-amend-diff');
    await expect(diff).toContainText('修改前（海关现有）');
    await expect(diff).toContainText('GROSSE ELBSTRASSE 145 HAMBURG');
    await expect(diff).toContainText('UEBERSEEALLEE 10, 20457 HAMBURG');
    // the manifest's changes only, each named as the form names it (the message's envelope is the transmissions table's)
    await expect(diff.locator('tbody tr')).toHaveCount(1);
    await expect(diff.locator('tbody tr').first()).toContainText('收货人 · 地址');
    await expect(diff).not.toContainText('messageRef');
    await expect(page.getByTestId('mft-transmissions')).toContainText('C03');
    await page.screenshot({ path: 'test-results/screens/manifest-amend-diff-zh.png', fullPage: true });
    expect((await get(id)).Consignee.ADDRESS).toBe('UEBERSEEALLEE 10, 20457 HAMBURG');

    // --- (c) a new vessel: not an amendment — delete at customs and send again ---
    await page.goto(`/mainifest/sendInfo?id=${id}`);
    await page.getByRole('button', { name: '修改后重发' }).click();
    await expect(editor).toHaveAttribute('data-status', '10');
    await expect(editor.getByLabel('船名', { exact: true })).toBeDisabled();
    await amendCard.getByLabel('变更原因代码').selectOption('C01');
    await amendCard.getByRole('button', { name: '删除并重新发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除并重新发送' }).click();
    await expect(page.getByText('删除报文已发送').first()).toBeVisible();
    await expect.poll(() => statusOf(id), { timeout: 30_000 }).toBe(11);
    // sent again: a copy of the deleted manifest on the new vessel, through the same flow
    const { Id: again } = await post<{ Id: number }>(
      base,
      ENDPOINTS.manifestCreate,
      { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: CGO, DuplicateOf: id, MFT_VESSEL: 'COSCO SHIPPING GEMINI' },
      customer,
    );
    await sendAndAccept(again);
    const resent = await get(again);
    expect([resent.MFT_VESSEL, resent.Consignee.ADDRESS, resent.MFT_NO === first.MFT_NO]).toEqual([
      'COSCO SHIPPING GEMINI',
      'UEBERSEEALLEE 10, 20457 HAMBURG',
      false,
    ]);
    await page.goto(`/mainifest/sendInfo?id=${id}`);
    await expect(page.getByTestId('mft-status')).toHaveText('已删除');
  } finally {
    await server.stop();
  }
});

/**
 * (d) A send failure retried: the demo's manifest whose message the single window answered HTTP 503
 * until the retries ran out is on the send-failure page with the transport error; the verifier
 * sends it again and the simulated customs takes it.
 */
test('a send failure: the transport error shown, retried by the verifier, taken by customs', async ({ browser }) => {
  test.setTimeout(120_000);
  const server = fastCustoms(8);
  await server.start();
  try {
    const base = server.base;
    const desk = await employeeToken(base, 'admin@demo.test');
    const failed = await apiGet<{ Items: { Id: number; MFT_STATUS: number }[] }>(base, `${ENDPOINTS.manifestList}?Stage=sendFail&PageSize=50`, desk);
    const id = failed.Items.find((m) => m.MFT_STATUS === 7)!.Id;
    const page = await pageAs(browser, base, desk);
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.goto(`/mainifest/sendFailInfo?id=${id}`);
    await expect(page.getByTestId('mft-status')).toHaveText('发送失败');
    await expect(page.getByTestId('mft-failure')).toContainText('HTTP 503');
    await page.getByRole('button', { name: '重发海关' }).click();
    await expect(page.getByText('已重新进入发送队列').first()).toBeVisible();
    // out of the failed state: the gateway took it, and customs answered (accepted or refused with its words)
    await expect
      .poll(async () => (await apiGet<Mft>(base, `${ENDPOINTS.manifestGet}?Id=${id}`, desk)).MFT_STATUS, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(8);
    await page.reload();
    await expect(page.getByTestId('mft-status')).not.toHaveText('发送失败');
    const log = await apiGet<{ Type: string }[]>(base, `${ENDPOINTS.manifestLog}?Id=${id}`, desk);
    expect(log.map((e) => e.Type)).toContain('v1.ManifestRetried');
  } finally {
    await server.stop();
  }
});
