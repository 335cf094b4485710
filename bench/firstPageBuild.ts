// The weight of the first page as the build says it (issue 32): the JavaScript the first page
// needs (gzip, from Vite's manifest), the palette's chunk, and whether pinyin-pro was built in.
// Read by bench/firstPage.ts and by the e2e check that keeps the budgets (tests/e2e/shell/firstPage.spec.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The issue's budgets (KiB): first-page JS gzipped, the palette chunk gzipped, JS a visitor transfers for `/`.
 * The first page was 180 (issue 32); each module brings its declarations (paths, access rows, button
 * titles, screen loaders: 0.7–3 KiB, so menus, the palette and <Gate> need no round trip), and issues
 * 34–35's seven modules took it to 185.5. The icon lists then left the first page (each module's
 * icons.ts is a chunk fetched with the first icon drawn: about 4.5 KiB of loaders and preload lists):
 * 180.8 with all seven. Issue 36's four modules (tracking, public tracking, control tower,
 * dashboard: ECharts stays in the dashboard's own chunk) took it to 182.2; issue 37's three (house
 * bills, billing, B/L application: 67 call paths and their access rows) to 184.6; issue 45's calls
 * (the draft link's revoke, the currencies in use, the carriers' event callback …) and their access
 * rows to 185.3. Issue 46's merge (the modules' declared roles, panel slots and share scopes, the
 * list kit's query factory, the contract's typed access) to 186.33: the budget keeps 0.67 KiB of room;
 * the way further down is to load the declarations with the menu tree. Issue 48’s order entry (10 pages,
 * 37 call paths, its access rows, 9 buttons, 2 menu folders, 2 live frames) to 188.8: the budget 189.5
 * keeps 0.7 KiB of room again; loading the declarations with the menu tree is still the way down.
 * Issue 49’s three (letters, the business card, the portal: 82 call paths and their access rows, 8
 * buttons; the site's portal key in src/streams/site.ts) to 193.2: the budget 193.9 keeps 0.7 KiB. The
 * public sites' own first page (issue 49's aim: 120 KiB, separate from the staff shell) needs an entry
 * of its own; until then a visitor of a company site loads this one.
 * The public sites' entry (public.html, docs/public-entry.md) took `/` off the staff shell. The staff's
 * first page is still `/` with the staff entry: a signed-out person opening the workbench is sent to
 * `/?showLogin&returnTo=…`, which the server answers with index.html (the sign-in dialog is the
 * staff shell's), and the home page's chunk. The two entries' first-page code is split by the
 * entries that load it (vite.config.ts, entriesAware): the staff's first page is now some 40 files
 * instead of 4, and gzip compresses each file alone: 212.2 KiB for the same code (the budget 212.9
 * keeps 0.7 KiB). With the home blocks merged it measured 213.4 (37 files). The chunks by entry
 * (scripts/vite/entryChunks.ts: one `shared` chunk of what both entries load first, the staff's own
 * in one `staff` chunk, what a visitor's later pages also use split by those pages) took it to 201.1
 * in 18 files: the budget 201.8 keeps 0.7 KiB. The rest over the 193.2 of one chunk is the code
 * since (the home blocks) and the `later` pieces a public page shares with the staff's first page.
 * Issues 50–51 added seven modules (CRM parts, EDM, analytics, rate analysis, radars, surveys): their
 * registry lines, contract paths and access rows, and the words they share came to 205.1 KiB; the
 * budget 205.8 keeps 0.7 KiB. The code lists' module, the SMS sign-up step and the last analysis
 * pages' registry lines and contract paths came to 206.0; the budget 206.7 keeps 0.7 KiB. Not yet
 * looked into: which of that a first page could load later.
 */
export const FIRST_PAGE_BUDGET_KIB = 206.7;
/**
 * The public sites' first page (`/` on public.html: its entry, static imports and the home page's
 * chunk). Issue 49 aims at 120 KiB; measured 149.6 at the entry's merge, 166.5 with the home blocks
 * (23 files). Then: the first-page code in few chunks (scripts/vite/entryChunks.ts) 159.3; the panel
 * slots' type without the contracts' module list (src/ui/panelSlots.ts apart) 143.1; the streams a
 * public page reads without RxJS (src/streams/cell.ts) 137.8, in 6 files. What is left: react-dom,
 * react-router, TanStack Query, Blueprint's core, the route table (33 KiB before minifying), the
 * words (contract/words.ts, the i18n dictionary). The budget keeps 0.7 KiB over what was measured.
 * 138.54 once a call that gets no answer says so in Chinese too (src/streams/words.ts): 139.2.
 */
export const PUBLIC_FIRST_PAGE_BUDGET_KIB = 139.2;
/** Issue 49's aim for the public first page (KiB gzip), reported beside the budget by the bench. */
export const PUBLIC_FIRST_PAGE_AIM_KIB = 120;

/** The two pages of the build (vite.config.ts), their keys in Vite's manifest. */
export const STAFF_ENTRY = 'index.html';
export const PUBLIC_ENTRY = 'public.html';
/** The first screen of both entries' first page: `/`. */
const HOME_SCREEN = 'src/features/home/HomeScreen.tsx';
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
 * The JavaScript a first page needs, from Vite's manifest: the entry (the staff shell's index.html
 * or the public sites' public.html), its static imports, and the first screen's chunk with its
 * static imports. Lazy chunks (other screens, the palette) are not counted: they load later.
 */
export function firstPageJs(distDir: string, firstScreenSrc = HOME_SCREEN, entry = STAFF_ENTRY) {
  const manifest = readManifest(distDir);
  if (!manifest[entry]?.isEntry) throw new Error(`no entry ${entry} in the Vite manifest`);
  const files = staticClosure(manifest, [entry, firstScreenSrc]);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    raw += readFileSync(join(distDir, f)).length;
    gzip += gzipOf(distDir, f);
  }
  return { files: [...files], raw, gzip };
}

/** The public sites' first page (`/` served public.html). */
export const publicFirstPageJs = (distDir: string) => firstPageJs(distDir, HOME_SCREEN, PUBLIC_ENTRY);

/** The public entry's palette: the staff shell's own, fetched on first use (src/public/paletteSlot.tsx). */
const PUBLIC_STAFF_PALETTE = 'src/public/StaffPalette.tsx';

/** Every file a public page may load: its entry, the lazy chunks of its pages and panels, their imports (not the staff palette's). */
function visitorFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === PUBLIC_STAFF_PALETTE || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.forEach(visit);
  };
  visit(PUBLIC_ENTRY);
  return files;
}

/**
 * The files of the staff shell's first page that no public page loads (App, the session, the
 * modules' declarations …): the pieces a public page's lazy chunk shares with the staff's first
 * page (scripts/vite/entryChunks.ts, `later`) are not the staff shell's own.
 */
export function staffOnlyFiles(distDir: string): string[] {
  const manifest = readManifest(distDir);
  const visitor = visitorFiles(manifest);
  return [...staticClosure(manifest, [STAFF_ENTRY])].filter((f) => !visitor.has(f));
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

/** The attribute ECharts marks its chart's element with: a built file holding it holds ECharts. */
export const ECHARTS_MARK = '_echarts_instance_';

/** The built JavaScript files holding ECharts (only the dashboard page's own chunks: its lazy screen imports it). */
export function filesWithEcharts(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(ECHARTS_MARK));
}
