import type { FastifyInstance } from 'fastify';
import { contactSays } from './contactSays';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { ShipAgencyRowSchema, type ShipAgencyRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { agencyCodeProblem, contactsText, normaliseContact, parseContacts } from '../../../src/domain/refdata/shipAgencies';
import { SEED_SHIP_AGENCIES } from '../../../src/domain/refdata/seed/shipAgencies';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type AgencyInput = (typeof C.shipAgency.save.input)['static'];

/** The codes of a list `table` does not have (ports, carriers …), in the order given. */
export async function unknownCodes(q: Queryable, table: string, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const known = new Set((await q.query<{ code: string }>(`select code from ${table} where code = any($1::text[])`, [codes])).map((r) => r.code));
  return codes.filter((c) => !known.has(c));
}

/** A list of codes as stored: trimmed, capitals, once each, sorted. */
const codeSet = (codes: readonly string[] | undefined) => [...new Set((codes ?? []).map(normaliseCode).filter(Boolean))].sort();
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

  const rows = masterRows<AgencyInput>(db, hub, {
    entity: 'shipAgency',
    noun: 'ship agency',
    nounZh: '船代',
    table: 'ship_agencies',
    columns: { NameZh: 'name_zh', NameEn: 'name_en', PortCodes: 'port_codes', CarrierCodes: 'carrier_codes', EdiCode: 'edi_code', Address: 'address' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      PortCodes: codeSet(i.PortCodes),
      CarrierCodes: codeSet(i.CarrierCodes),
      EdiCode: normaliseCode(i.EdiCode ?? ''),
      Address: (i.Address ?? '').trim(),
      Contacts: (i.Contacts ?? []).map(normaliseContact),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (agencyCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notAgencyCode(i.Code)));
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      const ports = await unknownCodes(q, 'ports', i.PortCodes ?? []);
      if (ports.length) errors.push(fieldSays('/PortCodes', refdataCheckWords.noSuchPorts(ports.join(', '))));
      const carriers = await unknownCodes(q, 'carriers', i.CarrierCodes ?? []);
      if (carriers.length) errors.push(fieldSays('/CarrierCodes', refdataCheckWords.noSuchCarriers(carriers.join(', '))));
      if (i.EdiCode && !/^[A-Z0-9_-]{1,20}$/.test(i.EdiCode)) errors.push({ Path: '/EdiCode', Message: 'is up to 20 capitals, digits, "-" or "_"' });
      (i.Contacts ?? []).forEach((c, n) => {
        const said = contactSays(`/Contacts/${n}`, c);
        if (said) errors.push(said);
      });
      return errors;
    },
    usage: [{ what: 'vessel calls', zh: '船期挂靠', sql: 'select count(*) as n from vessel_calls where ship_agency_code = $1' }],
    extra: {
      fields: ['Contacts'],
      read: async (q, code) => ({
        Contacts: (await q.query<{ contacts: unknown }>('select contacts from ship_agencies where code = $1', [code]))[0]?.contacts ?? [],
      }),
      async write(tx, i) {
        await tx.query('update ship_agencies set contacts = $2::jsonb where code = $1', [i.Code, JSON.stringify(i.Contacts ?? [])]);
      },
    },
  });

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
