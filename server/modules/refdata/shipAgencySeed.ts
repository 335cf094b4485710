import { SEED_SHIP_AGENCIES } from '../../../src/domain/refdata/seed/shipAgencies';
import type { Queryable } from '../../db/types';

/** The seeded agencies (src/domain/refdata/seed/shipAgencies.ts): applied once, never over what people changed. */
export async function seedShipAgencies(db: Queryable): Promise<void> {
  await db.query(
    `insert into ship_agencies (code, name_zh, name_en, port_codes, carrier_codes, edi_code, address, contacts)
     select x.code, x.name_zh, x.name_en, x.port_codes, x.carrier_codes, x.edi_code, x.address, x.contacts
       from jsonb_to_recordset($1::jsonb) as x(code text, name_zh text, name_en text, port_codes text[], carrier_codes text[], edi_code text, address text, contacts jsonb)
     on conflict do nothing`,
    [
      JSON.stringify(
        SEED_SHIP_AGENCIES.map((a) => ({
          code: a.code,
          name_zh: a.nameZh,
          name_en: a.nameEn,
          port_codes: a.portCodes,
          carrier_codes: a.carrierCodes,
          edi_code: a.ediCode,
          address: a.address,
          contacts: a.contacts,
        })),
      ),
    ],
  );
}
