import type { VgmContainerIn } from '../../../../src/contract/vgm/calls';
import { type Cutoffs, cutoffsByCode } from '../../../../src/domain/packing/cutoff';
import type { Queryable } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import { missing } from '../../../platform/refusal';
import { cutOffsOf } from '../../../platform/spine/cutOffs';
import type { DocActor } from '../../../platform/spine/docEvents';
import { type BookingRow, type PackingFacts, packingListsOf, type StoredVgm, versionsOf } from '../repository';

/**
 * What the VGM use cases share (operations.md §6): who declares and what each one sees, the
 * refusals for a booking or declaration not there, and everything the rules read about a booking.
 */

/** Who declares: an employee (staff of the platform may override the VCO with a reason), or a share link's visitor. */
export type Declarant = { kind: 'employee'; actor: Actor } | { kind: 'share'; shareId: number; companyId: string };

export interface DeclareInput {
  CGO_ID: string;
  Containers: VgmContainerIn[];
  VGM_RESPONSIBLE_PARTY: string;
  VGM_SIGNATORY: string;
  Accept?: boolean;
  Reason?: string;
}
export type Made = { CNNO: string; Id: number; VGM_VERSION: number };
/** What was declared, and the boxes left as they were (their standing version, the same figures). */
export type Declared = { Declared: Made[]; Unchanged: Made[]; Replayed: boolean };
export interface Idem {
  key: string | undefined;
  hash: string;
}

export const isStaff = (d: Declarant) => d.kind === 'employee' && d.actor.companyKind === 'platform';
/** The company whose bookings the declarant sees; null: all (the platform's staff). */
export const scopeOf = (d: Declarant): string | null => (d.kind === 'share' ? d.companyId : isStaff(d) ? null : d.actor.companyId);
export const docActor = (d: Declarant): DocActor => (d.kind === 'share' ? { kind: 'share', id: d.shareId } : { kind: 'employee', id: Number(d.actor.id) });
export const noBooking = <T>() => missing<T>('No such booking.', '没有这个订舱记录。');
export const noVgm = <T>() => missing<T>('No such VGM declaration.', '没有这个 VGM 申报。');

/** A booking's containers: the booked numbers, the packing lists' and those already declared, each with its type. */
export function containerTypes(b: BookingRow, pkls: Map<string, PackingFacts>, versions: StoredVgm[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of b.containers) for (const n of c.CNNOS ?? []) if (n) out.set(n.toUpperCase(), c.TYPE);
  for (const [n, p] of pkls) if (!out.has(n)) out.set(n, p.type);
  for (const v of versions) if (!out.has(v.CNNO)) out.set(v.CNNO, b.containers[0]?.TYPE ?? '');
  return out;
}

/** Everything the rules read about a booking, in `q` (the declaration's transaction, after its lock). */
export async function factsOf(q: Queryable, b: BookingRow) {
  const [pkls, versions, cutoffList] = [await packingListsOf(q, b.cgo_id), await versionsOf(q, b.cgo_id), await cutOffsOf(q, b.cgo_id)];
  return { pkls, versions, cutoffs: cutoffsByCode(cutoffList) as Cutoffs, types: containerTypes(b, pkls, versions) };
}
export type Facts = Awaited<ReturnType<typeof factsOf>>;
