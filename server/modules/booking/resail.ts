import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { checkRelease } from '../../../src/domain/booking/release';
import { localDateTime } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { type Told, tell } from '../../live/tell';
import type { StoredOrder } from './orderRepository';
import { no } from '../../platform/refusal';

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
  const [pol] = await tx.query<{ zone: string }>(`select coalesce(nullif(time_zone, ''), 'Asia/Shanghai') as zone from ports where code = $1`, [o.pol_code]);
  const zone = pol?.zone ?? 'Asia/Shanghai';
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
    await tx.query('update bookings set vessel = $2, voyage = $3, sailing_date = $4, deadline = $5 where cgo_id = $1', [
      o.cgo_id,
      vessel,
      voyage,
      day(checked.etd),
      day(checked.cutOffs.find((c) => c.Code === 'DCO')!.DateTime),
    ]);
    if (sailingChanged) {
      const submitters = await tx.query<{ id: string }>(
        `select distinct created_by::text as id from si_records where cgo_id = $1 and not deleted and created_by is not null and created_by is distinct from $2`,
        [o.cgo_id, o.created_by],
      );
      for (const s of submitters)
        told.push(
          await tell(
            tx,
            { employeeId: s.id },
            `船期变更：${o.cgo_id} 改为 ${vessel} ${voyage}，请核对提单补料`,
            `Sailing changed: ${o.cgo_id} is now on ${vessel} ${voyage}; check its SIs`,
            '/external/workbench/SISubimtList',
          ),
        );
    }
  }
  return { ok: true, value: { release, sailingChanged, told } };
}
