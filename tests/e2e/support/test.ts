import { test as base, type Browser } from '@playwright/test';
import { setTestStorageState, storageStateByScript } from './storageByScript';

/**
 * The e2e suite's `test`: Playwright's, with its browser's contexts taking their storage state by a
 * first script (storageByScript.ts), and one automatic fixture. A context a test opens itself
 * (`browser.newContext()`: a second person, a customer beside the desk) lives as long as the worker's
 * browser unless closed, and its pages go on running — live sockets, polling lists, reconnects to an
 * own server the test already stopped. Left open, a run kept ninety renderers busy at once and the
 * browsers took most of both cores. Every context the test opened is closed when it ends, pass or fail.
 */
export const test = base.extend<{ closeOpenedContexts: undefined; testStorageState: undefined }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      storageStateByScript(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],
  testStorageState: [
    async ({ storageState }, use) => {
      setTestStorageState(storageState);
      await use(undefined);
      setTestStorageState(undefined);
    },
    { auto: true },
  ],
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
