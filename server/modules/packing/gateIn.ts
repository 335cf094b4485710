import { PKL_MOVES, PKL_STATUS } from '../../../src/domain/packing/status';
import type { Queryable } from '../../db/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { closeGatedIn } from './gateInRepository';

/** The states a gate-in closes from: the `gateIn` move of the packing list's state table (§3.2). */
const GATE_IN_FROM = PKL_MOVES.find((m) => m.event === 'gateIn')!.from;

export interface GateIn {
  /** The container number (ISO 6346) the terminal gated in. */
  cnno: string;
  /** Where: a UN/LOCODE; only packing lists loading there are closed. */
  location: string;
  /** When the box went in (an ISO instant). */
  at: string;
  /** The tracking event that said so (its EVT_ID), named in each list's history. */
  eventId: string;
}

/**
 * evt.links / pkl.locked (operations.md §3.2, §5.5; issue 34 "gate-in freezes the packing list's
 * data and closes it"): a GTIN LADEN at the loading port moves the container's live packing lists
 * loading there from opened, submitted or approved to gated in (7), in the caller's transaction,
 * each with a `v1.PackingListGatedIn` naming the event. Answers the ids it closed (none: nothing
 * matched — a gate-in at another port, or a list already closed).
 */
export async function gateInPackingLists(tx: Queryable, g: GateIn): Promise<number[]> {
  const moved = await closeGatedIn(tx, g.cnno.trim().toUpperCase(), g.location.trim(), g.at, GATE_IN_FROM, PKL_STATUS.GATED_IN);
  for (const m of moved)
    await recordDocEvent(tx, {
      docType: 'packingList',
      docId: m.id,
      actor: { kind: 'system', id: 'containerEvents' },
      type: 'v1.PackingListGatedIn',
      detail: { EventId: g.eventId, Location: g.location, At: g.at, From: m.from },
    });
  return moved.map((m) => m.id);
}
