import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { checkRelease } from '../../../src/domain/booking/release';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { type Told, tell } from '../../live/tell';
import type { StoredOrder } from './orderRepository';
import { no } from '../../platform/refusal';
import { portZone } from './referenceRepository';
import { resailCargoRecord, siSubmitters } from './releaseRepository';

/**
 * New sailing facts for a booking already released (R6.10): the desk's confirmed amendment and the
 * carrier's own amendment (an AMENDED receipt: a roll to another vessel, a new ETD or cut-offs) both
 * come here. The facts are checked as a release's are; the cargo record (CGO_ID) the SIs are made
 * on takes the new vessel, voyage, sailing day and SI deadline, in the caller's transaction; and
 * when the vessel or ETD changed, everyone who submitted an SI on it is told.
 */
export interface Resailed {
  release: Record<string, unknown>;
  sailingChanged: boolean;
  told: Told[];
}

export async function resail(tx: Queryable, o: StoredOrder, facts: ReleaseFacts): Promise<Outcome<Resailed>> {
  const zone = await portZone(tx, o.pol_code);
  const checked = checkRelease(facts, o.body.Equipment ?? [], zone);
  if (!checked.ok)
    return no(checked.code, `The new release facts are refused: ${checked.code} ${checked.detail}`, `新的放舱信息不合格：${checked.code} ${checked.detail}`);
  const before = o.release as { ConfirmedVessel?: string; Etd?: string } | null;
  const vessel = facts.ConfirmedVessel.trim().toUpperCase();
  const voyage = facts.ConfirmedVoyage.trim().toUpperCase();
  const sailingChanged = before?.ConfirmedVessel !== vessel || before?.Etd !== checked.etd;
  const release = {
    ...(o.release ?? {}),
    ConfirmedVessel: vessel,
    ConfirmedVoyage: voyage,
    Etd: checked.etd,
    Eta: checked.eta ?? '',
    CutOffs: checked.cutOffs,
  };
  const told: Told[] = [];
  if (o.cgo_id) {
    const day = (iso: string) => localDateTime(iso, zone).slice(0, 10);
    await resailCargoRecord(tx, o.cgo_id, {
      vessel,
      voyage,
      sailingDate: day(checked.etd),
      deadline: day(checked.cutOffs.find((c) => c.Code === 'DCO')!.DateTime),
    });
    if (sailingChanged) {
      for (const id of await siSubmitters(tx, o.cgo_id, o.created_by))
        told.push(
          await tell(
            tx,
            { employeeId: id },
            `船期变更：${o.cgo_id} 改为 ${vessel} ${voyage}，请核对提单补料`,
            `Sailing changed: ${o.cgo_id} is now on ${vessel} ${voyage}; check its SIs`,
            '/external/workbench/SISubimtList',
          ),
        );
    }
  }
  return { ok: true, value: { release, sailingChanged, told } };
}
