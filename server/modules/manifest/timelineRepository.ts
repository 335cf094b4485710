import type { Queryable } from '../../db/types';

/** One step of a booking's document timeline (freight tracking's detail merges every document module's). */
export interface DocumentStep {
  DocType: string;
  Ref: string;
  Type: string;
  at: string | Date;
}

/** A booking's manifest steps: sent, accepted, rejected, held, each stage reached (at most 200, oldest first). */
export function manifestTimeline(q: Queryable, cgoId: string): Promise<DocumentStep[]> {
  return q.query<DocumentStep>(
    `select * from (
       select 'MANIFEST' as "DocType", coalesce(nullif(m.mft_hbl_no, ''), m.mft_mbl_no, m.mft_no) as "Ref",
              case when d.type = 'v1.ManifestQueued' then 'MANIFEST_SENT' when d.type = 'v1.ManifestAccepted' then 'MANIFEST_ACCEPTED'
                   when d.type = 'v1.ManifestRejected' then 'MANIFEST_REJECTED' when d.type = 'v1.ManifestCustomsHold' then 'MANIFEST_HOLD'
                   when d.type = 'v1.ManifestStageReached' then 'MANIFEST_' || (d.detail->>'stage') end as "Type", d.at
         from doc_event_facts d join manifests m on d.doc_type = 'manifest' and d.doc_id = m.id::text where m.mft_cgo_id = $1
     ) x where "Type" is not null order by at limit 200`,
    [cgoId],
  );
}

/** A booking's live customs filings and the stage each reached (withdrawn and deleted ones left out). */
export function customsStages(q: Queryable, cgoId: string): Promise<{ Filing: string; BlNo: string; Status: number; Stage: string }[]> {
  return q.query(
    `select m.mft_filing as "Filing", coalesce(nullif(m.mft_hbl_no, ''), m.mft_mbl_no) as "BlNo", m.mft_status::int as "Status", m.mft_stage as "Stage"
       from manifests m where m.mft_cgo_id = $1 and m.mft_status not in (11, 12) order by m.id`,
    [cgoId],
  );
}
