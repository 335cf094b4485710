import { accessAllows } from '../../../src/contract/access';
import type { CallInput } from '../../../src/contract/call';
import type { controlTowerCalls } from '../../../src/contract/controlTower/calls';
import type { ExceptionRow, QueueRow } from '../../../src/contract/controlTower/calls';
import { SEVERITIES } from '../../../src/contract/controlTower/codes';
import { grantsOf } from '../../../src/routes/access';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { actorMenuTree, type Actor } from '../../platform/access/grants';
import { recordDocEvent } from '../../platform/spine/docEvents';
import type { ExceptionScope } from '../../platform/tower/rules';
import type { ExceptionRule, WorkQueue } from '../module';
import { ackKey, saveAck, snoozesInForce } from './ackRepository';

type ExceptionsQuery = CallInput<typeof controlTowerCalls.exceptions>;
type AckInput = CallInput<typeof controlTowerCalls.ack>;

/** A customer's people see their own company's exceptions; the platform's staff every company's. */
const scopeOf = (actor: Actor): ExceptionScope =>
  actor.companyKind === 'platform' ? { companyId: null, side: 'internal' } : { companyId: actor.companyId, side: 'external' };

const noSuch = <T>(): Outcome<T> => ({ ok: false, status: 404, message: 'No such open exception.', zh: '没有这个待处理的异常。' });

/**
 * The control tower (operations.md §12.1–12.2): every rule the person may see (the rule's access,
 * as with start cards) computed now for their scope, less the snoozes of their company in force
 * (or only those: `Acked`), soonest due first; and the work center's queues (§12.3).
 */
export function controlTowerService(db: Db, rules: readonly ExceptionRule[], queues: readonly WorkQueue[]) {
  async function visible<T extends { access: ExceptionRule['access'] }>(actor: Actor, all: readonly T[]): Promise<T[]> {
    const grants = grantsOf(await actorMenuTree(db, actor));
    return all.filter((r) => accessAllows(r.access, actor.companyKind, grants));
  }

  async function openOf(rule: ExceptionRule, scope: ExceptionScope): Promise<ExceptionRow[]> {
    const rows = await rule.open(db, scope);
    return rows.map(({ CompanyId: _, ...r }) => ({ ...r, Code: rule.code, Severity: rule.severity, Who: [...rule.who], SnoozedUntil: null, Note: '' }));
  }

  return {
    async exceptions(actor: Actor, query: ExceptionsQuery): Promise<Outcome<{ Items: ExceptionRow[]; Total: number }>> {
      const shown = (await visible(actor, rules)).filter((r) => (!query.Code || r.code === query.Code) && (!query.Severity || r.severity === query.Severity));
      const scope = scopeOf(actor);
      const computed: ExceptionRow[] = [];
      // one after the other: the embedded database runs one statement at a time anyway
      for (const rule of shown) computed.push(...(await openOf(rule, scope)));
      const snoozes = await snoozesInForce(db, actor.companyId);
      const rows = computed.flatMap((r) => {
        const ack = snoozes.get(ackKey(r.Code, r.DocType, r.DocId));
        if (!!ack !== !!query.Acked) return [];
        return [ack ? { ...r, SnoozedUntil: new Date(ack.snoozed_until).toISOString(), Note: ack.note } : r];
      });
      // soonest due first (nothing said: last), then the graver, then by code and document: the same order every time
      // (plain comparisons: ISO instants and codes order as text; thousands of rows, no locale needed)
      const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
      rows.sort(
        (a, b) =>
          cmp(a.DueAt ?? '\uffff', b.DueAt ?? '\uffff') ||
          SEVERITIES.indexOf(a.Severity) - SEVERITIES.indexOf(b.Severity) ||
          cmp(a.Code, b.Code) ||
          cmp(a.DocId, b.DocId),
      );
      const size = query.PageSize ?? 20;
      const page = query.Page ?? 1;
      return { ok: true, value: { Items: rows.slice((page - 1) * size, page * size), Total: rows.length } };
    },

    /** Snoozes an exception the person sees open now; anything else (another company's, resolved, unknown) is answered as absent. */
    async ack(actor: Actor, input: AckInput): Promise<Outcome<{ Ok: boolean; SnoozedUntil: string }>> {
      const rule = (await visible(actor, rules)).find((r) => r.code === input.Code);
      if (!rule) return noSuch();
      const open = await rule.open(db, scopeOf(actor));
      if (!open.some((r) => r.DocType === input.DocType && r.DocId === input.DocId)) return noSuch();
      const hours = input.SnoozeHours ?? 24;
      const note = (input.Note ?? '').trim();
      const until = await db.transaction(async (tx) => {
        const at = await saveAck(tx, { companyId: actor.companyId, code: rule.code, docType: input.DocType, docId: input.DocId, hours, by: actor.id, note });
        await recordDocEvent(tx, {
          docType: input.DocType,
          docId: input.DocId,
          actor: { kind: 'employee', id: Number(actor.id) },
          type: 'v1.ExceptionAcknowledged',
          detail: { Code: rule.code, SnoozeHours: hours, Note: note, CompanyId: actor.companyId },
        });
        return at;
      });
      return { ok: true, value: { Ok: true, SnoozedUntil: until } };
    },

    async queues(actor: Actor): Promise<QueueRow[]> {
      const out: QueueRow[] = [];
      for (const w of await visible(actor, queues)) out.push({ Queue: w.id, Name: w.name, ...(await w.count(db, actor)), Path: w.path });
      return out;
    },

    async next(actor: Actor, queue: string): Promise<Outcome<{ Path: string | null }>> {
      const w = (await visible(actor, queues)).find((x) => x.id === queue);
      if (!w) return { ok: false, status: 404, message: 'No such work queue.', zh: '没有这个工作队列。' };
      return { ok: true, value: { Path: await w.next(db, actor) } };
    },
  };
}
