import type { FastifyInstance } from 'fastify';
import { codeCalls as C, BookingAgencyRowSchema, type BookingAgencyRow } from '../../../src/contract/refdata/codeCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { BOOKING_CHANNELS, contactsOfText, idsOfText, textOfContacts } from '../../../src/domain/refdata/agencies';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { type AgencyInput, bookingAgencyRows } from './bookingAgencyService';
import { sheetFields } from './masterOutcome';

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
            from booking_agencies a left join company_directory c on c.id = a.company_id`,
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

  const rows = bookingAgencyRows(db, hub);

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
