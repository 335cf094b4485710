import type { Queryable } from '../../db/types';

/** A box's demo VGM, declared by staff and accepted (status 2), weighed now by method 2 (the sum of the parts). */
export interface DemoDeclaredVgm {
  companyId: string;
  cgoId: string;
  cnno: string;
  kg: number;
  responsibleParty: string;
  signatory: string;
}

/**
 * Another module's demo declares its boxes' VGMs through this (the manifests' demo: the send's check
 * asks for them): VGM owns vgm_declarations, so the rows are written here (issue 46).
 */
export async function seedDeclaredVgm(tx: Queryable, v: DemoDeclaredVgm): Promise<void> {
  await tx.query(
    `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at, vgm_responsible_party, vgm_signatory, vgm_channel, vgm_status)
     values ($1::bigint, $2, $3, 1, $4, 2, now(), $5, $6, 'STAFF', 2)`,
    [v.companyId, v.cgoId, v.cnno, v.kg, v.responsibleParty, v.signatory],
  );
}
