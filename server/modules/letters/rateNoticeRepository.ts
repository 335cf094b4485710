import type { Queryable } from '../../db/types';

/** A published GRI or surcharge letter (PSS, bunker …) as a price timeline marks it. */
export interface RateNotice {
  Id: number;
  Carrier: string;
  Kind: 'GRI' | 'SURCHARGE';
  Title: string;
  EffectiveFrom: string;
  Ports: string[];
}

/**
 * The company's published GRI and surcharge letters taking effect between `from` and `to` (both
 * included) that touch the lane — naming its port of loading or discharge, or no port at all — oldest
 * first (rate analysis' timeline, commercial.md §9.3). Never a draft or a withdrawn one.
 */
export function rateNoticesOnLane(q: Queryable, companyId: string, lane: { pol: string; pod: string; from: string; to: string }): Promise<RateNotice[]> {
  return q.query<RateNotice>(
    `select l.id::int as "Id", l.ltr_carrier as "Carrier", l.ltr_kind as "Kind", l.ltr_title as "Title",
            to_char(l.ltr_effective_from, 'YYYY-MM-DD') as "EffectiveFrom", l.ltr_ports as "Ports"
       from carrier_letters l
      where l.company_id = $1 and l.ltr_status = 1 and l.ltr_kind in ('GRI', 'SURCHARGE')
        and l.ltr_effective_from between $4::date and $5::date
        and (cardinality(l.ltr_ports) = 0 or $2 = any(l.ltr_ports) or $3 = any(l.ltr_ports))
      order by l.ltr_effective_from, l.id`,
    [companyId, lane.pol, lane.pod, lane.from, lane.to],
  );
}
