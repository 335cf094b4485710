import type { PublicSpace, ReadySpace, ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import { readySpaceCheckWords } from '../../../src/contract/readySpace/words';
import { fieldSays } from '../../../src/contract/envelope';
import { checkSubmit, type KEY_FACTS, keyFactsChanged, type SpaceFacts } from '../../../src/domain/readySpace/check';
import { availableOf, shownStatus, spaceMove, type SpaceEvent } from '../../../src/domain/readySpace/status';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { announce, type Told, tell } from '../../live/tell';
import { READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { Actor } from '../../platform/access/grants';
import { expireDue } from './round';
import {
  digitsOf,
  isPlatform,
  lockManagedSpace,
  minorOf,
  money,
  publishStock,
  readSpaceRow,
  type StoredSpace,
  spaceEvent,
  spaceLines,
  spaceNotFound,
  stale,
} from './repository';
import { inTransaction, rollBack } from '../../platform/transaction';
import {
  committedOn,
  deleteLine,
  insertLine,
  insertSpaceRow,
  type Normalised,
  openOrders,
  publicSpaces,
  rewriteLine,
  type SpaceMoveFacts,
  setLinePrice,
  setLineTotal,
  setSpaceStatus,
  spaceEvents,
  writeFacts,
  zoneOf,
} from './spaceRepository';
import { normalise } from './spaceWire';
import { no } from '../../platform/refusal';

/**
 * The listing's side (commercial.md §5.2–§5.3): drafts saved with a Version, the submit check
 * (R5.1), the platform's audit (R5.2), the shelf, stock and price changes (R5.3's guard when stock is
 * lowered, R5.5), and reading one listing as its reader may see it.
 */

type Moved = { Status: string; Version: number };

/** The lines by class: changed in place (never below what is held and sold: R5.3's guard), added, or removed while nothing is committed. */
async function saveLines(tx: Queryable, spaceId: number, lines: Normalised['lines'], fail: (o: Outcome<unknown>) => never): Promise<void> {
  const before = await spaceLines(tx, spaceId, true);
  for (const l of lines) {
    const had = before.find((b) => b.container_class === l.cls);
    if (!had) {
      await insertLine(tx, spaceId, l);
      continue;
    }
    if (!(await rewriteLine(tx, had.id, l))) fail(belowCommitted(l.cls, had.held_qty + had.sold_qty));
  }
  for (const b of before.filter((b) => !lines.some((l) => l.cls === b.container_class))) {
    if (b.held_qty + b.sold_qty > 0) fail(belowCommitted(b.container_class, b.held_qty + b.sold_qty));
    await deleteLine(tx, b.id);
  }
}

const belowCommitted = (cls: string, committed: number) =>
  no(
    'BELOW_COMMITTED',
    `${cls}: ${committed} container(s) are held or sold; the total cannot go below that.`,
    `${cls}：已有 ${committed} 个箱被占用或售出，总量不能低于此数。`,
    [fieldSays('/Lines', readySpaceCheckWords.committed(cls, committed))],
  );

/**
 * A new listing of the actor's company, a draft (SaveDraft's first save, each row of an upload). A
 * `preview` (an upload's DryRun, written and undone) takes no number: a sequence is not undone with
 * its transaction, so a preview would leave gaps in the listing numbers (issue 32).
 */
async function insertSpace(
  tx: Queryable,
  actor: Actor,
  n: Normalised,
  fail: (o: Outcome<unknown>) => never,
  detail: Record<string, unknown> = {},
  preview = false,
) {
  const row = await insertSpaceRow(tx, actor, preview);
  await writeFacts(tx, row.id, n);
  await saveLines(tx, row.id, n.lines, fail);
  await spaceEvent(tx, row.id, actor.id, 'v1.ReadySpaceDraftSaved', '', detail);
  return row;
}

/** R5.1 over a listing's facts as stored or as about to be stored. */
const submitProblems = (f: Omit<SpaceFacts, 'Lines'>, lines: { cls: string; total: number; price: number }[]) =>
  checkSubmit({ ...f, Lines: lines.map((l) => ({ ContainerClass: l.cls, TotalQty: l.total, PriceMinor: l.price })) }, todayInShanghai());

/** Where a submitted listing goes (R5.2): the platform's own on sale at once, a provider's to the audit. */
const submittedTo = (providerKind: string, by: 'platform' | 'provider') => (providerKind === 'platform' ? 'ON_SALE' : spaceMove('DRAFT', 'submit', by)!);

/**
 * One row of an Excel upload as a listing (§5.3 List/Import): the wire normalised as SaveDraft does
 * and checked as Submit does (R5.1: a row is a whole listing), then saved as a draft — or submitted
 * when the upload asked. Answers the listing, or the reasons (in the reader's language) and nothing saved.
 */
export async function importSpace(
  tx: Queryable,
  actor: Actor,
  wire: ReadySpaceWire,
  submit: boolean,
  say: (zh: string, en: string) => string,
  preview = false,
): Promise<{ Id: number; SpaceNo: string; Status: string } | string[]> {
  const made = await normalise(tx, wire);
  if (!made.ok) return [say(made.zh ?? made.message, made.message)];
  const n = made.value;
  const problems = submitProblems(
    {
      CarrierCode: n.carrier,
      VesselName: n.vessel,
      Voyage: n.voyage,
      PolCode: n.pol,
      PodCode: n.pod,
      Etd: n.etd ?? '',
      CutOffs: n.cutOffs,
      ValidUntil: n.validUntil ?? '',
      Currency: n.currency,
      CancellationTerms: n.terms,
    },
    n.lines,
  );
  if (problems.length) return problems.map((p) => say(p.Zh, p.Message));
  const row = await insertSpace(tx, actor, n, rollBack, { Source: 'UPLOAD' }, preview);
  if (!submit) return { Id: row.id, SpaceNo: row.space_no, Status: 'DRAFT' };
  const to = submittedTo(actor.companyKind, isPlatform(actor) ? 'platform' : 'provider');
  await setSpaceStatus(tx, row.id, to);
  await spaceEvent(tx, row.id, actor.id, to === 'ON_SALE' ? 'v1.ReadySpacePublished' : 'v1.ReadySpaceSubmitted');
  return { Id: row.id, SpaceNo: row.space_no, Status: to };
}

export function spaceService(db: Db, hub: LiveHub) {
  const changed = async <T>(outcome: Outcome<T>, spaceId: number | undefined, told: Told[] = []) => {
    if (outcome.ok) {
      await announce(hub, told);
      if (spaceId) await publishStock(db, hub, [spaceId]);
    }
    return outcome;
  };

  async function saveDraft(actor: Actor, input: { Id?: number | null; Version?: number; Space: ReadySpaceWire }) {
    const made = await normalise(db, input.Space);
    if (!made.ok) return made;
    const n = made.value;
    let spaceId: number | undefined;
    const outcome = await inTransaction<{ Id: number; SpaceNo: string; Version: number; Status: string }>(db, async (tx, fail) => {
      if (!input.Id) {
        const row = await insertSpace(tx, actor, n, fail);
        return { ok: true, value: { Id: row.id, SpaceNo: row.space_no, Version: 1, Status: 'DRAFT' } };
      }
      const s = await lockManagedSpace(tx, actor, input.Id);
      if (!s) return spaceNotFound();
      if (s.version !== input.Version) return stale();
      let status = s.status;
      if (s.status === 'ON_SALE' || s.status === 'OFF_SHELF') {
        const changedFacts = keyFactsChanged(factsOf(s), { VesselName: n.vessel, Voyage: n.voyage, Etd: n.etd ?? '', PolCode: n.pol, PodCode: n.pod });
        if (changedFacts.length) {
          if (await openOrders(tx, s.id))
            return no(
              'KEY_FACTS_LOCKED',
              `Orders are held or confirmed on this space: its ${changedFacts.join(', ')} cannot change now.`,
              '该现舱已有占用或已确认的订单：船名、航次、开船日、起运港、目的港不能修改。',
            );
          // a changed sailing is audited again, unless it is the platform's own (R5.2)
          if (s.provider_kind !== 'platform') status = spaceMove(s.status, 'keyFactsEdited', 'provider')!;
        }
      }
      await writeFacts(tx, s.id, n, status);
      await saveLines(tx, s.id, n.lines, fail);
      await spaceEvent(tx, s.id, actor.id, status !== s.status ? 'v1.ReadySpaceKeyFactsEdited' : 'v1.ReadySpaceSaved');
      spaceId = s.id;
      return { ok: true, value: { Id: s.id, SpaceNo: s.space_no, Version: s.version + 1, Status: status } };
    });
    return changed(outcome, spaceId);
  }

  /** One move of the listing's table in a transaction: locked, Version checked, `step` run. */
  async function move(
    actor: Actor,
    input: { Id: number; Version?: number },
    step: (tx: Queryable, s: StoredSpace, fail: (o: Outcome<unknown>) => never) => Promise<Outcome<Moved & { told?: Told[] }>>,
  ) {
    const outcome = await inTransaction<Moved & { told?: Told[] }>(db, async (tx, fail) => {
      const s = await lockManagedSpace(tx, actor, input.Id);
      if (!s) return spaceNotFound();
      if (input.Version !== undefined && s.version !== input.Version) return stale();
      return step(tx, s, fail);
    });
    await changed(outcome, input.Id, outcome.ok ? outcome.value.told : []);
    return outcome.ok ? { ok: true as const, value: { Status: outcome.value.Status, Version: outcome.value.Version } } : outcome;
  }

  const setStatus = async (tx: Queryable, s: StoredSpace, to: string, also: SpaceMoveFacts = {}): Promise<Moved> => {
    await setSpaceStatus(tx, s.id, to, also);
    return { Status: to, Version: s.version + 1 };
  };
  const wrong = (s: StoredSpace) => no<never>('WRONG_STATUS', `A listing ${s.status.toLowerCase()} cannot take this step.`, '该现舱当前状态不能进行此操作。');
  const by = (actor: Actor) => (isPlatform(actor) ? 'platform' : 'provider') as 'platform' | 'provider';

  return {
    saveDraft,
    submit: (actor: Actor, input: { Id: number; Version?: number }) =>
      move(actor, input, async (tx, s) => {
        // only the provider submits its own draft: the platform audits it, it does not send it to itself (404 as for another company's)
        if (s.provider_company_id !== String(actor.companyId)) return spaceNotFound();
        if (s.status !== 'DRAFT') return wrong(s);
        const lines = await spaceLines(tx, s.id);
        const problems = submitProblems(
          {
            CarrierCode: s.carrier_code,
            VesselName: s.vessel_name,
            Voyage: s.voyage,
            PolCode: s.pol_code,
            PodCode: s.pod_code,
            Etd: s.etd ?? '',
            CutOffs: s.cut_offs,
            ValidUntil: s.valid_until ?? '',
            Currency: s.currency,
            CancellationTerms: s.cancellation_terms,
          },
          lines.map((l) => ({ cls: l.container_class, total: l.total_qty, price: Number(l.price_minor) })),
        );
        if (problems.length)
          return no(
            'CHECK_FAILED',
            `The listing is not ready: ${problems.map((p) => p.Message).join(' ')}`,
            `现舱信息不完整：${problems.map((p) => p.Zh).join('')}`,
            problems.map((p) => ({ Path: p.Path, Message: p.Message })),
          );
        // R5.2: the platform's own space goes on sale at once; a provider's waits for the audit
        const to = submittedTo(s.provider_kind, by(actor));
        await spaceEvent(tx, s.id, actor.id, to === 'ON_SALE' ? 'v1.ReadySpacePublished' : 'v1.ReadySpaceSubmitted');
        return { ok: true, value: await setStatus(tx, s, to) };
      }),
    audit: (actor: Actor, input: { Id: number; Version?: number; Decision: 'APPROVE' | 'REJECT'; Remarks?: string }) =>
      move(actor, input, async (tx, s) => {
        const event: SpaceEvent = input.Decision === 'APPROVE' ? 'approve' : 'reject';
        const to = spaceMove(s.status, event, 'platform');
        if (!to) return wrong(s);
        const remarks = (input.Remarks ?? '').trim();
        if (event === 'reject' && !remarks)
          return no('REMARKS_REQUIRED', 'Say why: the provider reads it.', '请填写驳回原因：供应商会看到。', [{ Path: '/Remarks', Message: 'required' }]);
        const moved = await setStatus(tx, s, to, { audit_by: actor.id, audit_at: 'now', audit_remarks: remarks });
        await spaceEvent(tx, s.id, actor.id, event === 'approve' ? 'v1.ReadySpaceApproved' : 'v1.ReadySpaceRejected', remarks);
        const told = [
          await tell(
            tx,
            { companyId: s.provider_company_id },
            event === 'approve' ? `现舱已审核通过，开始销售：${s.space_no}` : `现舱审核未通过：${s.space_no}（${remarks}）`,
            event === 'approve' ? `Ready space approved and on sale: ${s.space_no}` : `Ready space not approved: ${s.space_no} (${remarks})`,
            `${event === 'approve' ? READY_SPACE_PAGES.onSale : READY_SPACE_PAGES.drafts}?id=${s.id}`,
          ),
        ];
        return { ok: true, value: { ...moved, told } };
      }),
    setShelf: (actor: Actor, input: { Id: number; Version?: number; OnShelf: boolean; Reason?: string }) =>
      move(actor, input, async (tx, s) => {
        if (s.valid_until && Date.parse(s.valid_until) <= Date.now() && (s.status === 'ON_SALE' || s.status === 'OFF_SHELF'))
          return no('CLOSED', 'Sales of this space have closed.', '该现舱已截止销售。');
        const to = spaceMove(s.status, input.OnShelf ? 'onShelf' : 'offShelf', by(actor));
        if (!to) return wrong(s);
        const moved = await setStatus(tx, s, to, { shelf_reason: (input.Reason ?? '').trim() });
        await spaceEvent(tx, s.id, actor.id, input.OnShelf ? 'v1.ReadySpaceOnShelf' : 'v1.ReadySpaceOffShelf', (input.Reason ?? '').trim());
        return { ok: true, value: moved };
      }),
    updateStock: (actor: Actor, input: { Id: number; Version?: number; Lines: { ContainerClass: string; TotalQty: number }[] }) =>
      move(actor, input, async (tx, s, fail) => {
        for (const l of input.Lines) {
          const cls = containerTypeName(l.ContainerClass) ?? l.ContainerClass.toUpperCase();
          // R5.3's guard when stock is lowered: never below what is held and sold
          if (await setLineTotal(tx, s.id, cls, l.TotalQty)) continue;
          const line = await committedOn(tx, s.id, cls);
          fail(line ? belowCommitted(cls, line.committed) : no('UNKNOWN_CLASS', `${cls} is not sold on this space.`, `该现舱没有箱型 ${cls}。`));
        }
        await spaceEvent(tx, s.id, actor.id, 'v1.ReadySpaceStockChanged', '', { Lines: input.Lines });
        return { ok: true, value: await setStatus(tx, s, s.status) };
      }),
    updatePrice: (actor: Actor, input: { Id: number; Version?: number; Lines: { ContainerClass: string; Price: string }[] }) =>
      move(actor, input, async (tx, s, fail) => {
        const digits = await digitsOf(tx, s.currency);
        for (const l of input.Lines) {
          const cls = containerTypeName(l.ContainerClass) ?? l.ContainerClass.toUpperCase();
          const price = minorOf(l.Price, digits);
          if (!price) fail(no('BAD_AMOUNT', `${s.currency} ${l.Price} is no price above 0.`, `${s.currency} ${l.Price} 不是有效价格。`));
          // R5.5: orders keep their snapshot; only new orders pay this
          if (!(await setLinePrice(tx, s.id, cls, price!))) fail(no('UNKNOWN_CLASS', `${cls} is not sold on this space.`, `该现舱没有箱型 ${cls}。`));
        }
        await spaceEvent(tx, s.id, actor.id, 'v1.ReadySpacePriceChanged', '', { Lines: input.Lines });
        return { ok: true, value: await setStatus(tx, s, s.status) };
      }),
    /** The public query (/customer/booking): on sale to the whole market, no prices (sign in to buy). */
    async market(polCode: string | undefined, podCode: string | undefined): Promise<Outcome<PublicSpace[]>> {
      const rows = await publicSpaces(db, (polCode ?? '').trim(), (podCode ?? '').trim());
      return { ok: true, value: rows.map((x) => ({ ...x, ValidUntil: x.ValidUntil ? new Date(x.ValidUntil as string).toISOString() : '' })) };
    },
    /** One listing as its reader may see it; due holds are expired first ("checked when read", R5.4). */
    async get(actor: Actor, id: number): Promise<Outcome<ReadySpace>> {
      await expireDue(db, hub, new Date(), { spaceId: id });
      const s = await readSpaceRow(db, actor, id);
      if (!s) return spaceNotFound();
      return { ok: true, value: await present(db, actor, s) };
    },
  };
}

const factsOf = (s: StoredSpace): Record<(typeof KEY_FACTS)[number], string> => ({
  VesselName: s.vessel_name,
  Voyage: s.voyage,
  Etd: s.etd ?? '',
  PolCode: s.pol_code,
  PodCode: s.pod_code,
});

async function present(db: Queryable, actor: Actor, s: StoredSpace): Promise<ReadySpace> {
  const manages = isPlatform(actor) || s.provider_company_id === String(actor.companyId);
  const digits = await digitsOf(db, s.currency);
  const lines = await spaceLines(db, s.id);
  const counts = lines.map((l) => ({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }));
  const events = manages ? await spaceEvents(db, s.id) : [];
  return {
    Id: s.id,
    SpaceNo: s.space_no,
    ProviderName: s.provider_name,
    Manages: manages,
    Owns: s.provider_company_id === String(actor.companyId),
    Status: shownStatus(s.status, counts, s.valid_until, new Date().toISOString()),
    VesselCallId: s.vessel_call_id ? Number(s.vessel_call_id) : null,
    CarrierCode: s.carrier_code,
    VesselName: s.vessel_name,
    Voyage: s.voyage,
    ServiceCode: s.service_code,
    PolCode: s.pol_code,
    ViaCode: s.via_code,
    PodCode: s.pod_code,
    Etd: s.etd ?? '',
    Eta: s.eta ?? '',
    PolTimeZone: await zoneOf(db, s.pol_code),
    CutOffs: s.cut_offs,
    Currency: s.currency,
    PriceIncludes: s.price_includes,
    Surcharges: await Promise.all(
      s.surcharges.map(async (x) => {
        const its = await digitsOf(db, x.Currency);
        return { ...x, Amount: money(minorOf(x.Amount, its) ?? null, its) ?? x.Amount };
      }),
    ),
    MaxPerOrder: s.max_per_order,
    ValidUntil: s.valid_until ? new Date(s.valid_until).toISOString() : '',
    CancellationTerms: s.cancellation_terms,
    CancelFeePerContainer: money(s.cancel_fee_minor, digits),
    Audience: manages ? s.audience : 'MARKET',
    CargoTypes: s.cargo_types,
    HoldMinutes: s.hold_minutes,
    Remarks: s.remarks,
    AuditRemarks: manages ? s.audit_remarks : '',
    Lines: lines.map((l) => {
      const sell = {
        ContainerClass: l.container_class,
        Price: money(l.price_minor, digits)!,
        Available: availableOf({ TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty }),
      };
      return manages ? { ...sell, TotalQty: l.total_qty, HeldQty: l.held_qty, SoldQty: l.sold_qty, FloorPrice: money(l.floor_price_minor, digits) } : sell;
    }),
    Available: counts.reduce((n, l) => n + availableOf(l), 0),
    Version: s.version,
    Events: events.map((e) => ({ At: new Date(e.at as string).toISOString(), Type: e.type, By: e.by ?? '', Remarks: e.remarks })),
  };
}
