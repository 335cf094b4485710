import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import type { Queryable } from '../../db/types';
import { seededRotation } from './scheduleSeed';

/**
 * Seed step service-terminals-v1, after terminals-v1 (the sailings of schedules-v1 are written before
 * the terminals exist): the seeded services' terminals (seed/services.ts `terminalCode`) go into a
 * rotation still exactly as seeded without them (one people changed is kept), then onto the
 * generated calls of every service whose rotation names a terminal, where the call names none yet.
 */
export async function seedServiceTerminals(db: Queryable): Promise<void> {
  for (const s of SEED_SERVICES) {
    if (!s.rotation.some((r) => r.terminalCode)) continue;
    await db.query(`update services set rotation = $3::jsonb where carrier_code = $1 and service_code = $2 and rotation = $4::jsonb`, [
      s.carrierCode,
      s.serviceCode,
      JSON.stringify(seededRotation(s)),
      JSON.stringify(seededRotation(s, false)),
    ]);
  }
  await db.query(
    `update vessel_calls c set terminal_id = t.id
       from services s
       cross join lateral jsonb_array_elements(s.rotation) with ordinality as r(stop, n)
       join terminals t on t.code = r.stop->>'TerminalCode' and t.status = 'ACTIVE'
      where c.carrier_code = s.carrier_code and c.service_code = s.service_code and c.seq = r.n and t.port_code = c.port_code
        and c.terminal_id is null and c.source = 'GENERATED'`,
  );
}
