import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from '@playwright/test';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type OriginStorage = StorageState['origins'][number];

/** The cookie that says a context's storage was put in once: a sign-out clears local storage, not this. */
const SEEDED_MARK = 'e2e-storage-seeded';

/**
 * Puts a context's local storage in as the page's first script, once per context (marked by a
 * cookie), instead of Playwright's way: for a storage state with local storage it opens a page of its
 * own on each origin before the test's page — a second renderer started and stopped per context, about
 * 0.2 s of a core and of waiting each time, several hundred times a run. What the page sees is the same:
 * the values are there before the app's own scripts run, and a sign-out's `localStorage.clear()` and
 * reload do not bring them back.
 */
function seedLocalStorage([origins, mark]: [OriginStorage[], string]) {
  const mine = origins.find((o) => o.origin === location.origin);
  if (!mine || document.cookie.split('; ').includes(`${mark}=1`)) return;
  for (const { name, value } of mine.localStorage) localStorage.setItem(name, value);
  // biome-ignore lint/suspicious/noDocumentCookie: a first script runs before the page's and must not wait; the Cookie Store API is asynchronous
  document.cookie = `${mark}=1; path=/; SameSite=Lax`;
}

const patched = new WeakSet<Browser>();
/** The running test's `storageState` option: Playwright adds it to a context made without one after our wrapper, so the wrapper reads it here. */
let testDefault: BrowserContextOptions['storageState'];
export const setTestStorageState = (state: BrowserContextOptions['storageState']) => {
  testDefault = state;
};

/** Makes every context of this browser (the test's own and those a test opens) take its storage state this way. */
export function storageStateByScript(browser: Browser): void {
  if (patched.has(browser)) return;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const given = 'storageState' in options ? options.storageState : testDefault;
    if (given === undefined) return newContext(options);
    const state: StorageState = typeof given === 'string' ? JSON.parse(readFileSync(given, 'utf8')) : given;
    const origins = state.origins.filter((o) => o.localStorage.length > 0);
    const context = await newContext({ ...options, storageState: { cookies: state.cookies, origins: [] } });
    if (origins.length > 0) await context.addInitScript(seedLocalStorage, [origins, SEEDED_MARK] as [OriginStorage[], string]);
    return context;
  };
}
