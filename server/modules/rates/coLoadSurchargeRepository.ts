import type { CoLoadSurchargeWire } from '../../../src/contract/rates/lclCalls';
import type { Queryable } from '../../db/types';
import { feeCodesOf, portsOf } from '../refdata/public';
import type { Actor } from '../../platform/access/grants';

/** The co-load surcharges' SQL (coLoadSurchargeService.ts holds the rules). */

/** A company's co-load surcharges, by fee, co-loader and lane. */
export async function coLoadSurcharges(q: Queryable, companyId: string): Promise<CoLoadSurchargeWire[]> {
  return q.query<CoLoadSurchargeWire>(
    `select s.id::int as "Id", s.revision as "Revision", s.fee_code as "FeeCode", coalesce(f.name_zh, s.fee_code) as "FeeName",
            s.co_loader_name as "CoLoaderName", s.pol_code as "PolCode", s.pod_code as "PodCode", s.basis as "Basis", s.amount::text as "Amount",
            s.currency as "Currency", s.min_amount::text as "Min", s.max_amount::text as "Max", s.side as "Side",
            s.valid_from::text as "ValidFrom", s.valid_to::text as "ValidTo", s.active as "Active"
       from lcl_surcharges s left join fee_code_directory f on f.code = s.fee_code
      where s.owner_company_id = $1 order by s.fee_code, s.co_loader_name nulls first, s.pol_code nulls first, s.pod_code nulls first, s.id`,
    [companyId],
  );
}

export async function feeCodeExists(q: Queryable, code: string): Promise<boolean> {
  return (await feeCodesOf(q, [code])).length > 0;
}

/** The ports among `codes` (any status). */
export async function knownPortCodes(q: Queryable, codes: string[]): Promise<string[]> {
  return (await portsOf(q, codes)).map((k) => k.code);
}

/** A surcharge of the company's, its revision locked; undefined when there is none. */
export async function lockSurchargeRevision(tx: Queryable, id: number, companyId: string): Promise<number | undefined> {
  const [row] = await tx.query<{ revision: number }>('select revision from lcl_surcharges where id = $1 and owner_company_id = $2 for update', [id, companyId]);
  return row?.revision;
}

/** [fee, co-loader, pol, pod, basis, amount, currency, min, max, side, valid from, valid to, active] */
export type SurchargeValues = unknown[];

export async function updateSurcharge(tx: Queryable, id: number, values: SurchargeValues): Promise<number> {
  const [saved] = await tx.query<{ revision: number }>(
    `update lcl_surcharges set fee_code = $2, co_loader_name = $3, pol_code = $4, pod_code = $5, basis = $6, amount = $7, currency = $8,
            min_amount = $9, max_amount = $10, side = $11, valid_from = $12, valid_to = $13, active = $14, revision = revision + 1, updated_at = now()
      where id = $1 returning revision`,
    [id, ...values],
  );
  return saved!.revision;
}

export async function insertSurcharge(tx: Queryable, values: SurchargeValues, actor: Actor): Promise<{ id: number; revision: number }> {
  const [made] = await tx.query<{ id: number; revision: number }>(
    `insert into lcl_surcharges (fee_code, co_loader_name, pol_code, pod_code, basis, amount, currency, min_amount, max_amount, side, valid_from, valid_to,
                                 active, owner_company_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id::int, revision`,
    [...values, actor.companyId, actor.id],
  );
  return made!;
}
