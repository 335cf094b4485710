import type { Db, Queryable } from '../../db/types';

/**
 * The forwarder's own document milestones of a booking, for the tracking detail (operations.md §8.6
 * "document milestones on the same timeline as carrier events"): the SI's submission and review
 * (si_events), the VGM's declaration and answers and the manifests' customs answers (doc_events),
 * each named by a kind the browser words; and the customs stage each manifest reached.
 */
export const DOCUMENT_KINDS = [
  'SI_SUBMITTED',
  'SI_APPROVED',
  'SI_RETURNED',
  'VGM_DECLARED',
  'VGM_ACCEPTED',
  'VGM_REJECTED',
  'MANIFEST_SENT',
  'MANIFEST_ACCEPTED',
  'MANIFEST_REJECTED',
  'MANIFEST_ARRIVED',
  'MANIFEST_RELEASED',
  'MANIFEST_LOADED',
  'MANIFEST_TALLIED',
  'MANIFEST_HOLD',
] as const;

export async function documentEvents(q: Queryable | Db, cgoId: string): Promise<{ DocType: string; Ref: string; Type: string; At: string }[]> {
  return q
    .query(
      `select * from (
       select 'SI' as "DocType", s.id::text as "Ref",
              case when e.type = 'v1.SiSubmitted' then 'SI_SUBMITTED'
                   when e.type = 'v1.SiStatusChanged' and e.detail->>'to' = '2' then 'SI_APPROVED'
                   when e.type = 'v1.SiStatusChanged' and e.detail->>'to' = '3' then 'SI_RETURNED' end as "Type", e.at
         from si_events e join si_records s on s.id = e.si_id where s.cgo_id = $1
       union all
       select 'VGM', v.vgm_cnno,
              case d.type when 'v1.VgmDeclared' then 'VGM_DECLARED' when 'v1.VgmAccepted' then 'VGM_ACCEPTED' when 'v1.VgmRejected' then 'VGM_REJECTED' end, d.at
         from doc_events d join vgm_declarations v on d.doc_type = 'vgm' and d.doc_id = v.id::text where v.vgm_cgo_id = $1
       union all
       select 'MANIFEST', coalesce(nullif(m.mft_hbl_no, ''), m.mft_mbl_no, m.mft_no),
              case when d.type = 'v1.ManifestQueued' then 'MANIFEST_SENT' when d.type = 'v1.ManifestAccepted' then 'MANIFEST_ACCEPTED'
                   when d.type = 'v1.ManifestRejected' then 'MANIFEST_REJECTED' when d.type = 'v1.ManifestCustomsHold' then 'MANIFEST_HOLD'
                   when d.type = 'v1.ManifestStageReached' then 'MANIFEST_' || (d.detail->>'stage') end, d.at
         from doc_events d join manifests m on d.doc_type = 'manifest' and d.doc_id = m.id::text where m.mft_cgo_id = $1
     ) x where "Type" is not null
     order by at, "DocType"
     limit 200`,
      [cgoId],
    )
    .then((rows) =>
      (rows as { DocType: string; Ref: string; Type: string; at: string | Date }[]).map((r) => ({
        DocType: r.DocType,
        Ref: r.Ref,
        Type: r.Type,
        At: new Date(r.at).toISOString(),
      })),
    );
}

export async function customsStages(q: Queryable | Db, cgoId: string): Promise<{ Filing: string; BlNo: string; Status: number; Stage: string }[]> {
  return q.query(
    `select m.mft_filing as "Filing", coalesce(nullif(m.mft_hbl_no, ''), m.mft_mbl_no) as "BlNo", m.mft_status::int as "Status", m.mft_stage as "Stage"
       from manifests m where m.mft_cgo_id = $1 and m.mft_status not in (11, 12) order by m.id`,
    [cgoId],
  );
}

/** A booking's carrier and owner (a house bill's subscription asks its carrier). */
export async function bookingOwner(q: Queryable, cgoId: string): Promise<{ carrier: string; companyId: string } | undefined> {
  const [row] = await q.query<{ carrier: string; companyId: string }>('select carrier, company_id::text as "companyId" from bookings where cgo_id = $1', [
    cgoId,
  ]);
  return row;
}
