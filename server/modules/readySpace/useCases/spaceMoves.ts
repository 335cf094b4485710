import { spaceMove, type SpaceEvent } from '../../../../src/domain/readySpace/status';
import { containerTypeName } from '../../../../src/domain/si/reference';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import { announce, type Told, tell } from '../../../live/tell';
import { READY_SPACE_PAGES } from '../../../../src/contract/readySpace/module';
import type { Actor } from '../../../platform/access/grants';
import { digitsOf, isPlatform, lockManagedSpace, minorOf, publishStock, type StoredSpace, spaceEvent, spaceLines, spaceNotFound, stale } from '../repository';
import { inTransaction } from '../../../platform/transaction';
import { committedOn, type SpaceMoveFacts, setLinePrice, setLineTotal, setSpaceStatus } from '../spaceRepository';
import { no } from '../../../platform/refusal';

import { belowCommitted, type Moved, submitProblems, submittedTo } from './spaceRules';

/** After the commit: the messages told, and the listing's stock frame. */
export const announceChange = async <T>(db: Db, hub: LiveHub, outcome: Outcome<T>, spaceId: number | undefined, told: Told[] = []) => {
  if (outcome.ok) {
    await announce(hub, told);
    if (spaceId) await publishStock(db, hub, [spaceId]);
  }
  return outcome;
};

/** One move of the listing's table in a transaction: locked, Version checked, `step` run. */
export async function moveSpace(
  db: Db,
  hub: LiveHub,
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
  await announceChange(db, hub, outcome, input.Id, outcome.ok ? outcome.value.told : []);
  return outcome.ok ? { ok: true as const, value: { Status: outcome.value.Status, Version: outcome.value.Version } } : outcome;
}

export const setStatus = async (tx: Queryable, s: StoredSpace, to: string, also: SpaceMoveFacts = {}): Promise<Moved> => {
  await setSpaceStatus(tx, s.id, to, also);
  return { Status: to, Version: s.version + 1 };
};
export const wrong = (s: StoredSpace) =>
  no<never>('WRONG_STATUS', `A listing ${s.status.toLowerCase()} cannot take this step.`, '该现舱当前状态不能进行此操作。');
export const by = (actor: Actor) => (isPlatform(actor) ? 'platform' : 'provider') as 'platform' | 'provider';

/** The provider submits its draft, checked (R5.1): the platform's own goes on sale at once, a provider's to the audit. */
export const submitSpace = (db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version?: number }) =>
  moveSpace(db, hub, actor, input, async (tx, s) => {
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
  });

/** The platform's audit (R5.2): approved on sale, or rejected with why; the provider told. */
export const auditSpace = (db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version?: number; Decision: 'APPROVE' | 'REJECT'; Remarks?: string }) =>
  moveSpace(db, hub, actor, input, async (tx, s) => {
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
  });

/** On or off the shelf, while sales are open. */
export const setShelf = (db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version?: number; OnShelf: boolean; Reason?: string }) =>
  moveSpace(db, hub, actor, input, async (tx, s) => {
    if (s.valid_until && Date.parse(s.valid_until) <= Date.now() && (s.status === 'ON_SALE' || s.status === 'OFF_SHELF'))
      return no('CLOSED', 'Sales of this space have closed.', '该现舱已截止销售。');
    const to = spaceMove(s.status, input.OnShelf ? 'onShelf' : 'offShelf', by(actor));
    if (!to) return wrong(s);
    const moved = await setStatus(tx, s, to, { shelf_reason: (input.Reason ?? '').trim() });
    await spaceEvent(tx, s.id, actor.id, input.OnShelf ? 'v1.ReadySpaceOnShelf' : 'v1.ReadySpaceOffShelf', (input.Reason ?? '').trim());
    return { ok: true, value: moved };
  });

/** The totals per class changed, never below what is held and sold (R5.3's guard). */
export const updateStock = (
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: { Id: number; Version?: number; Lines: { ContainerClass: string; TotalQty: number }[] },
) =>
  moveSpace(db, hub, actor, input, async (tx, s, fail) => {
    for (const l of input.Lines) {
      const cls = containerTypeName(l.ContainerClass) ?? l.ContainerClass.toUpperCase();
      // R5.3's guard when stock is lowered: never below what is held and sold
      if (await setLineTotal(tx, s.id, cls, l.TotalQty)) continue;
      const line = await committedOn(tx, s.id, cls);
      fail(line ? belowCommitted(cls, line.committed) : no('UNKNOWN_CLASS', `${cls} is not sold on this space.`, `该现舱没有箱型 ${cls}。`));
    }
    await spaceEvent(tx, s.id, actor.id, 'v1.ReadySpaceStockChanged', '', { Lines: input.Lines });
    return { ok: true, value: await setStatus(tx, s, s.status) };
  });

/** The prices per class changed: orders keep their snapshot, only new orders pay this (R5.5). */
export const updatePrice = (db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version?: number; Lines: { ContainerClass: string; Price: string }[] }) =>
  moveSpace(db, hub, actor, input, async (tx, s, fail) => {
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
  });
