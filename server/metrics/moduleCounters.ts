/**
 * Counters a module keeps in its own process (the portal's answer cache: hits, misses, purges), as
 * /metrics exports them: each a Prometheus counter of its own name, summed over a cluster's
 * processes like the calls (processMetrics.ts). A module adds its source once, in its routes
 * (`app.addMetricCounters`, routes.ts); the source is read at every scrape, never in between.
 */

/** One counter's value now: a name in the exporter's style (`freight_<module>_…_total`) and its help line. */
export interface CounterValue {
  name: string;
  help: string;
  value: number;
}

/** What a module gives /metrics: its counters' values at the moment of the scrape. */
export type CounterSource = () => readonly CounterValue[];

/** A counter's name as Prometheus takes it, and a counter's (ends in `_total`). */
export const COUNTER_NAME = /^freight_[a-z0-9_]+_total$/;

/** This process's sources, read at a snapshot; a source that throws is left out of that scrape. */
export class ModuleCounters {
  private readonly sources: CounterSource[] = [];

  add(source: CounterSource): void {
    this.sources.push(source);
  }

  /** The values now, as plain JSON (they cross the cluster's IPC channel); a name not a counter's is left out (the exposition stays valid). */
  snapshot(): CounterValue[] {
    const values: CounterValue[] = [];
    for (const source of this.sources) {
      let read: readonly CounterValue[];
      try {
        read = source();
      } catch {
        continue;
      }
      for (const c of read) if (COUNTER_NAME.test(c.name)) values.push({ name: c.name, help: c.help, value: c.value });
    }
    return values;
  }
}

/** Several processes' counters as one: the same name summed, in name order. */
export function mergeCounters(lists: readonly (readonly CounterValue[] | undefined)[]): CounterValue[] {
  const merged = new Map<string, CounterValue>();
  for (const list of lists) {
    for (const c of list ?? []) {
      const into = merged.get(c.name);
      if (into) into.value += c.value;
      else merged.set(c.name, { ...c });
    }
  }
  return [...merged.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
