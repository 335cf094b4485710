import type { ApplyIn } from '../../../../src/contract/epacking/calls';
import { ECP_KIND } from '../../../../src/domain/epacking/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../refusals';
import { declaredVgm, inFlight, insertRequest, loadedAt, lockPackingList, packedAtTerminal } from '../repository';
import { employee, PACKABLE } from './shared';

/** A pack or unpack applied for one packing list (§4.5): one of each kind in flight at most, the rules of its kind first. */
export async function applyEclp(db: Db, actor: Actor, input: ApplyIn): Promise<Outcome<{ Id: number; ECP_NO: string }>> {
  return inTransaction<{ Id: number; ECP_NO: string }>(db, async (tx) => {
    // locked: two applications for one packing list are decided one after the other (ecp.once)
    const p = await lockPackingList(tx, actor, input.PKL_ID);
    if (!p) return refuse.noPackingList();
    const flying = await inFlight(tx, p.id);
    if (input.Kind === ECP_KIND.PACK) {
      if (!PACKABLE.includes(p.pkl_status)) return refuse.pklState(p.pkl_status);
      const pack = flying.find((f) => f.kind === ECP_KIND.PACK);
      if (pack) return refuse.packInFlight(pack.ecp_no);
      if (await packedAtTerminal(tx, p.id)) return refuse.alreadyPacked();
      if (!(await declaredVgm(tx, p))) return refuse.vgm(p.pkl_cnno);
    } else {
      if (!input.Reason) return refuse.reason();
      const unpack = flying.find((f) => f.kind === ECP_KIND.UNPACK);
      if (unpack) return refuse.unpackInFlight(unpack.ecp_no);
      if (!(await packedAtTerminal(tx, p.id))) return refuse.notPacked();
      const loaded = await loadedAt(tx, p.pkl_cnno);
      if (loaded) return refuse.loaded(p.pkl_cnno, loaded);
    }
    const made = await insertRequest(tx, {
      companyId: p.company_id,
      kind: input.Kind,
      pklId: p.id,
      terminal: p.pkl_terminal_code || p.pkl_loading_code,
      reason: input.Kind === ECP_KIND.UNPACK ? (input.Reason ?? null) : null,
      remarks: input.Remarks?.trim() ?? '',
      createdBy: actor.id,
    });
    await recordDocEvent(tx, {
      docType: 'eclp',
      docId: made.id,
      actor: employee(actor),
      type: 'v1.EclpApplied',
      detail: { Kind: input.Kind, PKL_ID: p.id, PKL_NO: p.pkl_no, CNNO: p.pkl_cnno, Reason: input.Reason ?? null },
    });
    return { ok: true, value: { Id: made.id, ECP_NO: made.ecp_no } };
  });
}
