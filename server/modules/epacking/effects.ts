import { randomUUID } from 'node:crypto';
import { ECP_KIND } from '../../../src/domain/epacking/status';
import type { Queryable } from '../../db/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { insertStrippedEvent, linesOf, packingListById, reopenPackingList, type StoredRequest } from './repository';

/**
 * What the terminal's acknowledgement does beyond the request (operations.md §4.2 effects), in the
 * receipt's transaction:
 * - a pack: the packing list's history says "electronic CLP accepted" (its rows in this module's
 *   Get and List say `EclpAccepted`);
 * - an unpack: the packing list is opened again (state 2) with its data as it was kept in the
 *   history (`v1.PackingListUnpacked`), and the container's events get the terminal's STRP.
 * Answers the packing list it opened again (announced live by the caller once committed), else null.
 */

/** The packing-list states an acknowledged unpack opens again from (§3.2: data submitted, approved, gated in). */
export const UNPACK_REOPENS: readonly number[] = [4, 5, 7];

export async function acknowledged(
  tx: Queryable,
  r: StoredRequest,
  at: { receivedAt: string; terminalRef: string; simulated: boolean },
): Promise<number | null> {
  const p = await packingListById(tx, r.ecp_pkl_id);
  if (!p) return null;
  const actor = { kind: 'gateway' as const, id: 'TERMINAL_CLP' };
  if (r.ecp_kind === ECP_KIND.PACK) {
    await recordDocEvent(tx, {
      docType: 'packingList',
      docId: p.id,
      actor,
      type: 'v1.PackingListEclpAccepted',
      detail: { ECP_NO: r.ecp_no, ECP_EXTERNAL_REF: at.terminalRef, Terminal: r.ecp_terminal_code, Simulated: at.simulated },
    });
    return null;
  }
  // the data as it stood, kept in the history: the packing list is filled again after re-stuffing
  const lines = await linesOf(tx, p.id);
  const reopens = UNPACK_REOPENS.includes(p.pkl_status);
  if (reopens) await reopenPackingList(tx, p.id);
  await recordDocEvent(tx, {
    docType: 'packingList',
    docId: p.id,
    actor,
    type: 'v1.PackingListUnpacked',
    detail: {
      ECP_NO: r.ecp_no,
      Reason: r.ecp_reason,
      FromStatus: p.pkl_status,
      ToStatus: reopens ? 2 : p.pkl_status,
      Previous: {
        PKL_CNNO: p.pkl_cnno,
        PKL_SEALNO: p.pkl_sealno,
        PKL_NUM: p.pkl_num,
        PKL_WEIGHT: p.pkl_weight,
        PKL_VOLUME: p.pkl_volume,
        PKL_TARE_KG: p.pkl_tare_kg,
        PKL_STUFF_PLACE: p.pkl_stuff_place,
        PKL_STUFF_AT: p.pkl_stuff_at,
        PKL_GATED_IN_AT: p.pkl_gated_in_at,
        VERSION: p.version,
        Lines: lines,
      },
    },
  });
  if (p.pkl_cnno)
    await insertStrippedEvent(tx, {
      id: randomUUID(),
      publisher: at.simulated ? 'SIM:TERMINAL_CLP' : r.ecp_terminal_code || 'TERMINAL_CLP',
      sourceId: `${r.ecp_no}-STRP`,
      at: at.receivedAt,
      cnno: p.pkl_cnno,
      isoCode: '',
      location: p.pkl_loading_code,
      facility: r.ecp_terminal_code === p.pkl_loading_code ? '' : r.ecp_terminal_code,
      cgoId: p.pkl_cgo_id,
      companyId: p.company_id,
      remark: `${r.ecp_no} ${r.ecp_reason ?? ''}`.trim(),
    });
  return reopens ? p.id : null;
}
