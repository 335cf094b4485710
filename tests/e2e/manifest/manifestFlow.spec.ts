import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { UNDO_WINDOW_MS } from '../../../src/machines/siReviewMachine';
import { apiPost, employeeToken, makeCompanyEmployee } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { bookedTypes, pageAs } from '../packing/pklSteps';
import { apiGet } from '../si/siSteps';
import { fillManifestParty } from '../support/chainSteps';
import { ownServer } from '../support/ownServer';

/** 天祥's booking of two 40HQ (Hapag, loading at Shanghai): on this spec's own server, only this spec writes to it. */
const CGO = 'CGO-HZTX-2611-004';
/** A unified social credit code whose GB 32100-2015 check character is right (F), and one where it is not. */
const USCI = '91330100MA2GXQ2E7F';
const USCI_BAD_CHECK = '91330100MA2GXQ2E7B';

interface Record_ {
  MFT_NO: string;
  MFT_STATUS: number;
  MFT_STAGE: string;
}
const getManifest = (base: string, id: number, token: string) => apiGet<Record_>(base, `${ENDPOINTS.manifestGet}?Id=${id}`, token);

/** What a POST with an idempotency key answers (the VGM declaration and the gate-in need none of the browser). */
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
 * Issue 35's chain in Chromium: an approved SI → the customer makes the manifest from it on the
 * workbench (prefilled; the SI difference panel says it matches), types the parties' codes with the
 * live check (a wrong USCI check character is named and may be kept on purpose), saves and submits →
 * the verifier works the queue from the keyboard (j to the row, Enter, a; the undo window passes; the
 * next one opens by itself) → sends it from the send list; the manifest now differs from its SI (the
 * consignee's address was typed), so the override dialog asks for a reason → the simulated customs
 * acknowledges and accepts it (receipts with the 模拟 badge) → the containers gate in (GTIN events)
 * and the customer's open track page shows 运抵 without a reload (the manifest's live frame).
 *
 * What the chain is not about goes through the API: the SI (added by the customer, approved by the
 * desk) and the containers' VGM. A server of the spec's own with a fast simulated customs.
 */
test('a manifest from an approved SI: created, submitted, verified from the keyboard, sent with an override, accepted, 运抵 after gate-in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 2, undefined, { SIM_CN_MANIFEST_DELAY_MS: '20', MANIFEST_CHANNEL_EVERY_MS: '300' });
  await server.start();
  try {
    const base = server.base;
    const [customer, desk] = await Promise.all([
      makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.mft.customer', 'mft-customer-pass', ['客户标准角色']),
      employeeToken(base, 'admin@demo.test'),
    ]);

    // --- the approved SI of the booking's two boxes, and their VGM (through the API) ---
    const [booked] = await bookedTypes(base, CGO, customer);
    const boxes = booked!.CNNOS.map((no) => ({ no, type: booked!.TYPE }));
    expect(boxes).toHaveLength(2);
    const source = await apiGet<Parameters<typeof draftFor>[0]>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, customer);
    await apiPost(base, ENDPOINTS.siAdd, { TDBLInfos: [draftFor(source, boxes)], Num: 1, CGO_ID: CGO, MBL_NO: source.MBL_NO }, customer);
    const [si] = await apiGet<{ Id: number }[]>(base, `${ENDPOINTS.siList}?CGO_ID=${CGO}`, customer);
    await apiGet(base, `${ENDPOINTS.siChangeStatus}?TDId=${si!.Id}&Status=2`, desk);
    const weighed = new Date(Date.now() - 3_600_000).toISOString();
    await post(
      base,
      ENDPOINTS.vgmDeclare,
      {
        CGO_ID: CGO,
        Containers: boxes.map((b) => ({ CNNO: b.no, VGM_KG: 7200, VGM_METHOD: 2, VGM_CARGO_KG: 3300, VGM_TARE_KG: 3900, VGM_WEIGHED_AT: weighed })),
        VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG I/E CO., LTD.',
        VGM_SIGNATORY: 'LI MING',
        Accept: true,
      },
      customer,
    );

    // --- the customer makes the manifest from the approved SI ---
    const cust = await pageAs(browser, base, customer);
    await cust.setViewportSize({ width: 1440, height: 1400 });
    await cust.goto('/external/workbench/mainifest/create');
    await cust.getByLabel('查找舱单').fill(CGO);
    await cust.getByTestId('mft-si-choices').locator('tr', { hasText: CGO }).click();
    await cust.getByRole('button', { name: '创建舱单' }).click();
    await expect(cust).toHaveURL(/\/external\/workbench\/mainifest\/edit\?id=\d+$/);
    const id = Number(new URL(cust.url()).searchParams.get('id'));
    const editor = cust.getByTestId('mft-edit');
    await expect(editor).toHaveAttribute('data-status', '0');
    await expect(editor.getByTestId('mft-si-diff')).toHaveAttribute('data-count', '0');
    await expect(editor.getByTestId('mft-si-diff')).toContainText('与已审核的提单补料一致');
    await expect(editor.getByTestId('mft-items')).toHaveAttribute('data-rows', '2');
    await expect(editor.getByTestId('mft-allocation')).toHaveAttribute('data-rows', '4');
    const check = editor.getByTestId('mft-live-check');
    await expect(check).toContainText('发货人 · 企业代码');
    await expect(editor.getByTestId('mft-clock')).toHaveAttribute('data-tone', 'ok');

    // the shipper's code with a wrong check character: the live check names it, and it may be kept on purpose
    await fillManifestParty(cust, 'Shipper', '发货人', { country: 'CN', type: 'USCI', code: USCI_BAD_CHECK, phone: '+86 571 8888 6666' });
    await expect(check).toContainText('校验码应为 F');
    await expect(editor.getByText('确认代码无误')).toBeVisible();
    await editor.getByLabel('发货人 代码', { exact: true }).fill(USCI);
    await fillManifestParty(cust, 'Consignee', '收货人', {
      address: 'UEBERSEEALLEE 10, 20457 HAMBURG',
      country: 'DE',
      type: '9999',
      code: 'HRB123456',
      phone: '+49 40 1234567',
    });
    await fillManifestParty(cust, 'Notify', '通知人', { country: 'DE', type: 'EORI', code: 'DE123456789012345', phone: '+49 40 7654321' });
    await expect(check.getByTestId('mft-problems')).toHaveAttribute('data-count', '0', { timeout: 15_000 });
    await cust.screenshot({ path: 'test-results/screens/manifest-edit-zh.png' });
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(cust.getByText('已保存').first()).toBeVisible();
    await editor.getByRole('button', { name: '提交审核' }).click();
    await expect(cust).toHaveURL(new RegExp(`/external/workbench/mainifest/submitInfo\\?id=${id}$`));
    await expect(cust.getByTestId('mft-status')).toHaveText('待审核舱单');
    const no = (await getManifest(base, id, customer)).MFT_NO;

    // --- the verifier works the queue from the keyboard ---
    const verifier = await pageAs(browser, base, desk);
    await verifier.clock.install();
    await verifier.setViewportSize({ width: 1440, height: 1200 });
    await verifier.goto('/mainifest/verifyList');
    const queue = verifier.getByTestId('mft-queue');
    const row = queue.locator(`tr[data-id="${id}"]`);
    await expect(row).toBeVisible();
    const rows = await queue.locator('tbody tr').count();
    for (let i = 0; i <= rows && (await row.getAttribute('aria-selected')) !== 'true'; i++) await verifier.locator('body').press('j');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await verifier.locator('body').press('Enter');
    const deskPage = verifier.getByTestId('mft-desk');
    await expect(deskPage).toHaveAttribute('data-shown', String(id));
    await expect(verifier.getByTestId('mft-desk-detail')).toContainText(no);
    await expect(verifier.getByTestId('mft-desk-detail').getByTestId('mft-problems')).toContainText('检查通过');
    await verifier.screenshot({ path: 'test-results/screens/manifest-verify-desk-zh.png' });
    await verifier.locator('body').press('a');
    await expect(deskPage).toHaveAttribute('data-review', 'undoable');
    await expect(verifier.getByTestId('mft-undo')).toContainText(no);
    await verifier.clock.fastForward(UNDO_WINDOW_MS);
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await getManifest(base, id, desk)).MFT_STATUS).toBe(3);
    // the next one waiting (the demo's submitted manifest) opens by itself
    await expect(deskPage).not.toHaveAttribute('data-shown', String(id));
    await expect(deskPage).not.toHaveAttribute('data-shown', '');

    // --- sent from the send list: it now differs from its SI, so the override dialog asks why ---
    await verifier.goto('/mainifest/sendList');
    await verifier.getByRole('button', { name: `发送海关 ${no}` }).click();
    const dialog = verifier.getByTestId('mft-override');
    await expect(dialog).toContainText('与提单补料不一致');
    await dialog.getByLabel('强制发送原因').fill('收货人地址由客户补全，与提单补料的差异已核对');
    await verifier.getByRole('dialog').screenshot({ path: 'test-results/screens/manifest-send-override-zh.png' });
    await verifier.getByRole('button', { name: '说明原因并发送' }).click();
    await expect(verifier.getByText('1 份已进入发送队列')).toBeVisible();
    await expect.poll(async () => (await getManifest(base, id, desk)).MFT_STATUS, { timeout: 30_000 }).toBe(9);

    // the sent manifest: the frozen payload, the transmission with its reason, the receipts marked simulated
    await verifier.goto(`/mainifest/sendInfo?id=${id}`);
    const info = verifier.getByTestId('mft-info');
    await expect(info.getByTestId('mft-status')).toHaveText('海关已接受');
    await expect(info.getByTestId('mft-transmissions')).toContainText('强制发送：收货人地址由客户补全');
    await expect(info.getByTestId('mft-receipts').locator('tr[data-kind="ACCEPTED"]')).toContainText('模拟');
    await expect(info.getByTestId('mft-payload')).toContainText(boxes[0]!.no);
    await verifier.screenshot({ path: 'test-results/screens/manifest-send-info-zh.png', fullPage: true });

    // --- the boxes gate in: the customer's open track page shows 运抵 without a reload ---
    await cust.goto(`/external/workbench/mainifest/trackInfo?id=${id}`);
    const track = cust.getByTestId('mft-track');
    await expect(track.locator('li[data-stage="ARRIVED"]')).toHaveAttribute('data-done', 'false');
    await cust.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const at = new Date(Date.now() - 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19);
    for (const b of boxes)
      await post(
        base,
        ENDPOINTS.containerEventAdd,
        {
          EVT_TYPE: 'EQUIPMENT',
          EVT_CODE: 'GTIN',
          EVT_CLASSIFIER: 'ACT',
          EVT_AT: `${at}+08:00`,
          EVT_EQUIPMENT_REF: b.no,
          EVT_EMPTY: 'LADEN',
          EVT_LOCATION: 'CNSHA',
        },
        desk,
      );
    await expect(track.locator('li[data-stage="ARRIVED"]')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
    await expect(track.locator('li[data-stage="ARRIVED"]')).toContainText('运抵');
    await expect(cust.getByTestId('mft-stage')).toHaveText('运抵');
    expect(await cust.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect((await getManifest(base, id, customer)).MFT_STAGE).toBe('ARRIVED');
    await cust.screenshot({ path: 'test-results/screens/manifest-track-zh.png', fullPage: true });
  } finally {
    await server.stop();
  }
});

/**
 * The share link (§7.5 public pages): the customer makes a link from the editor (parties to fill, an
 * access code); someone without an account opens it, types the code, reads who asks and by when,
 * fills the consignee's enterprise code with the same live check (each pause saves) and submits it
 * to the forwarder; the manifest holds the typed code. The demo's draft manifest, on a server of the
 * spec's own.
 */
test('a share link: the consignee opens it with the access code, fills its own code with the live check and submits it to the forwarder', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 3);
  await server.start();
  try {
    const base = server.base;
    const customer = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.mft.sharer', 'mft-sharer-pass', ['客户标准角色']);
    const drafts = await apiGet<{ Items: { Id: number; MFT_STATUS: number }[] }>(base, `${ENDPOINTS.manifestList}?Stage=draft&PageSize=5`, customer);
    const id = drafts.Items[0]!.Id;

    const cust = await pageAs(browser, base, customer);
    await cust.goto(`/external/workbench/mainifest/edit?id=${id}`);
    await cust.getByRole('button', { name: '分享链接' }).click();
    const dialog = cust.getByTestId('mft-share-dialog');
    await expect(dialog.getByLabel('填写收发通')).toBeChecked();
    await dialog.getByLabel('访问码').fill('246810');
    await dialog.getByRole('button', { name: '生成链接' }).click();
    const url = await dialog.getByTestId('mft-share-url').inputValue();
    expect(url).toMatch(/\/external\/mainifest\/share\?t=/);

    // --- a visitor without an account ---
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 1400 } })).newPage();
    await visitor.goto(url);
    await expect(visitor.getByTestId('mft-share-code')).toBeVisible();
    await visitor.getByLabel('访问码').fill('246810');
    await visitor.getByRole('button', { name: '填写资料' }).click();
    const share = visitor.getByTestId('mft-share');
    await expect(share).toContainText('杭州天祥');
    await expect(share).toContainText('填写收发通');
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await share.getByRole('link', { name: '填写资料' }).click();
    const edit = visitor.getByTestId('mft-share-edit');
    const consignee = edit.getByTestId('mft-party-Consignee');
    await consignee.getByLabel('收货人 国家').fill('DE');
    await consignee.getByLabel('收货人 企业代码类型').selectOption('9999');
    await consignee.getByLabel('收货人 代码', { exact: true }).fill('HRB654321');
    await expect(edit).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
    await visitor.screenshot({ path: 'test-results/screens/manifest-share-edit-zh.png', fullPage: true });
    await edit.getByRole('button', { name: '提交给货代' }).click();
    await expect(visitor.getByTestId('mft-share-submitted')).toContainText('已提交');
    const stored = await apiGet<{ Consignee: { CODE?: string; COUNTRY?: string } }>(base, `${ENDPOINTS.manifestGet}?Id=${id}`, customer);
    expect(stored.Consignee).toMatchObject({ CODE: '9999+HRB654321', COUNTRY: 'DE' });
  } finally {
    await server.stop();
  }
});
