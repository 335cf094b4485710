// The weight of the first page (issue 32): what the first page needs from the build (gzip, from
// Vite's manifest), the palette's chunk, and what a visitor's Chromium actually transfers for `/`
// until the network is idle, against the real built server. Alone (after `npx vite build`):
// `npx tsx bench/firstPage.ts`.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { FIRST_PAGE_BUDGET_KIB, filesWithPinyinPro, firstPageJs, PALETTE_BUDGET_KIB, paletteJs, TRANSFER_BUDGET_KIB } from './firstPageBuild';
import { prepareDatabase, startRealServer } from './serverProcess';

/**
 * What a visitor's Chromium transfers for `/` until the network is idle (no request for 500 ms), on
 * a fresh profile (nothing cached): the scripts' encoded bodies as received (compressed when the
 * server compresses), their decoded size, and every response's encoded body.
 */
export async function firstPageTransfer(base: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await (await browser.newContext()).newPage();
    const responses: { url: string; type: string; encoding: string; encoded: Promise<number>; decoded: Promise<number> }[] = [];
    page.on('response', (res) => {
      const req = res.request();
      responses.push({
        url: res.url(),
        type: req.resourceType(),
        encoding: res.headers()['content-encoding'] ?? '',
        // settled once the body is in: sizes() waits for it, body() gives the decoded bytes
        encoded: req.sizes().then((s) => s.responseBodySize),
        decoded: res.body().then(
          (b) => b.length,
          () => 0,
        ),
      });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const all = await Promise.all(responses.map(async (r) => ({ ...r, encoded: await r.encoded, decoded: await r.decoded })));
    const scripts = all.filter((r) => r.type === 'script');
    const sum = (list: typeof all, k: 'encoded' | 'decoded') => list.reduce((s, r) => s + r[k], 0);
    return {
      scripts: scripts.length,
      scriptEncodedBytes: sum(scripts, 'encoded'),
      scriptDecodedBytes: sum(scripts, 'decoded'),
      encodings: [...new Set(scripts.map((s) => s.encoding || 'identity'))],
      paletteLoaded: scripts.some((s) => /\/assets\/Palette-[^/]*\.js$/.test(s.url)),
      responses: all.length,
      allEncodedBytes: sum(all, 'encoded'),
    };
  } finally {
    await browser.close();
  }
}

const kib = (bytes: number) => +(bytes / 1024).toFixed(1);

/** The three figures with their budgets, for bench/run.ts and the run alone. */
export async function firstPageBench(distDir: string, base: string) {
  const js = firstPageJs(distDir);
  const palette = paletteJs(distDir);
  const transfer = await firstPageTransfer(base);
  return {
    firstPageJs: { files: js.files.length, rawBytes: js.raw, gzipBytes: js.gzip, gzipKiB: kib(js.gzip), budgetKiB: FIRST_PAGE_BUDGET_KIB },
    paletteChunk: { ...palette, gzipKiB: kib(palette.gzip), addedGzipKiB: kib(palette.addedGzip), budgetKiB: PALETTE_BUDGET_KIB },
    visitorTransfer: {
      ...transfer,
      scriptEncodedKiB: kib(transfer.scriptEncodedBytes),
      scriptDecodedKiB: kib(transfer.scriptDecodedBytes),
      budgetKiB: TRANSFER_BUDGET_KIB,
    },
    pinyinProIn: filesWithPinyinPro(distDir),
  };
}

export type FirstPageResults = Awaited<ReturnType<typeof firstPageBench>>;

export function firstPageTable(r: FirstPageResults) {
  const row = (value: number, budget: number) => ({ value, budget, ratio: +(value / budget).toFixed(3), met: value <= budget });
  return {
    'first-page JS, gzip KiB (manifest)': row(r.firstPageJs.gzipKiB, FIRST_PAGE_BUDGET_KIB),
    'palette chunk, gzip KiB': row(r.paletteChunk.gzipKiB, PALETTE_BUDGET_KIB),
    [`visitor's JS transferred for / until network idle, KiB (${r.visitorTransfer.scripts} scripts, ${r.visitorTransfer.encodings.join('+')})`]: row(
      r.visitorTransfer.scriptEncodedKiB,
      TRANSFER_BUDGET_KIB,
    ),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const db = await prepareDatabase('pglite', undefined);
  const server = await startRealServer(db, Number(process.env.BENCH_PORT ?? 4181));
  try {
    const r = await firstPageBench('dist', server.base);
    console.log(JSON.stringify(r, null, 2));
    console.table(firstPageTable(r));
    console.log(r.pinyinProIn.length ? `pinyin-pro is in ${r.pinyinProIn.join(', ')}` : 'no built file holds pinyin-pro');
  } finally {
    await server.stop();
    await db.dispose();
  }
}
