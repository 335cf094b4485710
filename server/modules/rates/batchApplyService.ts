import type { BatchStatus, BatchWire, SheetRateWire } from '../../../src/contract/rates/batchCalls';
import { CUSTOMER_QUOTE_PAGES } from '../../../src/contract/rates/module';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { draftOf } from './batchImport';
import {
  type ChangedVersion,
  copyPrices,
  copySurcharges,
  endReplacedVersions,
  insertChangedVersions,
  lastVersionsOf,
  lockRatesOfRows,
  openQuotesOnBatch,
  rateNosOfBatch,
} from './batchApplyRepository';
import { applicableRows, batchOfKey, markApplied, readBatch, setNewRateIds } from './batchRepository';
import { tell, type Told } from '../../live/tell';
import type { Lang } from './rateRefusals';
import { appendEvents, insertVersions, nextRateNos, writeLinesOf } from './versionWriteRepository';
import { primaryLanes, readRates } from './repository';
import { collidingWith } from './service';
import { tellQuotingSubscribers } from './sharedPool';
import { no } from '../../platform/refusal';
import { inTransaction, rollBack } from '../../platform/transaction';

/**
 * Applies a validated batch whole or not at all (commercial.md §2.2 RateBatch, R2.9): one
 * transaction writes every good row and moves the batch to APPLIED, so a server stopped half-way
 * leaves nothing of it. Each rate a row changes is locked and read again first: a rate changed
 * since the preview (its revision moved, another version opened) refuses the whole apply with
 * `BATCH_STALE`, naming the rates, and the desk plans again. An import writes drafts (Source
 * IMPORT), to be submitted from the drafts page; an increase or an edit publishes its new versions
 * at once — the preview was the review — ending or superseding the versions they replace.
 */

export interface ApplyAnswer {
  Applied: number;
  Refused: number;
  Status: BatchStatus;
}

const yymm = (today: string) => `${today.slice(2, 4)}${today.slice(5, 7)}`;

export async function applyBatch(
  db: Db,
  actor: Actor,
  batchId: number,
  opts: {
    today: string;
    lang: Lang;
    key?: string;
    hash: string;
    mayChange: boolean;
    mayImport: boolean;
    /** How far it is, in percent, by the steps of the transaction (a batch applied as a job: batchApplyJob.ts). */
    progress?: (percent: number) => void;
  },
): Promise<Outcome<{ answer: ApplyAnswer; told: Told[] }>> {
  const progress = opts.progress ?? (() => undefined);
  return inTransaction(db, async (tx): Promise<Outcome<{ answer: ApplyAnswer; told: Told[] }>> => {
    const batch = await readBatch(tx, batchId, actor.companyId, true);
    if (!batch) return no('NOT_FOUND', 'No such batch.', '没有这个批次。');
    if (opts.key) {
      const kept = await batchOfKey(tx, actor.companyId, opts.key);
      if (kept && (kept.id !== batchId || kept.request_hash !== opts.hash))
        return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
      if (kept) return { ok: true, value: { answer: answerOf(batch), told: [] } };
    }
    const denied = batch.Kind === 'IMPORT' ? !opts.mayImport : !opts.mayChange;
    if (denied) return no('NOT_PERMITTED', 'Your role cannot apply this kind of batch.', '您的角色不能执行这类批次。');
    if (batch.Status !== 'VALIDATED')
      return no(
        'NOT_VALIDATED',
        `The batch is ${batch.Status.toLowerCase()}: only a validated batch is applied.`,
        `该批次状态为「${batch.Status}」：只有校验通过的批次可以执行。`,
      );
    progress(5);
    const rows = await applicableRows(tx, batchId);
    progress(15);
    const written =
      batch.Kind === 'IMPORT' ? await writeImport(tx, actor, batch, rows, opts.today, progress) : await writeChange(tx, actor, batch, rows, progress);
    progress(85);
    await setNewRateIds(tx, batchId, written);
    await markApplied(tx, batchId, { count: written.length, actorId: actor.id, key: opts.key ?? null, hash: opts.hash });
    progress(90);
    const told = batch.Kind === 'IMPORT' ? [] : [...(await tellQuotedCustomers(tx, actor, batch)), ...(await tellSubscribersOfBatch(tx, actor, batch))];
    return { ok: true, value: { answer: { Applied: written.length, Refused: batch.RowsRefused, Status: 'APPLIED' }, told } };
  });
}

const answerOf = (b: BatchWire): ApplyAnswer => ({ Applied: b.AppliedCount ?? 0, Refused: b.RowsRefused, Status: b.Status });

type Row = Awaited<ReturnType<typeof applicableRows>>[number];

/** Locks the rates the rows change and checks each is as the preview read it; any that is not stops the apply. */
async function lockUnchanged(tx: Queryable, rows: readonly Row[]): Promise<void> {
  const ids = rows.map((r) => r.rate_id!).filter(Boolean);
  if (!ids.length) return;
  const now = await lockRatesOfRows(tx, ids);
  const byId = new Map(now.map((r) => [r.id, r]));
  const stale = rows.filter((r) => {
    const n = byId.get(r.rate_id!);
    return !n || n.revision !== r.rate_revision || n.status !== 'PUBLISHED' || n.open;
  });
  if (!stale.length) return;
  const rateNos = stale.map((r) => byId.get(r.rate_id!)?.rate_no ?? `#${r.rate_id}`);
  const names = rateNos.slice(0, 10).join(', ') + (rateNos.length > 10 ? ' …' : '');
  rollBack(
    no(
      'BATCH_STALE',
      `Rates changed since the preview (${names}): nothing was applied. Plan the batch again.`,
      `预览之后以下运价已有变动（${names}）：批次未执行任何修改，请重新生成批次。`,
    ),
  );
}

/** An import's rows as drafts: new rates, or the next version of the published rate a row updates — a handful of statements however many rows. */
async function writeImport(
  tx: Queryable,
  actor: Actor,
  batch: BatchWire,
  rows: readonly Row[],
  today: string,
  progress: (percent: number) => void,
): Promise<[number, number][]> {
  await lockUnchanged(
    tx,
    rows.filter((r) => r.action === 'UPDATE'),
  );
  progress(25);
  const drafts = rows.map((r) => draftOf(r.draft as SheetRateWire));
  const lanes = await primaryLanes(
    tx,
    drafts.map((d) => d.PodCode),
  );
  const updated = await lastVersionsOf(
    tx,
    rows.filter((r) => r.action === 'UPDATE').map((r) => r.rate_id),
  );
  const old = new Map(updated.map((u) => [u.id, u]));
  const numbers = await nextRateNos(tx, yymm(today), rows.filter((r) => r.action !== 'UPDATE').length);
  const versions = rows.map((r, i) => {
    const input = { ...drafts[i]!, TradeLaneCode: lanes.get(drafts[i]!.PodCode) ?? null };
    const before = r.action === 'UPDATE' ? old.get(r.rate_id!)! : undefined;
    return before
      ? { input, rateNo: before.rate_no, version: before.max + 1, supersedesId: r.rate_id }
      : { input, rateNo: numbers.shift()!, version: 1, supersedesId: null };
  });
  const made = await insertVersions(tx, versions, { ownerCompanyId: actor.companyId, actorId: actor.id, source: 'IMPORT', batchId: batch.Id });
  progress(50);
  await writeLinesOf(
    tx,
    made.map((m, i) => ({ id: m.id, input: versions[i]!.input })),
  );
  await appendEvents(
    tx,
    actor.id,
    made.map((m, i) => ({
      rateId: m.id,
      type: versions[i]!.supersedesId ? 'VERSION_OPENED' : 'CREATED',
      detail: versions[i]!.supersedesId ? { From: versions[i]!.version - 1, Batch: batch.Id } : { Batch: batch.Id },
    })),
  );
  progress(80);
  return made.map((m, i) => [rows[i]!.row_no, m.id]);
}

/**
 * An increase's or an edit's new versions, published, in a handful of statements whatever the
 * count: the versions copied with their new window (and transit, remarks), prices and surcharge
 * lines; the old ones ended the day before (SPLIT) or superseded; an event on each.
 */
async function writeChange(
  tx: Queryable,
  actor: Actor,
  batch: BatchWire,
  rows: readonly Row[],
  progress: (percent: number) => void,
): Promise<[number, number][]> {
  await lockUnchanged(tx, rows);
  progress(25);
  const plan = rows.map((r): ChangedVersion => {
    const d = r.draft as { ValidFrom?: string; ValidTo: string; OldValidTo?: string; TransitDays?: number; Remarks?: string; Prices?: unknown[] };
    return {
      row: r.row_no,
      old: r.rate_id,
      split: r.action === 'SPLIT',
      vf: d.ValidFrom ?? null,
      vt: d.ValidTo,
      ovt: d.OldValidTo ?? null,
      td: d.TransitDays ?? null,
      rm: d.Remarks ?? null,
    };
  });
  const made = await insertChangedVersions(tx, plan, batch.Id, actor.id);
  const newOf = new Map(made.map((m) => [m.old, m.id]));
  progress(40);
  const prices = rows.flatMap((r) => {
    const d = r.draft as { Prices?: { ContainerClass: string; Cost: string; ListPrice: string | null }[] };
    return (d.Prices ?? []).map((p) => ({ old: r.rate_id, c: p.ContainerClass, cost: p.Cost, list: p.ListPrice ?? null }));
  });
  // the edit keeps the prices; an increase names every class with its new cost
  await copyPrices(tx, made, prices);
  await copySurcharges(tx, made);
  await endReplacedVersions(tx, plan);
  progress(60);
  const reason = (batch.Change as { Reason?: string } | null)?.Reason ?? null;
  await appendEvents(
    tx,
    actor.id,
    plan.flatMap((p) => [
      { rateId: newOf.get(p.old!)!, type: 'PUBLISHED', detail: { Batch: batch.Id, Kind: batch.Kind, ...(reason ? { Reason: reason } : {}) } },
      p.split
        ? { rateId: p.old!, type: 'SHORTENED', detail: { Batch: batch.Id, ValidTo: p.ovt } }
        : { rateId: p.old!, type: 'SUPERSEDED', detail: { Batch: batch.Id } },
    ]),
  );
  progress(75);
  // an edit that moves a last day later may reach another published rate of the same key (R2.2)
  const longer = rows.filter((r) => r.action === 'UPDATE' && batch.Kind === 'EDIT').map((r) => newOf.get(r.rate_id!)!);
  for (const rate of await readRates(tx, longer, '1970-01-01')) {
    const colliding = await collidingWith(tx, rate);
    if (colliding.length) {
      const with_ = colliding.map((c) => `${c.RateNo} (${c.ValidFrom} – ${c.ValidTo})`);
      rollBack(
        no(
          'RATE_OVERLAP',
          `${rate.RateNo} would share days with ${with_.join(', ')}: nothing was applied. Choose an earlier last day.`,
          `${rate.RateNo} 将与 ${with_.join('、')} 的有效期重叠：批次未执行任何修改，请选择更早的有效期至。`,
        ),
      );
    }
  }
  return plan.map((p) => [p.row, newOf.get(p.old!)!]);
}

/** R3.4: the subscribers' salespeople who quoted a rate the batch changed hear of it. */
async function tellSubscribersOfBatch(tx: Queryable, actor: Actor, batch: BatchWire): Promise<Told[]> {
  return tellQuotingSubscribers(tx, actor.companyId, await rateNosOfBatch(tx, batch.Id));
}

/** R2.10: the customers of open quotes on a rate the batch changed hear of it (their quote keeps its price). */
async function tellQuotedCustomers(tx: Queryable, actor: Actor, batch: BatchWire): Promise<Told[]> {
  const quoted = await openQuotesOnBatch(tx, actor.companyId, batch.Id);
  const told: Told[] = [];
  for (const q of quoted)
    told.push(
      await tell(
        tx,
        { companyId: q.company },
        `运价调整：报价 ${q.quote_no} 涉及的运价已${batch.Kind === 'INCREASE' ? '调价' : '修改'}，报价在有效期内保持不变`,
        `Rates changed: a rate in quote ${q.quote_no} was ${batch.Kind === 'INCREASE' ? 'increased' : 'edited'}; the quote keeps its prices while it is valid`,
        `${CUSTOMER_QUOTE_PAGES[0]}?open=${q.id}`,
      ),
    );
  return told;
}
