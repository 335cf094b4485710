import type { OpportunityRow, OpportunitySaveInput, OpportunityWire } from '../../../../src/contract/crm/opportunityCalls';
import { isEnd } from '../../../../src/domain/crm/opportunityStages';
import { amountIn, minorIn } from '../../../../src/domain/money/amounts';
import { isoCurrency } from '../../../../src/domain/money/currencies';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { noCustomer, stale } from '../checks';
import { customersSeen } from '../customerRepository';
import { badAmount, badContact, inPool, moveRefused, noOpportunity } from '../opportunityChecks';
import { type ListedOpp, listOpps, oneOpp, oppEvent, oppEvents, oppSeen, openCountOf, type OppFilter } from '../opportunityRepository';
import { contactOfCustomer, insertOpp, type OppValues, updateOpp } from '../opportunityWriteRepository';
import { viewerOf } from '../scope';
import { stageSetOf } from './opportunityStages';

/** Opportunities (商机, commercial.md §7): the kanban's list, one with its history, new and edited ones. */

type Saved = Outcome<{ Id: number; Version: number }>;

export function presentOpp(r: ListedOpp): OpportunityRow {
  const { AmountMinor, ...rest } = r;
  return { ...rest, Amount: amountIn(Number(AmountMinor), r.Currency) };
}

export async function listOpportunities(db: Db, actor: Actor, f: OppFilter): Promise<Outcome<OpportunityRow[]>> {
  const v = await viewerOf(db, actor);
  return { ok: true, value: (await listOpps(db, v, f)).map(presentOpp) };
}

export async function getOpportunity(db: Db, actor: Actor, id: number): Promise<Outcome<OpportunityWire>> {
  const v = await viewerOf(db, actor);
  const r = await oneOpp(db, v, id);
  if (!r) return noOpportunity();
  const history = await oppEvents(db, id);
  return {
    ok: true,
    value: {
      ...presentOpp(r),
      Lanes: r.Lanes as OpportunityWire['Lanes'],
      CarrierPref: r.CarrierPref as string,
      ContainerMix: r.ContainerMix as string,
      ContactId: r.ContactId as number | null,
      Competitor: r.Competitor as string,
      QuoteId: r.QuoteId as number | null,
      Remarks: r.Remarks as string,
      History: history.map((h) => ({ ...h, At: new Date(h.At).toISOString() })),
    },
  };
}

/** The amount through the money module: a decimal in the currency's minor units (an ISO 4217 code). */
function valuesOf(b: OpportunitySaveInput): OppValues | null {
  const currency = (b.Currency ?? 'USD').toUpperCase();
  if (!isoCurrency(currency)) return null;
  const minor = minorIn(b.Amount ?? '0', currency);
  return minor === undefined ? null : { ...b, amountMinor: minor, currency };
}

/**
 * A new opportunity of a customer in my private sea (a manager's: any private customer of the team) at
 * its first (or a chosen open) stage, or an edit of one I see (its Version: STALE when changed since).
 */
export async function saveOpportunity(db: Db, actor: Actor, b: OpportunitySaveInput): Promise<Saved> {
  const v = await viewerOf(db, actor);
  const values = valuesOf(b);
  if (!values) return badAmount();
  return inTransaction(db, async (tx) => {
    const [c] = await customersSeen(tx, v, [b.CustomerId]);
    if (!c) return noCustomer();
    if (b.ContactId && !(await contactOfCustomer(tx, b.ContactId, c.id))) return badContact();
    if (b.Id) {
      const o = await oppSeen(tx, v, b.Id);
      if (!o) return noOpportunity();
      if (o.customer_id !== c.id || b.Version === undefined || o.version !== b.Version) return stale();
      const version = await updateOpp(tx, o.id, b.Version, values);
      if (version === null) return stale();
      await oppEvent(tx, v.companyId, o.id, 'EDIT', v.id);
      return { ok: true, value: { Id: o.id, Version: version } };
    }
    if (c.in_pool) return inPool();
    const { stages } = await stageSetOf(tx, v.companyId);
    const stage = b.Stage ? stages.find((s) => s.code === b.Stage) : stages[0];
    if (!stage) return moveRefused('NO_STAGE');
    if (isEnd(stage.code)) return moveRefused('USE_WIN_OR_LOSE');
    const id = await insertOpp(tx, v.companyId, v.id, values, stage);
    await oppEvent(tx, v.companyId, id, 'CREATE', v.id, stage.code);
    return { ok: true, value: { Id: id, Version: 1 } };
  });
}

/** The open opportunities of a customer the person sees: deleting the customer asks to confirm with this count. */
export async function openOpportunities(db: Db, actor: Actor, customerId: number): Promise<Outcome<{ Open: number }>> {
  const v = await viewerOf(db, actor);
  const [c] = await customersSeen(db, v, [customerId]);
  if (!c) return noCustomer();
  return { ok: true, value: { Open: await openCountOf(db, v.companyId, customerId) } };
}
