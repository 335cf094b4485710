// The weight of the first page (issue 32): what the first page needs from the build (gzip, from
// Vite's manifest), the palette's chunk, and what a visitor's Chromium actually transfers for `/`
// until the network is idle, against the real built server. Alone (after `npx vite build`):
// `npx tsx bench/firstPage.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { prepareDatabase, startRealServer } from './serverProcess';

/** The budgets (KiB): first-page JS gzipped, the palette chunk gzipped, JS a visitor transfers for `/`. */
export const FIRST_PAGE_BUDGET_KIB = 180;
export const PALETTE_BUDGET_KIB = 40;
export const TRANSFER_BUDGET_KIB = 230;

/** The palette's source module, its key in the manifest. */
const PALETTE_SRC = 'src/shell/palette/Palette.tsx';

/**
 * Strings only pinyin-pro's dictionaries carry (a polyphone's readings, a compound surname's): a
 * built file holding one holds pinyin-pro. The palette's pinyin is computed at build time now.
 */
export const PINYIN_PRO_MARKS = ['bǎng páng pāng', 'mò qí'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const gzipOf = (distDir: string, file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** The files a manifest key needs, itself and its static imports, depth first. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The JavaScript the first page (/) needs, from Vite's manifest: the entry, its static imports,
 * and the home screen's chunk with its static imports. Lazy chunks (other screens, the palette)
 * are not counted: they load later.
 */
export function firstPageJs(distDir: string, firstScreenSrc = 'src/features/home/HomeScreen.tsx') {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const files = staticClosure(manifest, [entry, firstScreenSrc]);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    raw += readFileSync(join(distDir, f)).length;
    gzip += gzipOf(distDir, f);
  }
  return { files: [...files], raw, gzip };
}

/**
 * The palette's chunk (gzip), and what opening it adds to the first page: its chunk and the static
 * imports the first page does not already hold.
 */
export function paletteJs(distDir: string) {
  const manifest = readManifest(distDir);
  const chunk = manifest[PALETTE_SRC];
  if (!chunk) throw new Error(`no ${PALETTE_SRC} chunk in the Vite manifest`);
  const first = new Set(firstPageJs(distDir).files);
  const added = [...staticClosure(manifest, [PALETTE_SRC])].filter((f) => !first.has(f));
  return {
    file: chunk.file,
    gzip: gzipOf(distDir, chunk.file),
    addedFiles: added.length,
    addedGzip: added.reduce((sum, f) => sum + gzipOf(distDir, f), 0),
  };
}

/** The built JavaScript files holding pinyin-pro's code (none, since the pinyin is computed at build time). */
export function filesWithPinyinPro(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const text = readFileSync(join(assets, f), 'utf8');
      return PINYIN_PRO_MARKS.some((m) => text.includes(m));
    });
}

/**
 * What a visitor's Chromium transfers for `/` until the network is idle (no request for 500 ms), on
 * a fresh profile (nothing cached): the scripts' encoded bodies as received (compressed when the
 * server compresses), their decoded size, and every response's encoded body.
 */
export async function firstPageTransfer(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
