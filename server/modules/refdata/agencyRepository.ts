import type { Queryable } from '../../db/types';

/** The SQL of booking agencies and ship agencies their rules read and their saves write beside the row (their contacts, jsonb). */

/** The carriers a booking agency books with, if the agency exists. */
export async function bookingAgencyCarriers(q: Queryable, id: number): Promise<{ carrier_codes: string[] } | undefined> {
  return (await q.query<{ carrier_codes: string[] }>('select carrier_codes from booking_agencies where id = $1', [id]))[0];
}

/** The booking agency of that name (case aside), if any. */
export async function bookingAgencyIdOfName(q: Queryable, name: string): Promise<number | undefined> {
  return (await q.query<{ id: number }>('select id::integer as id from booking_agencies where lower(name) = lower($1)', [name]))[0]?.id;
}

/** A booking agency's contacts ([] for none). */
export const bookingAgencyContacts = async (q: Queryable, id: number | string) =>
  (await q.query<{ contacts: unknown }>('select contacts from booking_agencies where id = $1', [id]))[0]?.contacts ?? [];

/** A booking agency's contacts written, as JSON text (a driver would send an array as a PostgreSQL array). */
export async function setBookingAgencyContacts(q: Queryable, id: number | undefined, contacts: unknown): Promise<void> {
  await q.query('update booking_agencies set contacts = $2::jsonb where id = $1', [id, JSON.stringify(contacts)]);
}

/** A ship agency's contacts ([] for none). */
export const shipAgencyContacts = async (q: Queryable, code: string) =>
  (await q.query<{ contacts: unknown }>('select contacts from ship_agencies where code = $1', [code]))[0]?.contacts ?? [];

/** A ship agency's contacts written, as JSON text. */
export async function setShipAgencyContacts(q: Queryable, code: string, contacts: unknown): Promise<void> {
  await q.query('update ship_agencies set contacts = $2::jsonb where code = $1', [code, JSON.stringify(contacts)]);
}
