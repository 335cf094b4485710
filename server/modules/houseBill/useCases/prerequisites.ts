import { type BillProblem, issueProblems, type ReleaseType, toOrderProblems } from '../../../../src/domain/houseBill/rules';
import { HBL_STATUS } from '../../../../src/domain/houseBill/status';
import { filingsFor } from '../../../../src/domain/manifest/applies';
import { dayIn } from '../../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../../db/types';
import { firstActualEvents } from '../../containerEvents/public';
import { liveHouseManifests } from '../../manifest/public';
import { resolveManifestConfig } from '../../manifestSetup/public';
import type { HblDbRow } from '../repository';
import { partOf } from '../view';

/** The day on the office's clock (Asia/Shanghai): UTC's is yesterday there before 08:00. */
const today = (now: Date) => dayIn(undefined, now);

/** hbl.toorder's facts of a bill: its type, release, to-order flag, originals and notify party. */
export function toOrderOf(row: HblDbRow) {
  return toOrderProblems({
    type: row.hbl_type as 'BOL' | 'SWB',
    releaseType: row.hbl_release_type as ReleaseType,
    toOrder: row.hbl_to_order,
    originals: row.hbl_originals,
    notify: partOf(row).Notify,
  });
}

/** hbl.issue's facts now: the LOAD events of the SI's containers and the vessel's departure (containerEvents). */
export async function issueFacts(q: Queryable, row: HblDbRow, issueDate: string, onBoardDate: string, place: string) {
  const part = partOf(row);
  const cnnos = part.Containers.map((c) => c.CNNO);
  const loaded = await firstActualEvents(q, { cnnos, code: 'LOAD' });
  const vessel = part.Vessel || row.vessel;
  const voyage = part.Voyage || row.voyage;
  const depa = vessel ? await firstActualEvents(q, { cnnos: [], code: 'DEPA', vessel, voyage }) : [];
  return {
    siStatus: row.si_status,
    houseFilings: await houseFilingsOf(q, row),
    containers: cnnos,
    loaded: loaded.map((l) => l.ref),
    mblOnBoard: row.mbl_on_board,
    atd: depa[0]?.at.slice(0, 10) ?? null,
    issueDate,
    onBoardDate,
    placeOfIssue: place,
  };
}

/**
 * hbl.issue "house-level manifest accepted where the config requires one": the filings the bill's
 * route needs (src/domain/manifest/applies.ts) whose configuration for this customer, carrier and port
 * of loading asks for the house level first, each with this bill's live house-level manifest.
 */
async function houseFilingsOf(q: Queryable, row: HblDbRow) {
  const r = row.si_record as Record<string, unknown>;
  const code = (k: string) =>
    String(r[k] ?? '')
      .trim()
      .toUpperCase();
  const route = { loading: code('TBI_LOADING_CODE'), discharge: code('TBI_DISCHARGE_CODE'), delivery: code('TBI_DELIVERY_CODE') };
  const manifests = await liveHouseManifests(q, row.hbl_no);
  const out: { filing: string; manifest: { no: string; status: number } | null }[] = [];
  for (const { Filing } of filingsFor(route)) {
    const config = await resolveManifestConfig(q, { companyId: row.company_id, filing: Filing, carrier: code('TBI_CARRIER'), loadingCode: route.loading });
    if (!config.MCF_REQUIRE_HOUSE) continue;
    const m = manifests.find((x) => x.filing === Filing);
    out.push({ filing: Filing, manifest: m ? { no: m.no, status: m.status } : null });
  }
  return out;
}

/** What stands between the HBL and its issue, at a glance (hbl.toorder always; hbl.issue as of today). */
export async function prerequisites(q: Queryable, row: HblDbRow, now: Date): Promise<BillProblem[]> {
  const order = toOrderOf(row);
  if (row.hbl_status >= HBL_STATUS.ISSUED) return order;
  const facts = await issueFacts(q, row, today(now), row.hbl_on_board_date ?? row.mbl_on_board ?? today(now), row.hbl_place_of_issue || 'X');
  const approval: BillProblem[] =
    row.hbl_status === HBL_STATUS.APPROVED
      ? []
      : [{ Code: 'hbl.issue.approved', Words: { zh: '客户尚未确认提单草稿。', en: 'The shipper has not approved the draft.' } }];
  return [...approval, ...order, ...issueProblems(facts).filter((p) => !p.Code.startsWith('hbl.issue.onBoard') || p.Code === 'hbl.issue.onBoard')];
}
