import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Queryable } from '../../db/types';
import { loadActor } from '../../platform/access/grants';
import { pollIn } from './poll';
import { setStatus } from './repository';
import { trackServiceIn } from './subscribeIn';
import { TRK_STATUS } from '../../../src/domain/freightTrack/status';
import { carrierTntSimulator } from './simulator';

const H = 3_600_000;
/** The demo's test numbers (the simulated carrier's SIMU sandbox: simulator.ts), one per case. */
export const DEMO_TRACKED = {
  completed: withCheckDigit('SIMU026111'),
  etaSlip: withCheckDigit('SIMU126112'),
  customsHold: withCheckDigit('SIMU226113'),
  notFound: withCheckDigit('SIMU926114'),
  failed: withCheckDigit('SIMU826115'),
  stopped: withCheckDigit('SIMU026116'),
} as const;

async function employee(tx: Queryable, account: string, kind: 'platform' | 'customer') {
  const [row] = await tx.query<{ id: string }>(
    `select e.id::text as id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id where u.account = $1 and c.kind = $2 order by e.id limit 1`,
    [account, kind],
  );
  return row && (await loadActor(tx, row.id));
}

/**
 * Demo tracking (issue 36): 杭州天祥's tracked shipments in every state of §8.2, polled as the round
 * would over simulated days (the simulator at real speed, each first heard of X hours ago):
 * - a test container through departure at Shanghai, transhipment at Singapore and arrival at
 *   Rotterdam, back empty → completed;
 * - one at sea whose ETA slipped 40 h (ETA_SLIP; its owner got the message);
 * - one held by customs at Rotterdam (CUSS, no CUSR: CUSTOMS_HOLD);
 * - an unknown number asked three times over a day → not found; one whose carrier service keeps
 *   failing → failed; one stopped;
 * - its demo booking CGO-HZTX-2611-001's box (linked: the booking's own events) → active, and the
 *   booking CGO-HZTX-2611-003 by number → pending (not polled yet).
 * 宁波海越's booked box, added by the platform's staff, is 海越's (for the company-scoping tests).
 */
export async function seedDemoTracking(tx: Queryable): Promise<void> {
  const customer = await employee(tx, 'customer.admin@demo.test', 'customer');
  const staff = await employee(tx, 'admin@demo.test', 'platform');
  if (!customer || !staff) return;
  const now = Date.now();
  const sim = carrierTntSimulator(tx, { speed: 1, faults: {} });
  const add = trackServiceIn(tx, true);
  const ids = await add(customer, [
    ...Object.values(DEMO_TRACKED).map((ref) => ({ TRK_REF_TYPE: 'CONTAINER', TRK_REF: ref, TRK_CARRIER: 'COSU' })),
    { TRK_REF_TYPE: 'CONTAINER', TRK_REF: withCheckDigit('CSQU305438') },
    { TRK_REF_TYPE: 'BOOKING', TRK_REF: 'CGO-HZTX-2611-003', TRK_CARRIER: 'EGLV' },
  ]);
  const [completed, etaSlip, customsHold, notFound, failed, stopped, booked] = ids;
  const pollAt = async (id: number | undefined, hoursAgo: number[]) => {
    for (const h of hoursAgo) if (id) await pollIn(tx, sim, id, new Date(now - h * H));
  };
  // first heard X hours ago at real speed: the script's clock is X hours into the journey now
  await pollAt(completed, [960, 0]);
  await pollAt(etaSlip, [650, 300, 0]);
  await pollAt(customsHold, [780, 0]);
  await pollAt(notFound, [30, 20, 0]);
  await pollAt(failed, [5, 4, 3, 2, 0]);
  await pollAt(stopped, [100, 0]);
  if (stopped) await setStatus(tx, stopped, TRK_STATUS.STOPPED);
  await pollAt(booked, [0]);
  const [nbhy] = await add(staff, [{ TRK_REF_TYPE: 'CONTAINER', TRK_REF: withCheckDigit('MSCU550012') }]);
  await pollAt(nbhy, [0]);
}
