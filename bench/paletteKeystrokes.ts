import type { Page } from 'playwright';

/** Time from a keydown to the second animation frame after it: the update has been painted. */
async function keystrokeMs(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyAt?: number };
    window.addEventListener('keydown', (e) => (w.__keyAt = e.timeStamp), { capture: true, once: true });
  });
  await page.keyboard.press(key);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(performance.now() - ((window as unknown as { __keyAt: number }).__keyAt))),
        ),
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
