import { expect } from '@playwright/test';
import { test } from '../support/test';

/**
 * Search engines (issue 49): a crawler that runs no script reads the page document itself, so a
 * company's own domain carries its site's title and description in the HTML — never the platform's —
 * and the main site keeps the platform's. Read with JavaScript off, as such a crawler reads it.
 */
test('with no script run, a company domain’s page says the company site’s title and description; the main site the platform’s', async ({
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await crawler.newPage();
    await page.goto(`http://shyd.localhost:${port}/external/MHpage/Home`);
    await expect(page).toHaveTitle(/上海远达/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('上海远达');
    expect(description).not.toContain('环球货代平台');

    await page.goto(`http://localhost:${port}/`);
    await expect(page).toHaveTitle('环球货代平台');
  } finally {
    await crawler.close();
  }
});
