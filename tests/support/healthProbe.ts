/**
 * How long `/api/health` takes to answer while something else runs on the same server. A probe is
 * due every `everyMs`, whether or not the earlier ones have answered, and each is timed from when
 * it was due: a stall of the server counts once for every probe it holds up (a probe that waited
 * for the previous answer would count a 5 s stall once). A real listening server is needed —
 * `inject` would share the caller's turn of the event loop.
 */
export async function healthDuring<T>(baseUrl: string, work: () => Promise<T>, everyMs = 10): Promise<{ result: T; latencies: number[] }> {
  const latencies: number[] = [];
  const probes: Promise<void>[] = [];
  const probe = async (due: number) => {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    latencies.push(performance.now() - due);
    if (!res.ok) throw new Error(`health answered ${res.status}`);
  };
  const start = performance.now();
  let sent = 0;
  // the timer itself is late when the event loop is held: every probe due meanwhile goes then
  const timer = setInterval(() => {
    for (; start + sent * everyMs <= performance.now(); sent++) probes.push(probe(start + sent * everyMs));
  }, everyMs);
  try {
    return { result: await work(), latencies };
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
}

/** The p-th percentile (0–100) of some figures, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
