import type { MoneyFacts } from '../../../src/domain/orderApply/approvalFacts';
import type { RiskConfig, RiskFacts } from '../../../src/domain/orderApply/risk';
import { SI_STATUS } from '../../../src/domain/si/status';
import type { OapKind } from '../../../src/domain/orderApply/status';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { overdueInvoicesOf, unpaidOfBooking } from '../billing/public';
import { portZone } from '../refdata/public';
import { type HouseBillForRelease, houseBillForRelease, markHouseBillReleased } from '../houseBill/public';
import { acceptedHouseConsignee } from '../manifest/public';
import { firstDeparture } from './repository';
import { guaranteeOfCompany, releasedUnderGuarantee, setGuaranteeUsed } from './guaranteeRepository';
import { liveApplicationsOf } from './applicationRepository';
import { receiverFacts } from './receiverRepository';
import { dayIn } from '../../../src/domain/refdata/localTimes';

/**
 * THE one place the risk check's facts are gathered (operations.md §11.3): the B/L from the houseBill
 * module, the money from billing and the manifest customs holds (R9) from the manifest module — each
 * through its public.ts, nowhere else in this module — and the rest from this module's tables and the
 * shared event table. The service hands the facts to the pure check (src/domain/orderApply/risk.ts).
 */

/** Today on the platform's calendar (China). */
export const platformDay = (now = new Date()) => dayIn(undefined, now);

export interface HblSummary {
  id: number;
  no: string;
  companyId: number;
  cgoId: string;
  status: number;
}

/** The B/L as this module needs it (null: no such B/L). */
export async function hblOf(q: Queryable, hblId: number): Promise<(HblSummary & { raw: HouseBillForRelease }) | null> {
  const h = await houseBillForRelease(q, hblId);
  return h && { id: Number(h.Id), no: h.HBL_NO, companyId: Number(h.companyId), cgoId: h.cgoId, status: h.status, raw: h };
}

/** The B/L goes to "released" in the caller's transaction (the houseBill module's move). */
export const releaseHouseBill = (tx: Queryable, hblId: number, actor: Actor) => markHouseBillReleased(tx, hblId, actor);

/**
 * What the B/Ls released under the company's guarantee still owe, asked of billing now and kept on
 * each application (the guarantee list's "used" reads them): a payment recorded frees the guarantee.
 */
export async function refreshGuaranteeUse(q: Queryable, companyId: number, asOf: string): Promise<void> {
  for (const a of await releasedUnderGuarantee(q, companyId)) {
    const u = await unpaidOfBooking(q, companyId, a.cgoId, asOf);
    if (u.cnyMinor !== a.used) await setGuaranteeUsed(q, a.id, u.cnyMinor);
  }
}

/** What one application (or the form before it is one) asks of the check. */
export interface FactsQuery {
  hblId: number;
  kind: OapKind;
  receiverId: number | null;
  useGuarantee: boolean;
  /** The application being checked again (its own row is not "another live application"). */
  applicationId: number | null;
}

export interface GatheredFacts {
  facts: RiskFacts;
  /** The money facts an approval is given (src/domain/orderApply/approvalFacts.ts). */
  money: MoneyFacts;
  hbl: HblSummary | null;
  /** The receiver named belongs to another company than the B/L's (the service answers 404). */
  foreignReceiver: boolean;
}

export async function gatherFacts(q: Queryable, query: FactsQuery, config: RiskConfig, now = new Date()): Promise<GatheredFacts> {
  const asOf = platformDay(now);
  const h = await hblOf(q, query.hblId);
  const companyId = h?.companyId ?? 0;
  const receiver = query.receiverId ? await receiverFacts(q, query.receiverId) : undefined;
  const foreignReceiver = !!receiver && !!h && receiver.companyId !== companyId;
  if (h) await refreshGuaranteeUse(q, companyId, asOf);
  const unpaid = h ? await unpaidOfBooking(q, companyId, h.cgoId, asOf) : { byCurrency: {}, cnyMinor: 0, invoices: [], chargeIds: [] };
  const overdue = h ? await overdueInvoicesOf(q, companyId, asOf, 0) : [];
  const guarantee = h ? await guaranteeOfCompany(q, companyId) : null;
  void config;
  const facts: RiskFacts = {
    asOf,
    kind: query.kind,
    useGuarantee: query.useGuarantee,
    hbl: h && {
      no: h.no,
      status: h.status,
      siApproved: h.raw.siStatus === SI_STATUS.APPROVED,
      releaseType: h.raw.releaseType,
      originalsOut: h.raw.originalsOut,
      consignee: h.raw.consignee,
      notify: h.raw.notify,
      onBoardDate: h.raw.onBoardDate,
    },
    unpaidCnyMinor: unpaid.cnyMinor,
    unpaidByCurrency: unpaid.byCurrency,
    overdue: overdue.map((i) => ({
      no: i.INV_NO,
      currency: i.currency,
      outstandingMinor: i.outstandingMinor,
      cnyMinor: i.cnyMinor,
      dueDate: i.dueDate,
      daysOverdue: i.daysOverdue,
    })),
    departure: h ? await departureOf(q, h.cgoId, h.no) : null,
    guarantee: guarantee && {
      limitMinor: guarantee.limitMinor,
      usedMinor: guarantee.usedMinor,
      validFrom: guarantee.validFrom,
      validTo: guarantee.validTo,
      status: guarantee.status,
    },
    receiver: receiver && !foreignReceiver ? { name: receiver.name, auth: receiver.auth } : null,
    // R9: the manifest filed under any number this bill had, or made from its SI (issue 45)
    manifestConsignee: h ? await acceptedHouseConsignee(q, { cgoId: h.cgoId, blNos: [h.no, h.raw.siPrevNo ?? ''], siId: h.raw.siId }) : null,
    liveApplications: h ? await liveApplicationsOf(q, h.id, query.applicationId) : [],
  };
  const money: MoneyFacts = {
    charges: [...unpaid.chargeIds].sort((a, b) => a - b),
    unpaid: Object.fromEntries(Object.entries(unpaid.byCurrency).sort(([a], [b]) => a.localeCompare(b))),
    invoices: unpaid.invoices.map((i): [string, number] => [i.INV_NO, i.outstandingMinor]).sort(([a], [b]) => a.localeCompare(b)),
    overdue: facts.overdue.map((i): [string, number] => [i.no, i.outstandingMinor]).sort(([a], [b]) => a.localeCompare(b)),
    guarantee:
      query.useGuarantee && facts.guarantee ? [facts.guarantee.limitMinor - facts.guarantee.usedMinor, facts.guarantee.status, facts.guarantee.validTo] : null,
  };
  return { facts, money, hbl: h && { id: h.id, no: h.no, companyId: h.companyId, cgoId: h.cgoId, status: h.status }, foreignReceiver };
}

/** A customer alone (the risk query by customer): its overdue invoices and its guarantee, no B/L. */
export async function customerFacts(q: Queryable, companyId: number, now = new Date()) {
  const asOf = platformDay(now);
  await refreshGuaranteeUse(q, companyId, asOf);
  return { asOf, overdue: await overdueInvoicesOf(q, companyId, asOf, 0), guarantee: await guaranteeOfCompany(q, companyId) };
}

/** The booking's first loading or departure, with its port's zone: R5's words read its time on that clock. */
async function departureOf(q: Queryable, cgoId: string, hblNo: string): Promise<RiskFacts['departure']> {
  const d = await firstDeparture(q, cgoId, hblNo);
  return d && { code: d.code, at: d.at, zone: await portZone(q, d.place) };
}
