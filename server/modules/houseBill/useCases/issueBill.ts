import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { fillWords, issueProblems } from '../../../../src/domain/houseBill/rules';
import { HBL_STATUS } from '../../../../src/domain/houseBill/status';
import type { Db } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { writeHouseBillNo } from '../../si/public';
import { keepVersion, updateHbl } from '../repository';
import { partOf } from '../view';
import { issueFacts, toOrderOf } from './prerequisites';
import { billEvent, docActor, listOf, moveBill, say, stale } from './shared';

export type IssueBill = { Id: number; VERSION: number; HBL_ISSUE_DATE: string; HBL_ON_BOARD_DATE: string; HBL_PLACE_OF_ISSUE: string };

/** The bill issued once every prerequisite of hbl.toorder and hbl.issue holds; what it says is frozen as issued. */
export async function issueBill(db: Db, actor: Actor, input: IssueBill) {
  return moveBill(db, null, input.Id, input.VERSION, 'issue', async (tx, row, to) => {
    const part = partOf(row);
    const problems = [...toOrderOf(row), ...issueProblems(await issueFacts(tx, row, input.HBL_ISSUE_DATE, input.HBL_ON_BOARD_DATE, input.HBL_PLACE_OF_ISSUE))];
    if (problems.length) {
      const list = listOf(problems);
      return say(
        'HBL_ISSUE_BLOCKED',
        { zh: fillWords(R.issueBlocked, { list: list.zh }).zh, en: fillWords(R.issueBlocked, { list: list.en }).en },
        { Problems: problems },
      );
    }
    const version = await updateHbl(tx, row.id, row.version, {
      hbl_status: to,
      hbl_issue_date: input.HBL_ISSUE_DATE,
      hbl_on_board_date: input.HBL_ON_BOARD_DATE,
      hbl_place_of_issue: input.HBL_PLACE_OF_ISSUE,
      hbl_issued: JSON.stringify({ ...part, Vessel: part.Vessel || row.vessel, Voyage: part.Voyage || row.voyage }),
      // originals handed to the shipper; a telex release keeps them (surrendered at origin), a sea waybill has none
      hbl_originals_out: row.hbl_release_type === 'ORIGINAL' && row.hbl_originals > 0,
    });
    if (version === undefined) return stale();
    await billEvent(tx, row.id, docActor(actor), 'v1.HblIssued', {
      issueDate: input.HBL_ISSUE_DATE,
      onBoard: input.HBL_ON_BOARD_DATE,
      amendment: row.hbl_amendment,
    });
    return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
  });
}

/** An issued HBL with its originals back (or surrendered) opens a new version: same number, AMENDED, the old kept. */
export async function amendBill(db: Db, actor: Actor, input: { Id: number; VERSION: number; Reason: string }) {
  return moveBill(db, null, input.Id, input.VERSION, 'amend', async (tx, row, to) => {
    if (row.hbl_originals_out) return say('HBL_ORIGINALS_OUT', R.originalsOut);
    const { si_record: _r, ...kept } = row;
    await keepVersion(tx, row.id, row.hbl_amendment, kept);
    const version = await updateHbl(tx, row.id, row.version, {
      hbl_status: to,
      hbl_amendment: row.hbl_amendment + 1,
      hbl_issued: null,
      hbl_issue_date: null,
      hbl_approved_via: '',
      hbl_approval_note: '',
    });
    if (version === undefined) return stale();
    await billEvent(tx, row.id, docActor(actor), 'v1.HblAmended', { reason: input.Reason, amendment: row.hbl_amendment + 1 });
    return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
  });
}

/** The bill voided with a reason (never while its originals are out); the SI gets its number back. */
export async function voidBill(db: Db, actor: Actor, input: { Id: number; VERSION: number; Reason: string }) {
  return moveBill(db, null, input.Id, input.VERSION, 'void', async (tx, row, to) => {
    if (row.hbl_status === HBL_STATUS.ISSUED && row.hbl_originals_out) return say('HBL_ORIGINALS_OUT', R.originalsOut);
    const version = await updateHbl(tx, row.id, row.version, { hbl_status: to, hbl_void_reason: input.Reason, hbl_mbl_id: null });
    if (version === undefined) return stale();
    // the SI's number goes back to what it was; this HBL's number is never given again (the series moved on)
    if (row.hbl_si_prev_no) await writeHouseBillNo(tx, row.hbl_si_id, row.hbl_si_prev_no, actor.id);
    await billEvent(tx, row.id, docActor(actor), 'v1.HblVoided', { reason: input.Reason, from: row.hbl_status });
    return { ok: true, value: { Id: row.id, HBL_STATUS: to, VERSION: version } };
  });
}
