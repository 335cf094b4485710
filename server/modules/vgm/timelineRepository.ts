import type { Queryable } from '../../db/types';

/** One step of a booking's document timeline (freight tracking's detail merges every document module's). */
export interface DocumentStep {
  DocType: string;
  Ref: string;
  Type: string;
  at: string | Date;
}

/** A booking's VGM steps: declared, accepted, rejected (at most 200, oldest first). */
export function vgmTimeline(q: Queryable, cgoId: string): Promise<DocumentStep[]> {
  return q.query<DocumentStep>(
    `select * from (
       select 'VGM' as "DocType", v.vgm_cnno as "Ref",
              case d.type when 'v1.VgmDeclared' then 'VGM_DECLARED' when 'v1.VgmAccepted' then 'VGM_ACCEPTED' when 'v1.VgmRejected' then 'VGM_REJECTED' end as "Type", d.at
         from doc_event_facts d join vgm_declarations v on d.doc_type = 'vgm' and d.doc_id = v.id::text where v.vgm_cgo_id = $1
     ) x where "Type" is not null order by at limit 200`,
    [cgoId],
  );
}
