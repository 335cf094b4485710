import { BOOKING_ACCESS, BOOKING_PAGES } from '../../../src/contract/booking/module';
import type { TemplateBody } from '../../../src/contract/booking/templates';
import type { PartyRole } from '../../../src/domain/booking/templates';
import type { Queryable } from '../../db/types';
import { grantPlatformRole, syncMenuButtons } from '../access/public';

/**
 * The template pages for the booking desk's role (订舱专员: its menus and the edit button there), and
 * the demo customers' templates: 杭州天祥 (customer@demo.test) books Ningbo → Hamburg furniture and
 * Shanghai → Los Angeles, with its usual shipper, consignees and notify parties; 宁波海越 has one of
 * each, so another company's template is there to be refused. Every B/L line fits 35 characters.
 */

type Party = {
  role: PartyRole;
  name: string;
  address: string;
  contact?: string;
  phone?: string;
  email?: string;
  taxId?: string;
  country: string;
  blText?: string;
};

const TIANXIANG_SHIPPER = {
  Name: 'HANGZHOU TIANXIANG TRADING CO LTD',
  Address: 'NO 588 JIANGNAN AVENUE\nBINJIANG DISTRICT HANGZHOU\nZHEJIANG 310051 CHINA',
  Contact: 'WANG QIANG',
  Phone: '+86 571 8765 4321',
  Email: 'export@hztx.example',
  TaxId: '91330108MA2B1234X5',
};

const TEMPLATES: Record<string, { name: string; body: TemplateBody }[]> = {
  'CUS-HZTX': [
    {
      name: '宁波-汉堡 40HQ 家居',
      body: {
        CarrierCode: 'COSU',
        PolCode: 'CNNGB',
        PodCode: 'DEHAM',
        ReceiptType: 'CY',
        DeliveryType: 'CY',
        FreightTerm: 'PRE',
        TransportDocType: 'BOL',
        BlRelease: 'TELEX',
        NumberOfOriginals: 0,
        Incoterms: 'FOB',
        Shipper: TIANXIANG_SHIPPER,
        Consignee: { Name: 'NORDIC HOME GOODS GMBH', Address: 'GROSSE ELBSTRASSE 145\n22767 HAMBURG GERMANY', Contact: 'ANNA SCHULZ' },
        Notify: { Name: 'SAME AS CONSIGNEE' },
        Commodity: 'HOUSEHOLD FURNITURE (WOODEN CHAIRS AND TABLES)',
        HsCode: '940360',
        PackageKind: 'CT',
        CargoType: 'GP',
        Equipment: [{ ContainerClass: '40HQ', Units: 2, IsShipperOwned: false }],
      },
    },
    {
      name: '上海-洛杉矶 20GP',
      body: {
        CarrierCode: 'EGLV',
        PolCode: 'CNSHA',
        PodCode: 'USLAX',
        ReceiptType: 'CY',
        DeliveryType: 'CY',
        FreightTerm: 'COL',
        PayableAtCode: 'USLAX',
        TransportDocType: 'BOL',
        BlRelease: 'ORIGINAL',
        NumberOfOriginals: 3,
        Incoterms: 'FOB',
        Shipper: TIANXIANG_SHIPPER,
        Consignee: { Name: 'PACIFIC CREST IMPORTS INC', Address: '2450 E DEL AMO BLVD\nRANCHO DOMINGUEZ CA 90220 USA', Phone: '+1 310 555 0142' },
        Notify: { Name: 'WESTWAY CUSTOMS BROKERS LLC', Address: '19401 S MAIN ST SUITE 300\nGARDENA CA 90248 USA' },
        Commodity: 'STAINLESS STEEL KITCHENWARE',
        HsCode: '732393',
        PackageKind: 'CT',
        CargoType: 'GP',
        Equipment: [{ ContainerClass: '20GP', Units: 1, IsShipperOwned: false }],
      },
    },
  ],
  'CUS-NBHY': [
    {
      name: '宁波-鹿特丹 40HQ',
      body: { CarrierCode: 'MAEU', PolCode: 'CNNGB', PodCode: 'NLRTM', Commodity: 'LED LIGHTING FIXTURES', Equipment: [{ ContainerClass: '40HQ', Units: 1 }] },
    },
  ],
};

const PARTIES: Record<string, Party[]> = {
  'CUS-HZTX': [
    {
      role: 'SHIPPER',
      name: TIANXIANG_SHIPPER.Name,
      address: TIANXIANG_SHIPPER.Address,
      contact: TIANXIANG_SHIPPER.Contact,
      phone: TIANXIANG_SHIPPER.Phone,
      email: TIANXIANG_SHIPPER.Email,
      taxId: TIANXIANG_SHIPPER.TaxId,
      country: 'CN',
      blText: 'HANGZHOU TIANXIANG TRADING CO LTD\nNO 588 JIANGNAN AVENUE\nBINJIANG DISTRICT HANGZHOU\nZHEJIANG 310051 CHINA\nTEL +86 571 8765 4321',
    },
    {
      role: 'CONSIGNEE',
      name: 'NORDIC HOME GOODS GMBH',
      address: 'GROSSE ELBSTRASSE 145\n22767 HAMBURG GERMANY',
      contact: 'ANNA SCHULZ',
      phone: '+49 40 3890 1200',
      email: 'import@nordichome.example',
      taxId: 'DE812345678',
      country: 'DE',
    },
    {
      role: 'CONSIGNEE',
      name: 'PACIFIC CREST IMPORTS INC',
      address: '2450 E DEL AMO BLVD\nRANCHO DOMINGUEZ CA 90220 USA',
      phone: '+1 310 555 0142',
      country: 'US',
    },
    { role: 'CONSIGNEE', name: 'TO ORDER OF SHIPPER', address: '', country: '' },
    {
      role: 'NOTIFY',
      name: 'WESTWAY CUSTOMS BROKERS LLC',
      address: '19401 S MAIN ST SUITE 300\nGARDENA CA 90248 USA',
      phone: '+1 310 555 0188',
      email: 'entries@westway.example',
      country: 'US',
    },
    { role: 'NOTIFY', name: 'SAME AS CONSIGNEE', address: '', country: '' },
  ],
  'CUS-NBHY': [{ role: 'SHIPPER', name: 'NINGBO HAIYUE TRADING CO LTD', address: 'NO 1 ZHONGSHAN EAST ROAD\nNINGBO ZHEJIANG CHINA', country: 'CN' }],
};

export async function seedBookingTemplates(tx: Queryable): Promise<void> {
  // the template pages' edit button joins the desk's role with the pages themselves
  await syncMenuButtons(tx);
  const edit = BOOKING_ACCESS.templateEdit.button;
  await grantPlatformRole(tx, '订舱专员', [BOOKING_PAGES.bookingTemplates, BOOKING_PAGES.partyTemplates], edit ? [edit] : []);

  const people = await tx.query<{ code: string; company_id: string; employee_id: string | null }>(
    `select c.code, c.id as company_id, (select e.id from employee_directory e where e.company_id = c.id order by e.id limit 1) as employee_id
       from company_directory c where c.code in ('CUS-HZTX', 'CUS-NBHY')`,
  );
  for (const p of people) {
    for (const t of TEMPLATES[p.code] ?? [])
      await tx.query(`insert into booking_templates (company_id, name, body, created_by, updated_by) values ($1, $2, $3, $4, $4) on conflict do nothing`, [
        p.company_id,
        t.name,
        JSON.stringify(t.body),
        p.employee_id,
      ]);
    for (const t of PARTIES[p.code] ?? [])
      await tx.query(
        `insert into party_templates (company_id, role, name, address, contact, phone, email, tax_id, country_code, bl_text, created_by, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) on conflict do nothing`,
        [p.company_id, t.role, t.name, t.address, t.contact ?? '', t.phone ?? '', t.email ?? '', t.taxId ?? '', t.country, t.blText ?? '', p.employee_id],
      );
  }
}
