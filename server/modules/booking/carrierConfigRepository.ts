import type { CarrierConfig } from '../../../src/contract/booking/calls';
import type { Queryable } from '../../db/types';
import { carriersOf } from '../refdata/public';

/** The carriers' booking configuration's SQL (carrierConfigService.ts holds the rules). */

/** Every active carrier with its configuration, or the defaults where it has none. */
export async function carrierConfigs(q: Queryable): Promise<CarrierConfig[]> {
  return q.query<CarrierConfig>(
    `select c.code as "CarrierCode", coalesce(nullif(c.name_zh, ''), c.name) as "CarrierName", coalesce(g.online_bookable, true) as "OnlineBookable",
            coalesce(g.channel, 'EMAIL') as "Channel", coalesce(g.required_fields, '{}') as "RequiredFields",
            coalesce(g.min_lead_hours_before_dco, 24) as "MinLeadHoursBeforeDco", coalesce(g.accept_sla_minutes, 120) as "AcceptSlaMinutes",
            coalesce(g.confirmation, 'RELEASE') as "Confirmation",
            coalesce(g.channel, 'EMAIL') = 'API' as "Simulated", coalesce(g.version, 0) as "Version"
       from carrier_directory c left join booking_carrier_configs g on g.carrier_code = c.code where c.status = 'ACTIVE' order by c.sort_order, c.code`,
  );
}

export async function isActiveCarrier(q: Queryable, code: string): Promise<boolean> {
  return (await carriersOf(q, [code])).some((c) => c.status === 'ACTIVE');
}

/** A carrier's configuration's version, locked; undefined when it has none yet. */
export async function lockConfigVersion(tx: Queryable, code: string): Promise<number | undefined> {
  const [cur] = await tx.query<{ version: number }>('select version from booking_carrier_configs where carrier_code = $1 for update', [code]);
  return cur?.version;
}

/** The configuration written (created or its version moved on); the confirmation mode as named, else as it was (RELEASE for a new one). */
export async function writeConfig(
  tx: Queryable,
  c: Omit<CarrierConfig, 'CarrierName' | 'Simulated' | 'Version' | 'Confirmation'> & { Confirmation?: CarrierConfig['Confirmation'] },
): Promise<number> {
  const [saved] = await tx.query<{ version: number }>(
    `insert into booking_carrier_configs (carrier_code, online_bookable, channel, required_fields, min_lead_hours_before_dco, accept_sla_minutes, confirmation)
     values ($1, $2, $3, $4, $5, $6, coalesce($7, 'RELEASE'))
     on conflict (carrier_code) do update set online_bookable = $2, channel = $3, required_fields = $4, min_lead_hours_before_dco = $5,
       accept_sla_minutes = $6, confirmation = coalesce($7, booking_carrier_configs.confirmation), version = booking_carrier_configs.version + 1, updated_at = now()
     returning version`,
    [c.CarrierCode, c.OnlineBookable, c.Channel, [...new Set(c.RequiredFields)], c.MinLeadHoursBeforeDco, c.AcceptSlaMinutes, c.Confirmation ?? null],
  );
  return saved!.version;
}

/** How the carrier is booked (API: through its channel), when it has a configuration. */
export async function carrierChannelOf(q: Queryable, code: string): Promise<string | undefined> {
  const [cfg] = await q.query<{ channel: string }>('select channel from booking_carrier_configs where carrier_code = $1', [code]);
  return cfg?.channel;
}

/** What the carrier's confirmation does (HOLD: kept for the desk's check, issue 32), when it has a configuration. */
export async function carrierConfirmationOf(q: Queryable, code: string): Promise<string | undefined> {
  const [c] = await q.query<{ confirmation: string }>('select confirmation from booking_carrier_configs where carrier_code = $1', [code]);
  return c?.confirmation;
}
