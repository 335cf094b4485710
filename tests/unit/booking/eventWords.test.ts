import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_EVENT_WORDS } from '../../../src/features/booking/words';

/** Every event the booking module writes has words in the booking's log, in both languages (no internal names on screen). */
describe('booking event words', () => {
  it('cover every event type the server writes', () => {
    const dir = join(process.cwd(), 'server/modules/booking');
    const written = new Set<string>();
    for (const f of readdirSync(dir)) for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/'v1\.([A-Za-z]+)'/g)) written.add(m[1]!);
    expect(written.size).toBeGreaterThan(20);
    const missing = [...written].filter((t) => !BOOKING_EVENT_WORDS[t]?.zh || !BOOKING_EVENT_WORDS[t]?.en);
    expect(missing).toEqual([]);
  });
});
