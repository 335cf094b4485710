import type { FastifyInstance } from 'fastify';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { ShipAgencyRowSchema, type ShipAgencyRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { contactsText, parseContacts } from '../../../src/domain/refdata/shipAgencies';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { shipAgencyRows } from './shipAgencyService';
import { sheetFields } from './masterOutcome';

/** A sheet's list cell ("CNSHA CNNGB", "CNSHA,CNNGB") as a list. */
const listCell = (cell: string | undefined) => (cell ?? '').split(/[,，\s]+/).filter(Boolean);

/**
 * Ship agencies (`/DataMaintenance/ShipAgency`, commercial.md §1.1 ShipAgency): the agents acting
 * for vessels at ports, to whom the manifest module sends; each port and carrier it serves must be
 * known, each contact reachable (a phone or an e-mail). An agency a vessel call names is disabled,
 * not deleted.
 */
export function shipAgencyRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<ShipAgencyRow, ShipAgencyRow>(fastify, db, {
    path: P.shipAgencyList,
    item: ShipAgencyRowSchema,
    access: A.shipAgencyRead,
    exportAccess: A.shipAgencyRead,
    title: 'ship-agencies',
    base: () => ({
      sql: `select a.code as "Code", a.name_zh as "NameZh", a.name_en as "NameEn", a.port_codes as "PortCodes", a.carrier_codes as "CarrierCodes",
              a.edi_code as "EdiCode", a.address as "Address", a.contacts as "Contacts",
              (select count(*)::integer from vessel_calls k where k.ship_agency_code = a.code) as "Calls",
              a.status as "Status", a.version as "Version"
            from ship_agencies a`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'PortCodes', filter: 'text' },
      { key: 'CarrierCodes', filter: 'text' },
      { key: 'EdiCode', filter: 'text' },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Code"',
    present: (r) => r,
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 10 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 26 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 40 },
      { header: '港口 Ports', value: (r) => r.PortCodes.join(' '), width: 20 },
      { header: '船公司 Carriers', value: (r) => r.CarrierCodes.join(' '), width: 20 },
      { header: 'EDI代码 EDI code', value: (r) => r.EdiCode, width: 12 },
      { header: '地址 Address', value: (r) => r.Address, width: 30 },
      { header: '联系人 Contacts', value: (r) => contactsText(r.Contacts, '; '), width: 50 },
    ],
  });

  const rows = shipAgencyRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.shipAgencyList}/Import`,
      A.shipAgencyEdit,
      sheetFields([
        { key: 'Code', header: '代码 Code', required: true },
        { key: 'NameZh', header: '中文名 Chinese name', required: true },
        { key: 'NameEn', header: '英文名 English name', required: true },
        { key: 'PortCodes', header: '港口 Ports' },
        { key: 'CarrierCodes', header: '船公司 Carriers' },
        { key: 'EdiCode', header: 'EDI代码 EDI code' },
        { key: 'Address', header: '地址 Address' },
        { key: 'Contacts', header: '联系人 Contacts' },
      ]),
      (c) => ({
        Code: c.Code!,
        NameZh: c.NameZh!,
        NameEn: c.NameEn!,
        PortCodes: listCell(c.PortCodes),
        CarrierCodes: listCell(c.CarrierCodes),
        EdiCode: c.EdiCode,
        Address: c.Address,
        Contacts: parseContacts(c.Contacts ?? ''),
      }),
    ),
  );
  masterRoutes(fastify, rows, C.shipAgency);
}
