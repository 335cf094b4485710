// What a module's benches look like, and how bench/run.ts finds them: each module with benches has
// a file bench/modules/<module>.ts exporting `benches` (no list to add a line to).
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright';

/** A figure against its baseline of the same run: one row of the suite's ratio table. */
export interface RatioRow {
  value: number;
  baseline: number;
  ratio: number;
}

/** A median against its baseline's, as the check and click benches measure them: one ratio row. */
export const ratioOf = (r: { medianMs: number; baselineMedianMs: number; ratio: number }): RatioRow => ({
  value: r.medianMs,
  baseline: r.baselineMedianMs,
  ratio: r.ratio,
});

/** One bench run in Node, one after another after the browser's: its figures under `key` in bench/results.json. */
export interface NodeBench<R = unknown> {
  key: string;
  run(ctx: { log: (line: string) => void }): Promise<R>;
  /** Its rows of the suite's ratio table (label → figure), printed with the browser's. */
  rows?(r: R): Record<string, RatioRow>;
  /** Its own table or lines, printed after the ratio table. */
  print?(r: R): void;
}

/** One bench in the shared Chromium against the suite's server (`base`): an in-page check or a click until a detail shows. */
export interface BrowserBench<R = unknown> {
  key: string;
  run(browser: Browser, base: string): Promise<R>;
  rows(r: R): Record<string, RatioRow>;
}

/** A module's benches (bench/modules/<module>.ts: `export const benches = moduleBenches({ … })`). */
export interface ModuleBenches {
  /** The module, as its folders are named (server/modules/<module>, src/features/<module>). */
  module: string;
  /** Run in the suite's browser session, in this order. */
  browser?: readonly BrowserBench[];
  /** Run in Node after the browser's, in this order. */
  node?: readonly NodeBench[];
}

// (methods, so a bench of any figures' type fits the module's list: the suite passes them back unread)
/** Declares one bench, keeping its figures' type between `run` and `rows`/`print`. */
export const nodeBench = <R>(b: NodeBench<R>): NodeBench<R> => b;
export const browserBench = <R>(b: BrowserBench<R>): BrowserBench<R> => b;
export const moduleBenches = (m: ModuleBenches): ModuleBenches => m;

const MODULES_DIR = fileURLToPath(new URL('./modules/', import.meta.url));

/** The files that declare benches: one per module, named by it. */
export const benchFiles = () =>
  readdirSync(MODULES_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort();

/**
 * Every module's benches, in module name order (each module's in its own order). A file whose
 * `benches` names another module, or a results key two benches both write, throws before anything runs.
 */
export async function declaredBenches(platformKeys: readonly string[]): Promise<ModuleBenches[]> {
  const all: ModuleBenches[] = [];
  for (const file of benchFiles()) {
    const { benches } = (await import(pathToFileURL(`${MODULES_DIR}${file}`).href)) as { benches?: ModuleBenches };
    const module = basename(file, '.ts');
    if (!benches || benches.module !== module) throw new Error(`bench/modules/${file} must export \`benches\` of the module ${module}`);
    all.push(benches);
  }
  const owner = new Map<string, string>(platformKeys.map((k) => [k, 'the suite itself']));
  for (const m of all) {
    for (const b of [...(m.browser ?? []), ...(m.node ?? [])]) {
      const before = owner.get(b.key);
      if (before) throw new Error(`The bench key ${b.key} is written by ${before} and by the module ${m.module}`);
      owner.set(b.key, `the module ${m.module}`);
    }
  }
  return all;
}
