// One timing rule for the benches that run the same code in Node and in the page (no imports: it is bundled for the page too).

/** Median ms of `fn` over `runs` runs after `warmup` unmeasured ones. */
export function medianMs(fn: () => unknown, runs: number, warmup = 10): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}
