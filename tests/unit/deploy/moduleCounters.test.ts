import { describe, expect, it } from 'vitest';
import { exposition } from '../../../server/metrics/exposition';
import { ModuleCounters } from '../../../server/metrics/moduleCounters';
import { mergeSnapshots, ProcessMetrics } from '../../../server/metrics/processMetrics';

/** /metrics' module counters (the portal's answer cache): read at the scrape, summed over a cluster's processes, ended ones too. */
describe('module counters on /metrics', () => {
  it('reads each source at the snapshot, sums the same name over processes, and writes each as a counter family', () => {
    const counts = { hits: 2 };
    const one = new ProcessMetrics(() => ({ total: 0, idle: 0, waiting: 0 }));
    const two = new ProcessMetrics(() => ({ total: 0, idle: 0, waiting: 0 }));
    try {
      one.addCounters(() => [{ name: 'freight_portal_cache_hits_total', help: 'Hits.', value: counts.hits }]);
      two.addCounters(() => [{ name: 'freight_portal_cache_hits_total', help: 'Hits.', value: 5 }]);
      counts.hits = 3; // read when the snapshot is taken, not when the source was added
      const ended = { ...two.snapshot(), ended: true };
      const merged = mergeSnapshots([one.snapshot(), two.snapshot(), ended]);
      expect(merged.counters).toEqual([{ name: 'freight_portal_cache_hits_total', help: 'Hits.', value: 13 }]);
      const text = exposition(merged, { up: false, outboxWaiting: 0, outboxOldestSeconds: 0 });
      expect(text).toContain('# TYPE freight_portal_cache_hits_total counter\nfreight_portal_cache_hits_total 13\n');
    } finally {
      one.stop();
      two.stop();
    }
  });

  it('leaves out a name that is not a counter’s and a source that fails, keeping the others', () => {
    const c = new ModuleCounters();
    c.add(() => {
      throw new Error('broken');
    });
    c.add(() => [
      { name: 'freight_portal_cache_hits', help: 'no _total', value: 1 },
      { name: 'freight portal', help: 'a space', value: 1 },
      { name: 'freight_portal_cache_misses_total', help: 'Misses.', value: 4 },
    ]);
    expect(c.snapshot()).toEqual([{ name: 'freight_portal_cache_misses_total', help: 'Misses.', value: 4 }]);
  });
});
