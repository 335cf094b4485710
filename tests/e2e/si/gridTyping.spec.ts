import { startSiDrafts } from '../support/helpers';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * Typing into the SI box grid as a fast typist does: a click on a cell and the keys at once, Tab
 * from cell to cell, Enter to confirm, clicks between cells, across three goods lines of two
 * boxes. Every value typed must be stored exactly (issue 11: keys were lost while the grid
 * re-rendered or a cell's editor opened, so `28.5` was stored as `2` and `8.5` went to the next cell).
 */
const CGO = 'CGO-HZTX-2611-004'; // 40HQ*2: its own demo booking (no other test uses it)
const DELAY = 20; // ms a key

const cell = (scope: Locator, label: string) => scope.getByTitle(label, { exact: true });

async function typeAt(page: Page, target: Locator, keys: string) {
  await target.click();
  // no waiting between the click and the keys: a typist does not wait for the editor either
  for (const part of keys.split(/(\t|\n)/)) {
    if (part === '\t') await page.keyboard.press('Tab', { delay: DELAY });
    else if (part === '\n') await page.keyboard.press('Enter', { delay: DELAY });
    else if (part) await page.keyboard.type(part, { delay: DELAY });
  }
}

/** The newest event of the drafts' log in the browser's IndexedDB, as JSON. */
const lastLoggedEvent = () =>
  new Promise<string>((resolve, reject) => {
    const req = indexedDB.open('freight-drafts');
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const all = req.result.transaction('events').objectStore('events').getAll();
      all.onsuccess = () => {
        req.result.close();
        resolve(JSON.stringify(all.result.at(-1)?.event ?? null));
      };
    };
  });

test('every value typed fast into the box grid is stored as typed', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', `e2e.grid.typist.${test.info().repeatEachIndex}`, 'grid-typist-pass', [
    '客户标准角色',
  ]);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  const draft = await startSiDrafts(page, CGO, 1);
  const [a, b] = (await draft.locator('.si-boxes').getAttribute('data-containers'))!.split(',');

  // box 1, line 1: the issue's own keys, Tab between the cells
  await typeAt(page, cell(draft, `${a} 第1行 HS`), '61103000\tCOTTON T-SHIRTS\t250\t3750\t28.5\t');
  // box 1, a second line added with its button, filled and confirmed with Enter
  await draft.getByRole('button', { name: `${a} 加一行明细` }).click();
  await typeAt(page, cell(draft, `${a} 第2行 HS`), '620342\tCOTTON SHORTS\t100\t300\t10\n');
  // box 2: its seal (Enter), then its first line
  await typeAt(page, cell(draft, `${b} 封号`), 'cn1234568\n');
  await typeAt(page, cell(draft, `${b} 第1行 HS`), '611030\tPOLO SHIRTS\t80\t960.5\t58.5\n');
  // back to box 1's seal, a click straight into typing
  await typeAt(page, cell(draft, `${a} 封号`), 'SL990001\n');
  // the package of line 1, reached by a click after the Tab that ended the first line
  await typeAt(page, cell(draft, `${a} 第1行 包装`), 'ctns\n');

  const expected: [string, string][] = [
    [`${a} 封号`, 'SL990001'],
    [`${a} 第1行 HS`, '61103000'],
    [`${a} 第1行 英文品名`, 'COTTON T-SHIRTS'],
    [`${a} 第1行 件数`, '250'],
    [`${a} 第1行 毛重`, '3750'],
    [`${a} 第1行 体积`, '28.5'],
    [`${a} 第1行 包装`, 'CTNS'],
    [`${a} 第2行 HS`, '620342'],
    [`${a} 第2行 英文品名`, 'COTTON SHORTS'],
    [`${a} 第2行 件数`, '100'],
    [`${a} 第2行 毛重`, '300'],
    [`${a} 第2行 体积`, '10'],
    [`${a} 件数`, '350'],
    [`${a} 毛重`, '4050'],
    [`${b} 封号`, 'CN1234568'],
    [`${b} 第1行 HS`, '611030'],
    [`${b} 第1行 英文品名`, 'POLO SHIRTS'],
    [`${b} 第1行 件数`, '80'],
    [`${b} 第1行 毛重`, '960.5'],
    [`${b} 第1行 体积`, '58.5'],
  ];
  const check = async () => {
    for (const [label, value] of expected) await expect.soft(cell(draft, label), label).toHaveText(value, { timeout: 3_000 });
  };
  await check();
  // what is stored is what was typed: the draft log brings the same values back after a reload
  // the last value typed has reached the draft log in IndexedDB
  await expect.poll(() => page.evaluate(lastLoggedEvent)).toContain('"TBD_PACKAGE":"CTNS"');
  await page.reload();
  await expect(draft).toHaveCount(1, { timeout: 20_000 }); // the session, then the fold of the log
  await check();
});
