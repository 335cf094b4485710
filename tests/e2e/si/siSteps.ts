import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { WEB_VERSION } from '../../../src/contract/endpoints';
import { UNDO_WINDOW_MS } from '../../../src/machines/siReviewMachine';
import { TOKEN_KEY } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';

// What the SI specs of this folder do in the browser and through the API.

/**
 * Types a value into a cell of the box grid from the keyboard: a click focuses the cell, typing
 * starts editing it (the input carries the same label), Enter confirms.
 */
export async function typeIntoCell(page: Page, scope: Locator, label: string, value: string) {
  const cell = scope.getByTitle(label, { exact: true });
  const input = scope.getByLabel(label, { exact: true });
  await cell.click();
  if (await input.isVisible())
    await input.fill(value); // a click on the focused cell opens it
  else if (/^[\x20-\x7e]*$/.test(value))
    await page.keyboard.type(value); // typing opens the cell
  else {
    // Chinese comes through an input method, not key presses: F2 opens the cell, then the text
    await page.keyboard.press('F2');
    await input.fill(value);
  }
  await expect(input).toHaveValue(value);
  await page.keyboard.press('Enter');
  await expect(cell).toHaveText(value);
}

/** The containers of a draft's box grid, in order. */
export const containersOf = async (scope: Locator) => (await scope.locator('.si-boxes').getAttribute('data-containers'))!.split(',');

/** A paste of text copied from Excel, as the browser delivers it. */
export async function pasteInto(target: Locator, text: string) {
  await target.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The staff session the suites share (made by staff.setup.ts). */
export const staffToken = () =>
  JSON.parse(readFileSync(STAFF_STATE, 'utf8')).origins[0].localStorage.find((i: { name: string }) => i.name === TOKEN_KEY).value as string;

/** A GET through the API as `token`: its Data, or an error naming the call. */
export async function apiGet<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const body = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  if (!res.ok || !body.Status) throw new Error(`${path}: ${res.status} ${body.Message}`);
  return body.Data;
}

/**
 * An approval on the review desk waits out its undo window (UNDO_WINDOW_MS, 5 s) before it is sent.
 * Those seconds are real waits and were most of some specs' time, so a reviewer's page runs on a
 * clock the test holds: `page.clock.install()` before the page loads (time then runs as usual), and
 * this jumps it over the window at once. The approval must be in its window (undoable) first.
 */
export async function passUndoWindow(page: Page) {
  await expect(page.getByTestId('si-check')).toHaveAttribute('data-review', 'undoable');
  await page.clock.fastForward(UNDO_WINDOW_MS);
}
