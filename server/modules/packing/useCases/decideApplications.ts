import type { PackingDecideApplication } from '../../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../../src/contract/packing/words';
import { formatPklNo } from '../../../../src/domain/packing/number';
import { PKL_STATUS, pklMove } from '../../../../src/domain/packing/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { pklEvent } from '../events';
import { announced } from '../live';
import { notPkl, said, wrongState } from '../refusals';
import { lockPkls, nextPklSeq, setStatus } from '../repository';

type Decided = { Decided: { Id: number; PKL_NO: string | null; PKL_STATUS: number }[] };

/** Opens (numbers) or rejects applications: all of them, or none when one may not be decided. */
export async function decideApplications(db: Db, hub: LiveHub, actor: Actor, input: PackingDecideApplication, now = new Date()): Promise<Outcome<Decided>> {
  const remarks = input.Remarks?.trim() ?? '';
  if (!input.Open && !remarks) return said('pkl.remarks', W.remarksRequired, '/Remarks');
  const done = await inTransaction<Decided>(db, async (tx) => {
    const rows = await lockPkls(tx, actor, input.Ids);
    if (rows.length !== input.Ids.length) return notPkl();
    const event = input.Open ? 'open' : 'reject';
    for (const p of rows) if (!pklMove(p.pkl_status, event, 'operator')) return wrongState(p, event);
    const decided: Decided['Decided'] = [];
    for (const p of rows) {
      if (input.Open) {
        const no = formatPklNo(now, await nextPklSeq(tx));
        await setStatus(tx, p.id, PKL_STATUS.OPENED, {
          pklNo: no,
          decisionRemarks: remarks,
          depot: input.PKL_EMPTY_DEPOT,
          returnTerminal: input.PKL_RETURN_TERMINAL,
          terminalCode: input.PKL_TERMINAL_CODE,
          eirNo: input.PKL_EIR_NO,
        });
        await pklEvent(tx, actor, p.id, 'Opened', { PKL_NO: no, ...(remarks ? { Remarks: remarks } : {}) });
        decided.push({ Id: p.id, PKL_NO: no, PKL_STATUS: PKL_STATUS.OPENED });
      } else {
        await setStatus(tx, p.id, PKL_STATUS.REJECTED, { decisionRemarks: remarks });
        await pklEvent(tx, actor, p.id, 'Rejected', { Remarks: remarks });
        decided.push({ Id: p.id, PKL_NO: null, PKL_STATUS: PKL_STATUS.REJECTED });
      }
    }
    return { ok: true, value: { Decided: decided } };
  });
  return announced(db, hub, done, (v) => v.Decided.map((d) => d.Id));
}
