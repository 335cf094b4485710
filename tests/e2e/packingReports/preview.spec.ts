import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { PACKING_REPORT_PAGES as P } from '../../../src/contract/packingReports/module';
import { openDb } from '../../../server/db/open';
import { box, insertPackingList, insertSi, insertVgm, OWN_CGO } from '../../api/packingReports/support';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { pdfText } from '../../support/pdfText';
import { startSiDrafts } from '../support/helpers';
import { ownServer } from '../support/ownServer';

/**
 * The packing-list print preview and SplitDetail in Chromium, on a server of the spec's own whose
 * database holds packing lists, an SI and a VGM as the packing, SI and VGM modules store them (SQL
 * fixtures, migration 057; the packing module that writes them is built apart): the preview shows
 * the sheet, its download is the PDF holding the PKL_NO and the Chinese goods as text; SplitDetail
 * names the seal and the HS codes the SI says differently and the container no SI carries.
 */
test('a customer previews a packing list, downloads its PDF, SplitDetail names each mismatch, the SI fills its boxes from the packing lists', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // beside the suite's own server (E2E_PORT), one port per worker
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 40 + test.info().parallelIndex);
  const db = await openDb({ dataDir: server.dataDir });
  let id: number;
  let second: string;
  let firstContainer: string;
  try {
    const [b] = await db.query<{ containers: { CNNOS: string[] }[] }>('select containers from bookings where cgo_id = $1', [OWN_CGO]);
    const [first, other] = b!.containers[0]!.CNNOS as [string, string];
    second = other;
    firstContainer = first;
    id = await insertPackingList(db, {
      cgo: OWN_CGO,
      no: 'PK26112700901',
      cnno: first,
      seal: 'HLX-SEAL-1',
      tare: 3900,
      status: 5,
      lines: [
        { cngoods: '纯棉针织T恤', goods: 'COTTON KNITTED T-SHIRTS', hs: '610910', num: 420, weight: 5230.5, volume: 31.2, marks: 'N/M' },
        { cngoods: '涤纶外套', goods: 'POLYESTER JACKETS', hs: '620193', num: 180, weight: 2100, volume: 20.25 },
      ],
    });
    await insertPackingList(db, {
      cgo: OWN_CGO,
      no: 'PK26112700902',
      slot: 2,
      status: 4,
      cnno: second,
      seal: 'HLX-SEAL-2',
      tare: 3900,
      lines: [{ goods: 'SHOES', hs: '640299', num: 50, weight: 800, volume: 6 }],
    });
    await insertSi(db, OWN_CGO, [box(first, { seal: 'HLX-SEAL-9', num: 600, weight: 7330.5, volume: 51.45 })]);
    await insertVgm(db, { cgo: OWN_CGO, cnno: first, kg: 11300, pklId: id });
    await db.query(
      `insert into booking_cutoffs (cgo_id, code, at, source) values ($1, 'FCO', '2026-12-03T04:00:00Z', 'STAFF') on conflict (cgo_id, code) do update set at = excluded.at`,
      [OWN_CGO],
    );
  } finally {
    await db.close();
  }
  await server.start();
  try {
    const token = await employeeToken(server.base, 'customer.admin@demo.test');
    const context = await browser.newContext({ storageState: storageStateWith(server.base, token, 'userBindEmployee'), acceptDownloads: true });
    const page = await context.newPage();

    // the preview: the sheet as an A4 page, in Chinese by default
    await page.goto(`${server.base}${P.workbenchPreview}?Id=${id}`);
    const sheet = page.getByRole('article', { name: /集装箱装箱单/ });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('heading', { name: '装箱单 PK26112700901 的打印预览' })).toBeVisible();
    await expect(sheet).toContainText('纯棉针织T恤');
    await expect(sheet).toContainText('2026-12-03 12:00');
    await expect(page.getByTestId('pkl-barcode').locator('svg')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('preview-zh.png'), fullPage: true });

    // the download is the PDF, holding the PKL_NO and the Chinese goods as text
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 PDF 文件' }).click()]);
    expect(download.suggestedFilename()).toBe('PK26112700901.pdf');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [text] = await pdfText(bytes);
    expect(text).toContain('PK26112700901');
    expect(text).toContain('纯棉针织T恤');

    // SplitDetail: each mismatch named in words
    await page.goto(`${server.base}${P.splitDetail}?CGO_ID=${OWN_CGO}`);
    const table = page.getByTestId('split-detail');
    await expect(table).toBeVisible();
    await expect(page.getByTestId('split-summary')).toHaveText('共 4 处不一致');
    await expect(table.locator('li[data-code="seal.differs"]')).toHaveText('封号不一致：装箱单 HLX-SEAL-1，提单补料 HLX-SEAL-9。');
    // the SI's box has one goods line (610910), the packing list two
    await expect(table.locator('li[data-code="hs.differs"]')).toHaveText('HS 编码不一致：装箱单 610910,620193，提单补料 610910。');
    await expect(table.locator(`tr[data-container="${second!}"] li[data-code="si.missing"]`)).toHaveText(
      `箱 ${second!} 在装箱单 PK26112700902 上，但不在任何提单补料上。`,
    );
    await expect(table.locator(`tr[data-container="${second!}"] li[data-code="vgm.missing"]`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('split-detail-zh.png'), fullPage: true });

    // the log of the booking is reached from it
    await page.getByRole('link', { name: '操作日志' }).click();
    await expect(page).toHaveURL(new RegExp(`${P.log}\\?CGO_ID=${OWN_CGO}$`));
    await expect(page.getByText('还没有记录。')).toBeVisible();

    // the data query lists every line (two of the first packing list, one of the second) with the booking and the container
    await page.goto(`${server.base}${P.workbenchData}`);
    await expect(page.getByText(firstContainer!)).toHaveCount(2);
    await expect(page.getByText(second!)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('data-zh.png') });

    // the SI editor fills its boxes from the packing lists (从装箱单导入): the draft's box (filled from
    // the booking order's cargo) is overwritten only after the person agrees; the container the
    // fixture SI already carries is added (and the check says so)
    const drafts = await startSiDrafts(page, OWN_CGO, 1, server.base);
    await drafts.first().getByRole('button', { name: '从装箱单导入' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText(`这些箱子已经填写过：${second!}。`);
    await ask.getByRole('button', { name: '覆盖' }).click();
    await expect(page.locator('.bp6-toast', { hasText: '已从装箱单导入 2 个箱子。' })).toBeVisible();
    const grid = drafts.first().locator('.si-boxes');
    await expect(grid).toHaveAttribute('data-containers', `${second!},${firstContainer!}`);
    await expect(grid.getByText('HLX-SEAL-2')).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});
