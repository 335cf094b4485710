import type { Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { bookingsOfDeclarations, platformCompanyIds } from './liveRepository';
import { vgmIdOfRef } from './payload';
import { processLog } from '../../platform/processLog';

/**
 * Tells the screens showing a booking's VGM that receipts moved it (the `vgm` frame of the contract):
 * the platform's staff and the booking's own company, nobody else — as the VGM calls answer nobody
 * else. The frame carries only the booking: each screen refetches through its own authorized call.
 * Called after the receipts committed; best effort (a screen refetches on reconnect anyway).
 */
export async function publishVgmChanged(db: Queryable, hub: LiveHub, refs: readonly string[]): Promise<void> {
  const ids = [...new Set(refs.map(vgmIdOfRef).filter((id): id is number => id !== undefined))];
  if (!ids.length) return;
  try {
    const bookings = await bookingsOfDeclarations(db, ids);
    const staff = await platformCompanyIds(db);
    for (const b of bookings)
      for (const companyId of new Set([...staff, b.company_id])) await hub.publish({ scope: 'company', companyId }, { type: 'vgm', CGO_ID: b.cgo_id });
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a VGM change could not be published');
  }
}
