import type { Hbl } from '../../../../src/contract/houseBill/calls';
import { HBL_STATUS } from '../../../../src/domain/houseBill/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { docHistory } from '../../../platform/spine/docEvents';
import { hblRow, liveHblRowOfSi, siFacts, sisToMake } from '../repository';
import { billView, HBL_DOC, isStaff, noHbl, noSi, scopeOf } from './shared';

/** The approved SIs that have no live house bill yet, the clerk's list to make them from. */
export async function sisToMakeBillsOf(db: Db, _actor: Actor, search = '') {
  const rows = await sisToMake(db, search.trim());
  return {
    ok: true as const,
    value: rows.map((r) => ({
      SiId: r.id,
      CGO_ID: r.cgo_id,
      BlNo: r.bl_no,
      Customer: r.customer,
      Consignee: r.consignee,
      Vessel: r.vessel,
      Voyage: r.voyage,
      ApprovedAt: r.reviewer_date ? new Date(r.reviewer_date).toISOString() : null,
    })),
  };
}

export async function readBill(db: Db, actor: Actor, id: number, now: Date): Promise<Outcome<Hbl>> {
  const row = await hblRow(db, id, scopeOf(actor));
  return row ? { ok: true, value: await billView(db, row, now) } : noHbl();
}

/** The customer's workbench: its SI's B/L draft once sent to it (a draft not sent yet is the clerk's). */
export async function billOfSi(db: Db, actor: Actor, siId: number, now: Date): Promise<Outcome<Hbl | null>> {
  const si = await siFacts(db, siId, scopeOf(actor));
  if (!si) return noSi();
  const row = await liveHblRowOfSi(db, siId, scopeOf(actor));
  if (!row || (!isStaff(actor) && row.hbl_status === HBL_STATUS.DRAFT && !row.hbl_draft_comment)) return { ok: true, value: null };
  return { ok: true, value: await billView(db, row, now) };
}

export async function billLog(db: Db, actor: Actor, id: number) {
  const row = await hblRow(db, id, scopeOf(actor));
  if (!row) return noHbl<never>();
  const events = await docHistory(db, HBL_DOC, id);
  return {
    ok: true as const,
    value: { Events: events.map((e) => ({ At: e.at, ActorKind: e.actorKind, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail })) },
  };
}
