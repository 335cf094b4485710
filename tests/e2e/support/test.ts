import { test as base } from '@playwright/test';

/**
 * The e2e suite's `test`: Playwright's, with one automatic fixture. A context a test opens itself
 * (`browser.newContext()`: a second person, a customer beside the desk) lives as long as the worker's
 * browser unless closed, and its pages go on running — live sockets, polling lists, reconnects to an
 * own server the test already stopped. Left open, a run kept ninety renderers busy at once and the
 * browsers took most of both cores. Every context the test opened is closed when it ends, pass or fail.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
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
