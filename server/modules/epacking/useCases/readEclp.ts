import { docActorWords } from '../../../../src/contract/docActor';
import type { EclpDetail, EclpRow, ShutOut, Transmission } from '../../../../src/contract/epacking/calls';
import { checkPackingList } from '../../../../src/domain/packing/check';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { docHistory } from '../../../platform/spine/docEvents';
import { refuse } from '../refusals';
import { declaredVgm, isPlatform, linesOf, listRequests, packingListById, requestRow, shutOutSuspects, transmissions } from '../repository';

export async function listEclps(
  db: Db,
  actor: Actor,
  q: { Page?: number; PageSize?: number; Kind?: number; Status?: number; Queue?: boolean; CNNO?: string; CGO_ID?: string; PKL_ID?: number },
): Promise<Outcome<{ Items: EclpRow[]; Total: number }>> {
  const value = await listRequests(db, actor, {
    kind: q.Kind,
    status: q.Status,
    queue: q.Queue,
    cnno: q.CNNO,
    cgoId: q.CGO_ID,
    pklId: q.PKL_ID,
    page: q.Page ?? 1,
    pageSize: q.PageSize ?? 50,
  });
  return { ok: true, value };
}

/** One request with what the operator decides on: the packing list, its check, its VGM, the request's history. */
export async function readEclp(db: Db, actor: Actor, id: number, lang: 'zh' | 'en', now = new Date()): Promise<Outcome<EclpDetail>> {
  const row = await requestRow(db, actor, id);
  if (!row) return refuse.noRequest();
  const p = (await packingListById(db, row.ECP_PKL_ID))!;
  const lines = await linesOf(db, p.id);
  const data = {
    PKL_NO: p.pkl_no ?? '',
    PKL_CNTR_TYPE: p.pkl_cntr_type,
    PKL_CNNO: p.pkl_cnno,
    PKL_NON_ISO: p.pkl_non_iso,
    PKL_SEALNO: p.pkl_sealno,
    PKL_TARE_KG: p.pkl_tare_kg,
    PKL_MAX_GROSS_KG: p.pkl_max_gross_kg,
    PKL_STUFF_PLACE: p.pkl_stuff_place,
    PKL_STUFF_AT: p.pkl_stuff_at ?? undefined,
    PKL_NUM: p.pkl_num,
    PKL_WEIGHT: Number(p.pkl_weight),
    PKL_VOLUME: Number(p.pkl_volume),
    Lines: lines,
  };
  // the data's check as it stands (the gate-in freeze is no problem of the data itself)
  const problems = checkPackingList(data, { slotType: p.pkl_cntr_type, submitting: true, now: now.toISOString(), lang, bookingNo: p.pkl_booking_no });
  const vgm = await declaredVgm(db, p);
  const events = await docHistory(db, 'eclp', id, 50);
  return {
    ok: true,
    value: {
      Request: row,
      PackingList: {
        PKL_NUM: p.pkl_num,
        PKL_WEIGHT: Number(p.pkl_weight),
        PKL_VOLUME: Number(p.pkl_volume),
        PKL_TARE_KG: p.pkl_tare_kg,
        PKL_MAX_GROSS_KG: p.pkl_max_gross_kg,
        PKL_STUFF_PLACE: p.pkl_stuff_place,
        PKL_STUFF_AT: p.pkl_stuff_at,
        PKL_LOADING_CODE: p.pkl_loading_code,
        PKL_DISCHARGE_CODE: p.pkl_discharge_code,
        Lines: lines.map((l) => ({
          PKD_SEQ: l.PKD_SEQ,
          PKD_GOODS: l.PKD_GOODS || l.PKD_CNGOODS,
          PKD_HSCODE: l.PKD_HSCODE,
          PKD_PACKAGE: l.PKD_PACKAGE,
          PKD_NUM: l.PKD_NUM,
          PKD_WEIGHT: Number(l.PKD_WEIGHT),
          PKD_VOLUME: Number(l.PKD_VOLUME),
        })),
      },
      Problems: problems.map((x) => ({ Path: x.Path, Code: x.Code, Message: x.Message, ...(x.Severity ? { Severity: x.Severity } : {}) })),
      Vgm: vgm ?? null,
      Events: events.map((e) => ({ At: e.at, Type: e.type, ActorName: docActorWords(e.actorKind, e.actorId, e.actorName), Detail: e.detail })),
    },
  };
}

/** The terminal messages sent (the platform's staff only), the failed ones when asked. */
export async function eclpRecords(
  db: Db,
  actor: Actor,
  q: { Page?: number; PageSize?: number; Failed?: boolean; CNNO?: string },
): Promise<Outcome<{ Items: Transmission[]; Total: number }>> {
  if (!isPlatform(actor)) return { ok: true, value: { Items: [], Total: 0 } };
  return { ok: true, value: await transmissions(db, { failed: !!q.Failed, cnno: q.CNNO, page: q.Page ?? 1, pageSize: q.PageSize ?? 50 }) };
}

/** Boxes packed at the terminal whose vessel sailed without them. */
export async function shutOut(db: Db): Promise<Outcome<ShutOut[]>> {
  return { ok: true, value: await shutOutSuspects(db) };
}
