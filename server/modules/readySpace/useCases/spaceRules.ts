import { readySpaceCheckWords } from '../../../../src/contract/readySpace/words';
import { fieldSays } from '../../../../src/contract/envelope';
import { checkSubmit, type KEY_FACTS, type SpaceFacts } from '../../../../src/domain/readySpace/check';
import { spaceMove } from '../../../../src/domain/readySpace/status';
import { todayInShanghai } from '../../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { type StoredSpace, spaceEvent, spaceLines } from '../repository';
import { deleteLine, insertLine, insertSpaceRow, type Normalised, rewriteLine, writeFacts } from '../spaceRepository';
import { no } from '../../../platform/refusal';

/**
 * What the listing's use cases share (commercial.md §5.2–§5.3): its lines saved under R5.3's guard,
 * a new draft, the submit check (R5.1) and where a submitted listing goes (R5.2).
 */

export type Moved = { Status: string; Version: number };

/** The lines by class: changed in place (never below what is held and sold: R5.3's guard), added, or removed while nothing is committed. */
export async function saveLines(tx: Queryable, spaceId: number, lines: Normalised['lines'], fail: (o: Outcome<unknown>) => never): Promise<void> {
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

export const belowCommitted = (cls: string, committed: number) =>
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
export async function insertSpace(
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
export const submitProblems = (f: Omit<SpaceFacts, 'Lines'>, lines: { cls: string; total: number; price: number }[]) =>
  checkSubmit({ ...f, Lines: lines.map((l) => ({ ContainerClass: l.cls, TotalQty: l.total, PriceMinor: l.price })) }, todayInShanghai());

/** Where a submitted listing goes (R5.2): the platform's own on sale at once, a provider's to the audit. */
export const submittedTo = (providerKind: string, by: 'platform' | 'provider') => (providerKind === 'platform' ? 'ON_SALE' : spaceMove('DRAFT', 'submit', by)!);

/** The key facts of a stored listing (R5.2: a change of one is audited again). */
export const factsOf = (s: StoredSpace): Record<(typeof KEY_FACTS)[number], string> => ({
  VesselName: s.vessel_name,
  Voyage: s.voyage,
  Etd: s.etd ?? '',
  PolCode: s.pol_code,
  PodCode: s.pod_code,
});
