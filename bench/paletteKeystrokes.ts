import type { Page } from 'playwright';

/**
 * Time from a keystroke to the second animation frame after it: the update has been painted.
 * ASCII keys are pressed; Chinese characters are inserted as an input method would commit them
 * (the clock starts at `beforeinput` then).
 */
async function keystrokeMs(page: Page, key: string): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__keyAt = undefined;
    const mark = (e) => { if (window.__keyAt === undefined) window.__keyAt = e.timeStamp; };
    window.addEventListener('keydown', mark, { capture: true, once: true });
    window.addEventListener('beforeinput', mark, { capture: true, once: true });
  })()`);
  if (/^[\x20-\x7e]$/.test(key)) await page.keyboard.press(key);
  else await page.keyboard.insertText(key);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - (window as unknown as { __keyAt: number }).__keyAt))),
      ),
  );
}

/** Types each query character by character, clearing between queries; one figure per keystroke. */
export async function typeQueries(page: Page, queries: readonly string[], clear: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (const q of queries) {
    await clear();
    for (const ch of q) times.push(await keystrokeMs(page, ch));
  }
  return times;
}

export function stats(samples: readonly number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { n: s.length, median: at(0.5), p95: at(0.95) };
}
