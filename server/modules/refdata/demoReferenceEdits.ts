import type { Queryable } from '../../db/types';

/**
 * Changes other modules' seed steps make to reference data, at their shipped place in the seed order
 * (each step keeps its name and module): refdata owns the tables, so the statements are here (issue 46).
 */

/** billing-fee-code-tax-v1: the origin and LCL fees are taxed at 6 % VAT (they were seeded as exempt international agency fees). */
export async function seedOriginFeesAtVat6(tx: Queryable): Promise<void> {
  await tx.query(`update fee_codes set tax_code = 'VAT6', tax_rate = 0.06 where category in ('ORIGIN', 'LCL') and tax_code = 'EXEMPT_INTL_AGENCY'`);
}

/** booking-quick-v1 (开舱, R6.2): carriers open a sailing for bookings about three weeks before it leaves; the demo's later sailings are not open yet. */
export async function seedBookingOpenings(tx: Queryable): Promise<void> {
  await tx.query(
    `update vessel_calls set booking_open_at = coalesce(etd_estimated, etd_planned) - interval '21 days'
      where booking_open_at is null and coalesce(etd_estimated, etd_planned) > now() + interval '22 days'`,
  );
}

/** dashboard-port-coordinates-v1: every known port without coordinates gets them (code → [lon, lat]). */
export async function fillPortCoordinates(tx: Queryable, coordinates: Readonly<Record<string, readonly [number, number]>>): Promise<void> {
  const codes = Object.keys(coordinates);
  await tx.query(
    `update ports p set lon = c.lon, lat = c.lat
       from unnest($1::text[], $2::numeric[], $3::numeric[]) as c (code, lon, lat)
      where p.code = c.code and p.lon is null and p.lat is null`,
    [codes, codes.map((c) => coordinates[c]![0]), codes.map((c) => coordinates[c]![1])],
  );
}
