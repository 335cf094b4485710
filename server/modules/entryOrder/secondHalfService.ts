import type { SecondHalfAssign, SecondHalfRecord, SecondHalfRow } from '../../../src/contract/entryOrder/calls';
import { secondHalfExceptions } from '../../../src/domain/entryOrder/orderRules';
import { ENT_STATUS, isOnSecondHalf } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { wayOf } from './destination';
import { recordEntryEvent } from './eventRepository';
import { companyOf, linkedBooking } from './facts';
import { followOrders } from './followService';
import { insertMilestone, secondHalfBase } from './milestoneRepository';
import { lockReachable } from './orderAccess';
import { lockOrder, moveOrder } from './orderRepository';
import { at, entRefusal, isStaff, noOrder, refuse, stale } from './terms';
import { listRows } from './listRepository';

/**
 * The second half (后半程, operations.md §9.4): the destination side of shipped orders, its
 * milestones (the booking's tracking merged with what the staff or the destination agent record
 * here), its responsible agent (a provider company; its employees see only the orders assigned to
 * them) and its exceptions (no release 3 days after discharge, the last free day near or passed).
 */

const boxes = (rows: { TYPE?: string; COUNT?: number }[]) =>
  rows
    .filter((r) => r.TYPE)
    .map((r) => `${r.COUNT ?? 0}×${r.TYPE}`)
    .join(', ');

interface BaseRow {
  ENT_ID: number;
  ENT_NO: string;
  CompanyName: string;
  CGO_ID: string | null;
  ENT_POD: string;
  ENT_DELIVERY: string;
  ContainersJson: { TYPE?: string; COUNT?: number }[];
  AgentCompanyId: number | null;
  AgentName: string;
  ENT_STATUS: SecondHalfRow['ENT_STATUS'];
  VERSION: number;
  OpenRequests: number;
}

/** One board row, its facts read now. */
export async function secondHalfRowOf(q: Queryable, r: BaseRow, now = new Date()): Promise<SecondHalfRow> {
  const way = await wayOf(q, { id: r.ENT_ID, cgoId: r.CGO_ID, pod: r.ENT_POD });
  const b = await linkedBooking(q, r.CGO_ID);
  return {
    ENT_ID: r.ENT_ID,
    ENT_NO: r.ENT_NO,
    CompanyName: r.CompanyName,
    CGO_ID: r.CGO_ID,
    BookingNo: b?.BookingNo ?? '',
    BlNo: '',
    ENT_POD: r.ENT_POD,
    ENT_DELIVERY: r.ENT_DELIVERY,
    Eta: way.arrivedAt ?? way.eta,
    Containers: boxes(r.ContainersJson),
    AgentCompanyId: r.AgentCompanyId,
    AgentName: r.AgentName,
    DischargedAt: way.dischargedAt,
    ReleasedAt: way.releasedAt,
    AvailableAt: way.availableAt,
    PickedUpAt: way.pickedUpAt,
    DeliveredAt: way.deliveredAt,
    EmptyReturnedAt: way.emptyReturnedAt,
    LastFreeDay: way.lastFreeDay,
    Exceptions: secondHalfExceptions(way, now),
    OpenRequests: r.OpenRequests,
    ENT_STATUS: r.ENT_STATUS,
    VERSION: r.VERSION,
  };
}

const agentScope = (actor: Actor) => (isStaff(actor) ? null : String(actor.companyId));

/** The board (secondHalfTrack): its filters (SECOND_HALF_LIST_FILTERS), sorted by Eta, DischargedAt, LastFreeDay or ENT_NO, paged. */
export async function secondHalfList(db: Db, actor: Actor, query: Record<string, unknown>): Promise<Outcome<{ Items: SecondHalfRow[]; Total: number }>> {
  const s = (k: string) => (typeof query[k] === 'string' ? (query[k] as string).trim() : '');
  const base = secondHalfBase(agentScope(actor));
  const rows = await listRows<BaseRow>(db, base.sql, base.params);
  await followOrders(
    db,
    rows.map((r) => r.ENT_ID),
  );
  const now = new Date();
  let items: SecondHalfRow[] = [];
  for (const r of await listRows<BaseRow>(db, base.sql, base.params)) items.push(await secondHalfRowOf(db, r, now));
  const has = (v: string, f: string) => !f || v.toLowerCase().includes(f.toLowerCase());
  items = items.filter(
    (r) =>
      has(r.ENT_NO, s('ENT_NO')) &&
      has(r.CompanyName, s('CompanyName')) &&
      (!s('AgentCompanyId') || String(r.AgentCompanyId) === s('AgentCompanyId')) &&
      (!s('ENT_POD') || r.ENT_POD === s('ENT_POD')) &&
      (!s('ENT_STATUS') || String(r.ENT_STATUS) === s('ENT_STATUS')) &&
      (!s('Exception') || r.Exceptions.includes(s('Exception') as never)),
  );
  const sort = (['Eta', 'DischargedAt', 'LastFreeDay', 'ENT_NO'] as const).find((k) => k === s('Sort')) ?? 'Eta';
  const desc = query.Desc === true || query.Desc === 'true';
  items.sort((a, b) => {
    const x = a[sort] ?? '';
    const y = b[sort] ?? '';
    return (x < y ? -1 : x > y ? 1 : a.ENT_ID - b.ENT_ID) * (desc ? -1 : 1);
  });
  const size = Math.min(200, Math.max(1, Number(query.PageSize) || 20));
  const page = Math.max(1, Number(query.Page) || 1);
  return { ok: true, value: { Items: items.slice((page - 1) * size, page * size), Total: items.length } };
}

async function rowAfter(db: Db, actor: Actor, id: number): Promise<Outcome<SecondHalfRow>> {
  const r = await secondHalfRowById(db, id, agentScope(actor));
  return r ? { ok: true, value: r } : noOrder();
}

/** One order's board row while it is on the second half (of the agent's orders when one is named), or none. */
export async function secondHalfRowById(q: Queryable, id: number, agentId: string | null = null): Promise<SecondHalfRow | undefined> {
  const base = secondHalfBase(agentId);
  const [r] = await listRows<BaseRow>(q, `select * from (${base.sql}) t where t."ENT_ID" = $2`, [...base.params, id]);
  return r && secondHalfRowOf(q, r);
}

/** Record a destination milestone (§9.4): the staff, or the assigned agent's employees; not ahead of now; DROP of every box delivers the order. */
export async function recordMilestone(db: Db, actor: Actor, m: SecondHalfRecord): Promise<Outcome<SecondHalfRow>> {
  const done = await recordMilestoneBy(db, { kind: 'employee', actor }, m);
  return done.ok ? rowAfter(db, actor, m.ENT_ID) : done;
}

/** Who records: an employee who reaches the order, or the visitor of the order's second-half link (sharePublic.ts) for its agent. */
export type Recorder = { kind: 'employee'; actor: Actor } | { kind: 'share'; shareId: number };

/** The recording itself, by an employee or a link's visitor: the same checks, the same row, the same event. */
export async function recordMilestoneBy(db: Db, who: Recorder, m: SecondHalfRecord): Promise<Outcome<true>> {
  const done = await inTransaction(db, async (tx): Promise<Outcome<true>> => {
    // the link was made for this order (its document): it reaches it as its agent would
    const o = who.kind === 'employee' ? await lockReachable(tx, who.actor, m.ENT_ID) : await lockOrder(tx, m.ENT_ID);
    if (!o) return noOrder();
    if (o.status < ENT_STATUS.SHIPPED || !isOnSecondHalf(o.status)) return entRefusal('ENT_STATE', o.status, 'record');
    const isDay = m.Milestone === 'LFD';
    if (isDay !== /^\d{4}-\d{2}-\d{2}$/.test(m.At))
      return refuse('AT_IN_FUTURE', {}, [isDay ? at('/At', 'must be a day', '须为日期') : at('/At', 'must be a time', '须为时间')]);
    if (!isDay && Date.parse(m.At) > Date.now() + 60_000) return refuse('AT_IN_FUTURE', {}, [at('/At', 'in the future', '不能晚于现在')]);
    const when = isDay ? null : new Date(m.At).toISOString();
    const employee = who.kind === 'employee' ? who.actor.id : null;
    await insertMilestone(tx, {
      entId: o.id,
      code: m.Milestone,
      at: when,
      day: isDay ? m.At : null,
      containerNo: m.ContainerNo ?? '',
      remarks: (m.Remarks ?? '').trim(),
      by: employee,
      // a link's visitor records for the order's agent (none assigned: for nobody named)
      companyId: who.kind === 'employee' ? String(who.actor.companyId) : o.agentId,
    });
    const share = who.kind === 'share' ? { Share: who.shareId } : {};
    await recordEntryEvent(tx, {
      entId: o.id,
      actorId: employee,
      type: 'v1.MilestoneRecorded',
      detail: { Milestone: m.Milestone, At: m.At, ContainerNo: m.ContainerNo ?? '', ...share },
    });
    return { ok: true, value: true };
  });
  if (done.ok) await followOrders(db, [m.ENT_ID]);
  return done;
}

/** Assign (or unassign) the destination agent: a provider company, from accepted to delivered. */
export async function assignAgent(db: Db, actor: Actor, a: SecondHalfAssign): Promise<Outcome<SecondHalfRow>> {
  const done = await inTransaction(db, async (tx): Promise<Outcome<true>> => {
    const o = await lockReachable(tx, actor, a.ENT_ID);
    if (!o) return noOrder();
    if (a.VERSION !== o.version) return stale();
    if (o.status < ENT_STATUS.ACCEPTED || o.status > ENT_STATUS.DELIVERED) return entRefusal('ENT_STATE', o.status, 'record');
    let name = '';
    if (a.AgentCompanyId !== null) {
      const c = await companyOf(tx, a.AgentCompanyId);
      if (c?.kind !== 'provider' || c.status !== 'active') return refuse('AGENT_NOT_PROVIDER', {}, [at('/AgentCompanyId', 'not a provider', '须为服务商')]);
      name = c.name;
    }
    await moveOrder(tx, o.id, { status: o.status, agentId: a.AgentCompanyId === null ? null : String(a.AgentCompanyId) });
    await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.AgentAssigned', detail: { AgentName: name, AgentCompanyId: a.AgentCompanyId } });
    return { ok: true, value: true };
  });
  if (!done.ok) return done;
  const base = secondHalfBase(null);
  const [r] = await listRows<BaseRow>(
    db,
    `select * from (${base.sql.replace('o.ent_status in (5, 6, 7)', 'o.ent_status between 3 and 8')}) t where t."ENT_ID" = $2`,
    [...base.params, a.ENT_ID],
  );
  return r ? { ok: true, value: await secondHalfRowOf(db, r) } : noOrder();
}
