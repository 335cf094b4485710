import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { MANIFEST_SETUP_PAGES as G } from '../../../src/contract/manifestSetup/module';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * The filing configurations and the remarks as the platform's setup clerk keeps them: the seeded
 * rows, a new configuration refused beside its field (auto-send with verification on) and then
 * saved, its detail with no manifest sent under it yet; 天祥's configuration with the demo's manifests
 * sent under it, each linked to its page; the change-reason codes, and every company's party templates.
 */
test('the setup clerk adds a filing configuration and reads the change-reason codes', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.mft.setup', 'mft-setup-pass', ['舱单设置']);
  const page = await (
    await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee'), viewport: { width: 1400, height: 1400 } })
  ).newPage();
  await page.goto(G.configList);
  const list = page.getByTestId('manifest-configs');
  await expect(list).toContainText('平台默认');
  await expect(list).toContainText('杭州天祥进出口有限公司');
  await list.getByRole('button', { name: '新建舱单配置' }).click();

  const edit = page.getByTestId('manifest-config-edit');
  await edit.getByLabel('申报类型').selectOption('JP_AFR');
  await edit.getByLabel('截止（装船前小时数）').fill('48');
  await edit.getByText('审核后自动发送').click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toContainText('仅在无需审核时可开启');
  await edit.getByText('客户提交需审核').click();
  await edit.getByRole('button', { name: '保存' }).click();

  const info = page.getByTestId('manifest-config-info');
  await expect(info).toContainText('日本 AFR');
  await expect(info.getByRole('row', { name: /按该配置发送的舱单/ })).toContainText('0 票');
  await expect(info).toContainText('尚无舱单按该配置发送。');
  await expect(info.getByTestId('setup-history')).toContainText('新建舱单配置：申报类型 日本 AFR');
  await page.screenshot({ path: 'test-results/screens/manifest-config-info-zh.png', fullPage: true });

  // 天祥's own configuration: the demo's manifests that went out under it, each opening on the page of its step
  const own = await page.evaluate(
    async ([url, t, v]) =>
      (await (await fetch(url!, { headers: { authorization: `Bearer ${t}`, 'web-version': v! } })).json()).Data.Items.find(
        (r: { CompanyName: string; MCF_FILING: string }) => r.CompanyName === '杭州天祥进出口有限公司' && r.MCF_FILING === 'CN_EXPORT',
      ).Id as number,
    [`${ENDPOINTS.manifestConfigList}?PageSize=100`, token, WEB_VERSION],
  );
  await page.goto(`${G.configInfo}?id=${own}`);
  const sent = page.getByTestId('config-sent-under');
  await expect(sent).toHaveAttribute('data-count', '7');
  // the simulated customs keeps answering the demo's sent manifests while the page is open: another may
  // be accepted meanwhile (at an earlier stage), so the tallied one is looked for among the accepted
  await expect(sent.locator('tr[data-status="9"]', { hasText: '海关已接受（理货）' }).first()).toBeVisible();
  await expect(sent.getByRole('link', { name: /^MFT/ }).first()).toHaveAttribute('href', /\/mainifest\/[A-Za-z]+\?id=\d+$/);
  await page.screenshot({ path: 'test-results/screens/manifest-config-sent-under-zh.png' });

  await page.goto(G.remarks);
  const remarks = page.getByTestId('manifest-remarks');
  await remarks.getByRole('tab', { name: '变更原因代码' }).click();
  await expect(remarks).toContainText('C03');
  await expect(remarks).toContainText('收货人或通知人信息变更');

  // staff see every company's party templates, the company named
  await page.goto(G.sftList);
  const templates = page.getByTestId('sft-templates');
  await expect(templates).toContainText('FELIXSTOWE OCEANIC');
  await expect(templates).toContainText('宁波海越贸易有限公司');
  await expect(templates).toContainText('杭州天祥进出口有限公司');
});
