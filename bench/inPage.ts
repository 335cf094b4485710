import { build } from 'esbuild';
import type { Page } from 'playwright';

/**
 * Bundles `contents` (TypeScript importing the project's modules, run from the project's root) for a
 * blank page and loads it there: what the browser-side benches time runs as the browser runs it.
 */
export async function loadIntoPage(page: Page, contents: string): Promise<void> {
  const bundle = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}
