import type { Problem } from '../../../src/domain/packing/messages';
import type { PackingSaveData } from '../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../src/contract/packing/words';
import { checkPackingList, lineTotals } from '../../../src/domain/packing/check';
import { PKL_STATUS, type PklEvent, pklMove } from '../../../src/domain/packing/status';
import { renderPkl } from '../../../src/domain/packing/messages';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { MOBILE } from './applyService';
import { checkInputOf, dataOf } from './checkInput';
import { pklEvent } from './events';
import { announced } from './live';
import { notPkl, refusedByCheck, said, staleVersion, wrongState } from './refusals';
import { type DataColumns, writeData } from './dataRepository';
import { lastChange, readPkl, setStatus, type StoredLine, type StoredPkl } from './repository';
import { linesOf, replaceLines } from './lineRepository';
import { liveContainer } from './bookingFactsRepository';
import { canSaveData, roleOf } from './roles';

type Lang = 'zh' | 'en';
type Saved = { Id: number; VERSION: number; Problems: Problem[] };
type Moved = { Id: number; PKL_STATUS: number };

/** The stored data with what the save gives laid over it (fields left out keep their value; `Lines` replaces them all). */
function merged(p: StoredPkl, stored: readonly StoredLine[], input: PackingSaveData): { columns: DataColumns; lines: StoredLine[] } {
  const lines: StoredLine[] = input.Lines
    ? input.Lines.map((l) => ({
        PKD_SEQ: l.PKD_SEQ,
        PKD_CNGOODS: l.PKD_CNGOODS ?? '',
        PKD_GOODS: l.PKD_GOODS,
        PKD_HSCODE: l.PKD_HSCODE.trim(),
        PKD_MARKS: l.PKD_MARKS ?? '',
        PKD_PACKAGE: l.PKD_PACKAGE.trim().toUpperCase(),
        PKD_NUM: l.PKD_NUM,
        PKD_WEIGHT: l.PKD_WEIGHT,
        PKD_NET_WEIGHT: l.PKD_NET_WEIGHT ?? null,
        PKD_VOLUME: l.PKD_VOLUME,
        PKD_UNNO: (l.PKD_UNNO ?? '').trim(),
        PKD_IMO_CLASS: (l.PKD_IMO_CLASS ?? '').trim(),
      }))
    : [...stored];
  // a header sum left out follows the lines; one given is kept as given (pkl.sums says when it differs)
  const totals = lineTotals(lines);
  const u = input.Universal;
  const pick = <T>(given: T | undefined, kept: T) => (given === undefined ? kept : given);
  const columns: DataColumns = {
    pkl_cnno: pick(input.PKL_CNNO?.trim().toUpperCase(), p.pkl_cnno),
    pkl_non_iso: pick(input.PKL_NON_ISO, p.pkl_non_iso),
    pkl_sealno: pick(input.PKL_SEALNO?.trim().toUpperCase(), p.pkl_sealno),
    pkl_seal_source: pick(input.PKL_SEAL_SOURCE, p.pkl_seal_source),
    pkl_tare_kg: pick(input.PKL_TARE_KG, p.pkl_tare_kg),
    pkl_max_gross_kg: pick(input.PKL_MAX_GROSS_KG, p.pkl_max_gross_kg),
    pkl_soc: pick(input.PKL_SOC, p.pkl_soc),
    pkl_stuff_place: pick(input.PKL_STUFF_PLACE, p.pkl_stuff_place),
    pkl_stuff_at: input.PKL_STUFF_AT === undefined ? p.pkl_stuff_at : input.PKL_STUFF_AT.trim() ? new Date(input.PKL_STUFF_AT).toISOString() : null,
    pkl_num: pick(input.PKL_NUM, input.Lines ? totals.packages : p.pkl_num),
    pkl_weight: pick(input.PKL_WEIGHT, input.Lines ? totals.weight : p.pkl_weight),
    pkl_volume: pick(input.PKL_VOLUME, input.Lines ? totals.volume : p.pkl_volume),
    pkl_truck_plate: pick(input.PKL_TRUCK_PLATE, p.pkl_truck_plate),
    pkl_driver_name: pick(input.PKL_DRIVER_NAME, p.pkl_driver_name),
    pkl_driver_phone: pick(input.PKL_DRIVER_PHONE, p.pkl_driver_phone),
    pkl_eir_no: pick(input.PKL_EIR_NO, p.pkl_eir_no),
    pkl_remarks: pick(input.PKL_REMARKS, p.pkl_remarks),
    pkl_booking_no: u ? u.PKL_BOOKING_NO.trim() : p.pkl_booking_no,
    pkl_carrier: u ? u.PKL_CARRIER.trim().toUpperCase() : p.pkl_carrier,
    pkl_vessel: u ? u.PKL_VESSEL.trim() : p.pkl_vessel,
    pkl_voyage: u ? u.PKL_VOYAGE.trim() : p.pkl_voyage,
    pkl_loading_code: u ? u.PKL_LOADING_CODE.trim().toUpperCase() : p.pkl_loading_code,
    pkl_discharge_code: u ? u.PKL_DISCHARGE_CODE.trim().toUpperCase() : p.pkl_discharge_code,
    pkl_delivery_code: u ? (u.PKL_DELIVERY_CODE ?? '').trim().toUpperCase() : p.pkl_delivery_code,
  };
  return { columns, lines };
}

/** What the fields a save changed were (the log names them, not their values). */
function changedFields(p: StoredPkl, c: DataColumns, linesGiven: boolean): string[] {
  const out = (Object.keys(c) as (keyof DataColumns)[]).filter((k) => String(c[k] ?? '') !== String((p as unknown as Record<string, unknown>)[k] ?? ''));
  return [...out.map((k) => k.toUpperCase()), ...(linesGiven ? ['Lines'] : [])];
}

/**
 * The stuffed data (operations.md §3.2–§3.5): saving in 2 and 6 keeps the state and answers the
 * check's problems (saving never blocks on them — only on another live packing list holding the
 * container, the gate-in freeze, a stale version); submitting runs the same check as a submission
 * and refuses on its errors; the operator approves or returns the data. Each change is announced live
 * once committed (live.ts).
 */
export function dataService(db: Db, hub: LiveHub) {
  async function saveData(actor: Actor, input: PackingSaveData, lang: Lang, now = new Date()): Promise<Outcome<Saved>> {
    if (input.PKL_DRIVER_PHONE && !MOBILE.test(input.PKL_DRIVER_PHONE)) return said('pkl.driverPhone', W.driverPhone, '/PKL_DRIVER_PHONE');
    if (input.PKL_STUFF_AT?.trim() && !Number.isFinite(Date.parse(input.PKL_STUFF_AT)))
      return said(
        'pkl.time.invalid',
        { zh: renderPkl('pkl.time.invalid', { value: input.PKL_STUFF_AT }, 'zh'), en: renderPkl('pkl.time.invalid', { value: input.PKL_STUFF_AT }, 'en') },
        '/PKL_STUFF_AT',
      );
    const seqs = new Set<number>();
    for (const l of input.Lines ?? []) {
      if (seqs.has(l.PKD_SEQ)) return said('pkl.line.seq', W.lineSeqTwice(l.PKD_SEQ), '/Lines');
      seqs.add(l.PKD_SEQ);
    }
    try {
      const done = await inTransaction<Saved>(db, async (tx) => {
        const p = await readPkl(tx, actor, input.Id, true);
        if (!p) return notPkl();
        if (!canSaveData(roleOf(actor, p), p.pkl_status)) return wrongState(p, 'saveData');
        if (p.version !== input.VERSION) return staleVersion(await lastChange(tx, p.id));
        if (input.Universal && p.pkl_source !== 2) return said('pkl.bookingFacts', W.bookingFactsFixed, '/Universal');
        const { columns, lines } = merged(p, await linesOf(tx, p.id), input);
        // pkl.cnno: a container is on one live packing list at a time (the unique index says so too)
        if (columns.pkl_cnno && columns.pkl_cnno !== p.pkl_cnno) {
          const other = await liveContainer(tx, columns.pkl_cnno, p.id);
          if (other) {
            const params = { container: columns.pkl_cnno, pkl: other.PKL_NO };
            return said('pkl.cnno.live', { zh: renderPkl('pkl.cnno.live', params, 'zh'), en: renderPkl('pkl.cnno.live', params, 'en') }, '/PKL_CNNO');
          }
        }
        const version = await writeData(tx, p.id, columns);
        if (input.Lines) await replaceLines(tx, p.id, lines);
        await pklEvent(tx, actor, p.id, 'DataSaved', {
          Fields: changedFields(p, columns, Boolean(input.Lines)),
          ...(columns.pkl_non_iso && !p.pkl_non_iso ? { NonIsoOverride: columns.pkl_cnno } : {}),
        });
        const after = { ...p, ...columns, version };
        const problems = checkPackingList(dataOf(after, lines), { ...(await checkInputOf(tx, after, dataOf(after, lines), true, now)), lang });
        return { ok: true, value: { Id: p.id, VERSION: version, Problems: problems } };
      });
      return await announced(db, hub, done, (v) => [v.Id]);
    } catch (e) {
      // another save took the container at the same moment: the unique index kept it on one live packing list
      if (isUniqueViolation(e)) {
        const params = { container: input.PKL_CNNO ?? '', pkl: '—' };
        return said('pkl.cnno.live', { zh: renderPkl('pkl.cnno.live', params, 'zh'), en: renderPkl('pkl.cnno.live', params, 'en') }, '/PKL_CNNO');
      }
      throw e;
    }
  }

  async function submitData(actor: Actor, input: { Id: number; VERSION: number }, lang: Lang, now = new Date()): Promise<Outcome<Moved>> {
    const done = await inTransaction<Moved>(db, async (tx) => {
      const p = await readPkl(tx, actor, input.Id, true);
      if (!p) return notPkl();
      if (!pklMove(p.pkl_status, 'submitData', roleOf(actor, p))) return wrongState(p, 'submitData');
      if (p.version !== input.VERSION) return staleVersion(await lastChange(tx, p.id));
      const data = dataOf(p, await linesOf(tx, p.id));
      const problems = checkPackingList(data, { ...(await checkInputOf(tx, p, data, true, now)), lang });
      const refusal = refusedByCheck<Moved>(problems, lang, W.submitProblems);
      if (refusal) return refusal;
      await setStatus(tx, p.id, PKL_STATUS.DATA_SUBMITTED);
      const warnings = problems.filter((x) => x.Severity).map((x) => x.Code);
      await pklEvent(tx, actor, p.id, 'DataSubmitted', { CNNO: p.pkl_cnno, SEALNO: p.pkl_sealno, ...(warnings.length ? { Warnings: warnings } : {}) });
      return { ok: true, value: { Id: p.id, PKL_STATUS: PKL_STATUS.DATA_SUBMITTED } };
    });
    return announced(db, hub, done, (v) => [v.Id]);
  }

  async function auditData(actor: Actor, input: { Id: number; Approve: boolean; Remarks?: string }): Promise<Outcome<Moved>> {
    const remarks = input.Remarks?.trim() ?? '';
    const event: PklEvent = input.Approve ? 'approveData' : 'returnData';
    const done = await inTransaction<Moved>(db, async (tx: Queryable) => {
      const p = await readPkl(tx, actor, input.Id, true);
      if (!p) return notPkl();
      const move = pklMove(p.pkl_status, event, roleOf(actor, p));
      if (!move) return wrongState(p, input.Approve ? 'approveData' : 'returnData');
      if (move.remarks && !remarks) return said('pkl.remarks', W.remarksRequired, '/Remarks');
      await setStatus(tx, p.id, move.to, { decisionRemarks: remarks });
      await pklEvent(tx, actor, p.id, input.Approve ? 'DataApproved' : 'DataReturned', remarks ? { Remarks: remarks } : {});
      return { ok: true, value: { Id: p.id, PKL_STATUS: move.to } };
    });
    return announced(db, hub, done, (v) => [v.Id]);
  }

  return { saveData, submitData, auditData };
}
