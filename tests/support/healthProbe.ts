/**
 * How long `/api/health` takes to answer while something else runs on the same server: it is
 * asked again as soon as it answers (and at most every `everyMs`), until `work` settles. A real
 * listening server is needed — `inject` would share the caller's turn of the event loop.
 */
export async function healthDuring<T>(baseUrl: string, work: () => Promise<T>, everyMs = 10): Promise<{ result: T; latencies: number[] }> {
  const latencies: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      const took = performance.now() - started;
      latencies.push(took);
      if (!res.ok) throw new Error(`health answered ${res.status}`);
      if (took < everyMs) await new Promise((r) => setTimeout(r, everyMs - took));
    }
  })();
  try {
    return { result: await work(), latencies };
  } finally {
    done = true;
    await poll;
  }
}

/** The p-th percentile (0–100) of some figures, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
