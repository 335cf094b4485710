import { hblMove } from '../../../src/domain/houseBill/status';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { releaseFacts } from './releaseRepository';
import { hblRow, updateHbl } from './repository';
import { HBL_DOC } from './service';

/**
 * What the B/L application (orderApply, operations.md §11) uses of an HBL: its facts for the release
 * rules, and the two moves §10.3 gives it (4 → 5 released; 4/5 → 6 surrendered), in the caller's
 * transaction, each logged. A move the table refuses throws: the caller checked the state first.
 */
export interface HouseBillForRelease {
  Id: number;
  HBL_NO: string;
  /** The customer company owning the SI. */
  companyId: number;
  cgoId: string;
  siId: number;
  /** The SI's B/L number before this bill renamed it (bills made before issue 45; null: it kept the SI's). */
  siPrevNo: string | null;
  /** HBL state 1..7 (src/domain/houseBill/status.ts). */
  status: number;
  siStatus: number;
  releaseType: 'ORIGINAL' | 'TELEX RELEASE' | 'SEAWAY BILL';
  originals: number;
  /** Originals handed out and not all surrendered. */
  originalsOut: boolean;
  consignee: string;
  notify: string;
  onBoardDate: string | null;
}

export async function houseBillForRelease(db: Queryable, hblId: number): Promise<null | HouseBillForRelease> {
  const r = await releaseFacts(db, hblId);
  if (!r) return null;
  return {
    Id: r.id,
    HBL_NO: r.hbl_no,
    companyId: Number(r.company_id),
    cgoId: r.hbl_cgo_id,
    siId: r.hbl_si_id,
    siPrevNo: r.hbl_si_prev_no,
    status: r.hbl_status,
    siStatus: r.si_status,
    releaseType: r.hbl_release_type as HouseBillForRelease['releaseType'],
    originals: r.hbl_originals,
    originalsOut: r.hbl_originals_out,
    consignee: r.consignee,
    notify: r.notify,
    onBoardDate: r.on_board,
  };
}

async function moveFor(
  tx: Queryable,
  hblId: number,
  actor: Pick<Actor, 'id'>,
  event: 'release' | 'surrender',
  type: string,
  set: Record<string, unknown> = {},
) {
  const row = await hblRow(tx, hblId, null, true);
  if (!row) throw new Error(`house bill ${hblId}: none`);
  const to = hblMove(row.hbl_status, event);
  if (to === undefined) throw new Error(`house bill ${hblId}: ${event} from state ${row.hbl_status} is not in the table`);
  await updateHbl(tx, hblId, row.version, { hbl_status: to, ...set });
  await recordDocEvent(tx, { docType: HBL_DOC, docId: hblId, actor: { kind: 'employee', id: Number(actor.id) }, type, detail: { from: row.hbl_status, to } });
}

/** §10.3: issued → released, when the B/L application is approved and executed (4 → 5), logged. */
export async function markHouseBillReleased(db: Queryable, hblId: number, actor: Pick<Actor, 'id'>): Promise<void> {
  await moveFor(db, hblId, actor, 'release', 'v1.HblReleased');
}

/** §10.3: issued or released → surrendered (the originals are back), logged; no original is out after it. */
export async function markHouseBillSurrendered(db: Queryable, hblId: number, actor: Pick<Actor, 'id'>): Promise<void> {
  await moveFor(db, hblId, actor, 'surrender', 'v1.HblSurrendered', { hbl_originals_out: false });
}
