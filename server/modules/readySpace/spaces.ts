import type { ReadySpace, ReadySpaceWire } from '../../../src/contract/readySpace/calls';
import { readySpaceCheckWords } from '../../../src/contract/readySpace/words';
import { fieldSays } from '../../../src/contract/envelope';
import { portInstant } from '../../../src/domain/booking/release';
import { checkSubmit, defaultValidUntil, type KEY_FACTS, keyFactsChanged, type SpaceFacts } from '../../../src/domain/readySpace/check';
import { availableOf, OPEN_ORDER_STATUSES, shownStatus, spaceMove, type SpaceEvent } from '../../../src/domain/readySpace/status';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { announce, type Told, tell } from '../../live/tell';
import { READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { Actor } from '../../platform/access/grants';
import { activeCurrencyDigits, sailingProblem, unknownCurrency } from './refChecks';
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
} from './store';
import { inTransaction, rollBack } from '../../platform/transaction';
import { no } from '../../platform/refusal';

/**
 * The listing's side (commercial.md §5.2–§5.3): drafts saved with a Version, the submit check
 * (R5.1), the platform's audit (R5.2), the shelf, stock and price changes (R5.3's guard when stock is
 * lowered, R5.5), and reading one listing as its reader may see it.
 */

type Moved = { Status: string; Version: number };

/** A listing's wire made ready to store: codes in capitals, times as instants, amounts in minor units. */
interface Normalised {
  vesselCallId: number | null;
  carrier: string;
  vessel: string;
  voyage: string;
  service: string;
  pol: string;
  via: string;
  pod: string;
  etd: string | null;
  eta: string | null;
  cutOffs: { Code: string; DateTime: string }[];
  currency: string;
  priceIncludes: string;
  surcharges: NonNullable<ReadySpaceWire['Surcharges']>;
  maxPerOrder: number | null;
  validUntil: string | null;
  terms: string;
  cancelFee: number | null;
  audience: string;
  audienceCompanies: number[];
  audienceLevels: number[];
  cargoTypes: string[];
  holdMinutes: number;
  remarks: string;
  lines: { cls: string; total: number; price: number; floor: number | null }[];
}

/** An instant typed on the port's clock ("2026-12-02 12:00"), a day (the port's noon), or an ISO instant. */
function instantOf(text: string, zone: string): string | undefined {
  const t = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T/.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  }
  return portInstant(t, zone);
}

export async function zoneOf(q: Queryable, port: string): Promise<string> {
  const [p] = await q.query<{ zone: string }>(`select coalesce(nullif(time_zone, ''), 'Asia/Shanghai') as zone from ports where code = $1`, [port]);
  return p?.zone ?? 'Asia/Shanghai';
}

async function normalise(q: Queryable, w: ReadySpaceWire): Promise<Outcome<Normalised>> {
  const up = (v: string | undefined) => (v ?? '').trim().toUpperCase();
  const pol = up(w.PolCode);
  const zone = await zoneOf(q, pol);
  const cutOffs: Normalised['cutOffs'] = [];
  for (const [i, c] of w.CutOffs.entries()) {
    const at = instantOf(c.DateTime, zone);
    const codeOf = up(c.Code);
    if (!at)
      return no('BAD_TIME', `${c.DateTime} is no date and time.`, `${c.DateTime} 不是有效的时间。`, [
        { Path: `/Space/CutOffs/${i}/DateTime`, Message: 'no such time' },
      ]);
    if (cutOffs.some((x) => x.Code === codeOf)) return no('BAD_TIME', `The ${codeOf} cut-off is given twice.`, `截止时间 ${codeOf} 重复。`);
    cutOffs.push({ Code: codeOf, DateTime: at });
  }
  let validUntil: string | null = null;
  if (w.ValidUntil?.trim()) {
    const at = instantOf(w.ValidUntil, zone);
    if (!at)
      return no('BAD_TIME', `${w.ValidUntil} is no date and time.`, `${w.ValidUntil} 不是有效的时间。`, [
        { Path: '/Space/ValidUntil', Message: 'no such time' },
      ]);
    validUntil = at;
  } else validUntil = defaultValidUntil(cutOffs) ?? null;
  for (const [field, day] of [
    ['Etd', w.Etd],
    ['Eta', w.Eta],
  ] as const)
    if (day && !(isCalendarDate(day) && day >= '0001'))
      return no('BAD_DATE', `${day} is no calendar date.`, `${day} 不是有效日期。`, [{ Path: `/Space/${field}`, Message: 'no such day' }]);
  const currency = up(w.Currency);
  const digits = await activeCurrencyDigits(q, currency);
  if (digits === undefined) return unknownCurrency(currency, '/Space/Currency');
  const surcharges: Normalised['surcharges'] = [];
  for (const [i, c] of (w.Surcharges ?? []).entries()) {
    const cur = up(c.Currency);
    const its = await activeCurrencyDigits(q, cur);
    if (its === undefined) return unknownCurrency(cur, `/Space/Surcharges/${i}/Currency`);
    const amount = minorOf(c.Amount, its);
    if (amount === undefined)
      return no('BAD_AMOUNT', `${cur} takes at most ${its} decimals.`, `${cur} 最多 ${its} 位小数。`, [
        { Path: `/Space/Surcharges/${i}/Amount`, Message: 'bad amount' },
      ]);
    // kept in the currency's digits, as prices are: the buyer's total adds them exactly
    surcharges.push({ ...c, Code: up(c.Code), Amount: money(amount, its)!, Currency: cur });
  }
  const lines: Normalised['lines'] = [];
  for (const [i, l] of w.Lines.entries()) {
    const cls = containerTypeName(l.ContainerClass);
    if (!cls)
      return no('UNKNOWN_CLASS', `${l.ContainerClass} is no container class.`, `${l.ContainerClass} 不是有效的箱型。`, [
        { Path: `/Space/Lines/${i}/ContainerClass`, Message: 'unknown' },
      ]);
    if (lines.some((x) => x.cls === cls)) return no('DUPLICATE_CLASS', `${cls} is listed twice.`, `箱型 ${cls} 重复。`);
    const price = minorOf(l.Price, digits);
    const floor = l.FloorPrice ? minorOf(l.FloorPrice, digits) : null;
    if (price === undefined || floor === undefined)
      return no('BAD_AMOUNT', `${currency} takes at most ${digits} decimals.`, `${currency} 最多 ${digits} 位小数。`, [
        { Path: `/Space/Lines/${i}/Price`, Message: 'bad amount' },
      ]);
    // a class is sold at a price: 0 is no price (nor a floor), refused here rather than by the table's check
    for (const [field, amount] of [
      ['Price', price],
      ['FloorPrice', floor],
    ] as const)
      if (amount === 0)
        return no('PRICE_REQUIRED', `${cls}: the price must be above 0.`, `${cls}：价格须大于 0。`, [
          { Path: `/Space/Lines/${i}/${field}`, Message: 'must be above 0' },
        ]);
    lines.push({ cls, total: l.TotalQty, price, floor });
  }
  const cancelFee = w.CancelFeePerContainer ? minorOf(w.CancelFeePerContainer, digits) : null;
  if (cancelFee === undefined) return no('BAD_AMOUNT', `${currency} takes at most ${digits} decimals.`, `${currency} 最多 ${digits} 位小数。`);
  const vessel = w.VesselName.trim().toUpperCase();
  const voyage = up(w.Voyage);
  const sailing = await sailingProblem<Normalised>(q, { vesselCallId: w.VesselCallId ?? null, vessel, voyage });
  if (sailing) return sailing;
  return {
    ok: true,
    value: {
      vesselCallId: w.VesselCallId ?? null,
      carrier: up(w.CarrierCode),
      vessel,
      voyage,
      service: up(w.ServiceCode),
      pol,
      via: up(w.ViaCode),
      pod: up(w.PodCode),
      etd: w.Etd || null,
      eta: w.Eta || null,
      cutOffs: cutOffs.sort((a, b) => (a.DateTime < b.DateTime ? -1 : 1)),
      currency,
      priceIncludes: w.PriceIncludes,
      surcharges,
      maxPerOrder: w.MaxPerOrder ?? null,
      validUntil,
      terms: w.CancellationTerms.trim(),
      cancelFee,
      audience: w.Audience,
      audienceCompanies: w.AudienceCompanyIds ?? [],
      audienceLevels: w.AudienceLevelIds ?? [],
      cargoTypes: w.CargoTypes?.length ? [...new Set(w.CargoTypes)] : ['GP'],
      holdMinutes: w.HoldMinutes ?? 120,
      remarks: (w.Remarks ?? '').trim(),
      lines,
    },
  };
}

const FACT_COLUMNS = `vessel_call_id = $2, carrier_code = $3, vessel_name = $4, voyage = $5, service_code = $6, pol_code = $7, via_code = $8, pod_code = $9,
  etd = $10, eta = $11, cut_offs = $12, currency = $13, price_includes = $14, surcharges = $15, max_per_order = $16, valid_until = $17,
  cancellation_terms = $18, cancel_fee_minor = $19, audience = $20, audience_company_ids = $21, audience_level_ids = $22, cargo_types = $23,
  hold_minutes = $24, remarks = $25`;
const factParams = (n: Normalised) => [
  n.vesselCallId,
  n.carrier,
  n.vessel,
  n.voyage,
  n.service,
  n.pol,
  n.via,
  n.pod,
  n.etd,
  n.eta,
  JSON.stringify(n.cutOffs),
  n.currency,
  n.priceIncludes,
  JSON.stringify(n.surcharges),
  n.maxPerOrder,
  n.validUntil,
  n.terms,
  n.cancelFee,
  n.audience,
  n.audienceCompanies,
  n.audienceLevels,
  n.cargoTypes,
  n.holdMinutes,
  n.remarks,
];

/** The lines by class: changed in place (never below what is held and sold: R5.3's guard), added, or removed while nothing is committed. */
async function saveLines(tx: Queryable, spaceId: number, lines: Normalised['lines'], fail: (o: Outcome<unknown>) => never): Promise<void> {
  const before = await spaceLines(tx, spaceId, true);
  for (const l of lines) {
    const had = before.find((b) => b.container_class === l.cls);
    if (!had) {
      await tx.query('insert into ready_space_lines (ready_space_id, container_class, total_qty, price_minor, floor_price_minor) values ($1, $2, $3, $4, $5)', [
        spaceId,
        l.cls,
        l.total,
        l.price,
        l.floor,
      ]);
      continue;
    }
    const done = await tx.query(
      'update ready_space_lines set total_qty = $2, price_minor = $3, floor_price_minor = $4 where id = $1 and held_qty + sold_qty <= $2 returning id',
      [had.id, l.total, l.price, l.floor],
    );
    if (!done.length) fail(belowCommitted(l.cls, had.held_qty + had.sold_qty));
  }
  for (const b of before.filter((b) => !lines.some((l) => l.cls === b.container_class))) {
    if (b.held_qty + b.sold_qty > 0) fail(belowCommitted(b.container_class, b.held_qty + b.sold_qty));
    await tx.query('delete from ready_space_lines where id = $1', [b.id]);
  }
}

const belowCommitted = (cls: string, committed: number) =>
  no(
    'BELOW_COMMITTED',
    `${cls}: ${committed} container(s) are held or sold; the total cannot go below that.`,
    `${cls}：已有 ${committed} 个箱被占用或售出，总量不能低于此数。`,
    [fieldSays('/Lines', readySpaceCheckWords.committed(cls, committed))],
  );

/** Open orders on a listing (R5.5: key facts are locked while there are any). */
async function openOrders(q: Queryable, spaceId: number): Promise<number> {
  const [r] = await q.query<{ n: number }>('select count(*)::int as n from ready_space_orders where ready_space_id = $1 and status = any($2::text[])', [
    spaceId,
    OPEN_ORDER_STATUSES,
  ]);
  return r!.n;
}

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
  const number = preview
    ? `'PREVIEW-' || gen_random_uuid()`
    : `'RS' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_no_seq')::text, 5, '0')`;
  const [row] = await tx.query<{ id: number; space_no: string }>(
    `insert into ready_spaces (space_no, provider_company_id, created_by)
     values (${number}, $1, $2)
     returning id::int, space_no`,
    [actor.companyId, actor.id],
  );
  await tx.query(`update ready_spaces set ${FACT_COLUMNS} where id = $1`, [row!.id, ...factParams(n)]);
  await saveLines(tx, row!.id, n.lines, fail);
  await spaceEvent(tx, row!.id, actor.id, 'v1.ReadySpaceDraftSaved', '', detail);
  return row!;
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
  await tx.query('update ready_spaces set status = $2, version = version + 1, updated_at = now() where id = $1', [row.id, to]);
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
      await tx.query(`update ready_spaces set ${FACT_COLUMNS}, status = $26, version = version + 1, updated_at = now() where id = $1`, [
        s.id,
        ...factParams(n),
        status,
      ]);
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

  const setStatus = async (tx: Queryable, s: StoredSpace, to: string, extra = '', params: unknown[] = []) => {
    await tx.query(`update ready_spaces set status = $2${extra}, version = version + 1, updated_at = now() where id = $1`, [s.id, to, ...params]);
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
        const moved = await setStatus(tx, s, to, ', audit_by = $3, audit_at = now(), audit_remarks = $4', [actor.id, remarks]);
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
        const moved = await setStatus(tx, s, to, ', shelf_reason = $3', [(input.Reason ?? '').trim()]);
        await spaceEvent(tx, s.id, actor.id, input.OnShelf ? 'v1.ReadySpaceOnShelf' : 'v1.ReadySpaceOffShelf', (input.Reason ?? '').trim());
        return { ok: true, value: moved };
      }),
    updateStock: (actor: Actor, input: { Id: number; Version?: number; Lines: { ContainerClass: string; TotalQty: number }[] }) =>
      move(actor, input, async (tx, s, fail) => {
        for (const l of input.Lines) {
          const cls = containerTypeName(l.ContainerClass) ?? l.ContainerClass.toUpperCase();
          // R5.3's guard when stock is lowered: never below what is held and sold
          const done = await tx.query(
            'update ready_space_lines set total_qty = $3 where ready_space_id = $1 and container_class = $2 and held_qty + sold_qty <= $3 returning id',
            [s.id, cls, l.TotalQty],
          );
          if (done.length) continue;
          const [line] = await tx.query<{ committed: number }>(
            'select held_qty + sold_qty as committed from ready_space_lines where ready_space_id = $1 and container_class = $2',
            [s.id, cls],
          );
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
          const done = await tx.query('update ready_space_lines set price_minor = $3 where ready_space_id = $1 and container_class = $2 returning id', [
            s.id,
            cls,
            price,
          ]);
          if (!done.length) fail(no('UNKNOWN_CLASS', `${cls} is not sold on this space.`, `该现舱没有箱型 ${cls}。`));
        }
        await spaceEvent(tx, s.id, actor.id, 'v1.ReadySpacePriceChanged', '', { Lines: input.Lines });
        return { ok: true, value: await setStatus(tx, s, s.status) };
      }),
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
  const events = manages
    ? await db.query<{ at: unknown; type: string; by: string | null; remarks: string }>(
        `select ev.at, ev.type, e.name as by, ev.remarks from ready_space_events ev left join employees e on e.id = ev.actor_id where ev.ready_space_id = $1 order by ev.id`,
        [s.id],
      )
    : [];
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
