import type { FastifyInstance } from 'fastify';
import { CarrierRowSchema, type CarrierRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';

/** A row as the query gives it (count(*) arrives as text from PostgreSQL). */
type CarrierQueryRow = Omit<CarrierRow, 'Bookings'> & { Bookings: string | number };

/**
 * The carrier grid (`/BasicData/ShippingCompany`): SCAC code and name, searched, sorted and paged
 * on the server, with the number of bookings that name the carrier (a carrier in use keeps its
 * code: commercial.md R1.x), and its Excel export.
 */
export function carrierList(app: FastifyInstance, db: Db): void {
  defineList<CarrierQueryRow, CarrierRow>(app, db, {
    path: P.carrierList,
    item: CarrierRowSchema,
    access: A.carrierRead,
    exportAccess: A.carrierRead,
    title: 'carriers',
    base: () => ({
      sql: `select c.code as "Code", c.name as "Name", (select count(*) from bookings b where b.carrier = c.code) as "Bookings" from carriers c`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'Bookings', sortable: true },
    ],
    order: 't."Code"',
    present: (r) => ({ Code: r.Code, Name: r.Name, Bookings: Number(r.Bookings) }),
    sheet: [
      { header: '代码 SCAC', value: (r) => r.Code, width: 12 },
      { header: '名称 Name', value: (r) => r.Name, width: 40 },
      { header: '订舱数 Bookings', value: (r) => r.Bookings, width: 16 },
    ],
  });
}
