import type { FastifyInstance } from 'fastify';
import { contactSays } from './contactSays';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { codeCalls as C, BookingAgencyRowSchema, type BookingAgencyRow } from '../../../src/contract/refdata/codeCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { BOOKING_CHANNELS, contactsOfText, idsOfText, textOfContacts } from '../../../src/domain/refdata/agencies';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type AgencyInput = (typeof C.bookingAgency.save.input)['static'];

/** The carriers of `codes` that are no known carrier. */
export async function unknownCarriers(q: Queryable, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const known = await q.query<{ code: string }>('select code from carriers where code = any($1::text[])', [codes]);
  return codes.filter((c) => !known.some((k) => k.code === c));
}

/** A company reference as an export writes it: the id, then the code ("5 PRV-SHYD"); '' for none. */
export const companyCell = (id: number | null, code: string) => (id ? `${id} ${code}` : '');

/**
 * Booking agencies (`/DataMaintenance/OrderAgency`, commercial.md §1.1 BookingAgency): the agents a
 * forwarder books with per carrier, by which channel (e-mail, the carrier's portal, EDI, an API),
 * and whom to call. Rows are keyed by a generated id; the name is unique (case aside).
 */
export function bookingAgencyRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<BookingAgencyRow, BookingAgencyRow>(fastify, db, {
    path: P.bookingAgencyList,
    item: BookingAgencyRowSchema,
    access: A.bookingAgencyRead,
    exportAccess: A.bookingAgencyRead,
    title: 'booking-agencies',
    base: () => ({
      sql: `select a.id::integer as "Id", a.company_id::integer as "CompanyId", coalesce(c.code, '') as "CompanyCode", coalesce(c.name_zh, '') as "CompanyName", c.name_zh as "CompanyNameBare",
              a.name as "Name", a.carrier_codes as "CarrierCodes", array_to_string(a.carrier_codes, ' ') as "Carriers", a.channel as "Channel",
              a.contacts as "Contacts", a.status as "Status", a.version as "Version"
            from booking_agencies a left join companies c on c.id = a.company_id`,
      params: [],
    }),
    columns: [
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'Carriers', filter: 'text' },
      { key: 'CompanyName', filter: 'text', sortable: true, filterColumn: 'CompanyNameBare' },
      { key: 'Channel', filter: 'exact', values: BOOKING_CHANNELS, sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Name", t."Id"',
    present: (r) => r,
    sheet: [
      { header: '名称 Name', value: (r) => r.Name, width: 36 },
      { header: '船公司 Carriers', value: (r) => r.CarrierCodes.join(' '), width: 20 },
      { header: '渠道 Channel', value: (r) => r.Channel, width: 10 },
      { header: '平台公司 Company', value: (r) => companyCell(r.CompanyId, r.CompanyCode), width: 16 },
      { header: '联系人 Contacts', value: (r) => textOfContacts(r.Contacts), width: 60 },
    ],
  });

  const rows = masterRows<AgencyInput>(db, hub, {
    entity: 'bookingAgency',
    noun: 'booking agency',
    nounZh: '订舱代理',
    table: 'booking_agencies',
    key: 'Id',
    columns: { CompanyId: 'company_id', Name: 'name', CarrierCodes: 'carrier_codes', Channel: 'channel' },
    normalise: (i) => ({
      ...i,
      CompanyId: i.CompanyId ?? null,
      Name: i.Name.trim().replace(/\s+/g, ' '),
      CarrierCodes: [...new Set(i.CarrierCodes.map(normaliseCode).filter(Boolean))].sort(),
      Channel: normaliseCode(i.Channel) as AgencyInput['Channel'],
      Contacts: i.Contacts.map((c) => ({ Name: c.Name.trim(), Phone: c.Phone.trim(), Email: c.Email.trim().toLowerCase() })).filter(
        (c) => c.Name || c.Phone || c.Email,
      ),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!i.Name) errors.push({ Path: '/Name', Message: 'is empty' });
      if (!(BOOKING_CHANNELS as readonly string[]).includes(i.Channel))
        errors.push(fieldSays('/Channel', refdataCheckWords.isOneOf(BOOKING_CHANNELS.join(', '))));
      if (!i.CarrierCodes.length) errors.push({ Path: '/CarrierCodes', Message: 'names no carrier: an agent books with at least one' });
      const unknown = await unknownCarriers(q, i.CarrierCodes);
      if (unknown.length) errors.push(fieldSays('/CarrierCodes', refdataCheckWords.carriersUnknown(unknown.join(', '))));
      if (i.CompanyId !== null && i.CompanyId !== undefined) {
        if (!Number.isSafeInteger(i.CompanyId)) errors.push({ Path: '/CompanyId', Message: 'is no company id' });
        else if (!(await q.query(`select 1 from companies where id = $1 and kind = 'provider'`, [i.CompanyId])).length)
          errors.push(fieldSays('/CompanyId', refdataCheckWords.notProvider(i.CompanyId)));
      }
      i.Contacts.forEach((c, n) => {
        const said = contactSays(`/Contacts/${n}`, c);
        if (said) errors.push(said);
      });
      return errors;
    },
    // a booking code names its agency (book_codes.booking_agency_id)
    usage: [{ what: 'booking codes', zh: '订舱代码', sql: 'select count(*) as n from book_codes where booking_agency_id = $1' }],
    identify: async (tx, i) =>
      i.Id ?? (await tx.query<{ id: number }>('select id::integer as id from booking_agencies where lower(name) = lower($1)', [i.Name]))[0]?.id,
    // contacts are jsonb: written as JSON text (a driver would send an array as a PostgreSQL array)
    extra: {
      fields: ['Contacts'],
      read: async (tx, key) => ({
        Contacts: (await tx.query<{ contacts: unknown }>('select contacts from booking_agencies where id = $1', [key]))[0]?.contacts ?? [],
      }),
      write: async (tx, i) => void (await tx.query('update booking_agencies set contacts = $2::jsonb where id = $1', [i.Id, JSON.stringify(i.Contacts)])),
    },
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.bookingAgencyList}/Import`,
      A.bookingAgencyEdit,
      sheetFields([
        { key: 'Name', header: '名称 Name', required: true },
        { key: 'CarrierCodes', header: '船公司 Carriers', required: true },
        { key: 'Channel', header: '渠道 Channel', required: true },
        { key: 'Company', header: '平台公司 Company' },
        { key: 'Contacts', header: '联系人 Contacts' },
      ]),
      (c) => {
        const company = idsOfText(c.Company ?? '');
        if (company.length > 1 || company.some(Number.isNaN)) throw new Error(`Company "${c.Company}" is no company id (as exported: "5 PRV-SHYD")`);
        return {
          Name: c.Name!,
          CarrierCodes: c.CarrierCodes!.split(/[\s,，;；]+/).filter(Boolean),
          Channel: c.Channel! as AgencyInput['Channel'],
          CompanyId: company[0] ?? null,
          Contacts: contactsOfText(c.Contacts ?? ''),
        };
      },
    ),
  );
  masterRoutes(fastify, rows, C.bookingAgency);
}
