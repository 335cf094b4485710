import type { FastifyInstance } from 'fastify';
import { statusWords } from '../../../src/contract/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { CarrierRowSchema, type CarrierRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { normaliseCode, scacProblem } from '../../../src/domain/refdata/codes';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';

type CarrierInput = (typeof C.carrier.save.input)['static'];
type CarrierQueryRow = Omit<CarrierRow, 'Bookings'> & { Bookings: string | number };

const BOOKINGS = '(select count(*) from booking_facts b where b.carrier = c.code)';

/**
 * Carriers (`/BasicData/ShippingCompany`, commercial.md §1.1): SCAC code (or a local code of the same
 * shape), SMDG code, English and Chinese names; the grid searched, sorted and paged on the server,
 * with the bookings that name each (a carrier in use keeps its code), its Excel export; saving,
 * disabling and deleting through the master-row kit.
 */
export function carrierRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<CarrierQueryRow, CarrierRow>(fastify, db, {
    path: P.carrierList,
    item: CarrierRowSchema,
    access: A.carrierRead,
    exportAccess: A.carrierRead,
    title: 'carriers',
    base: () => ({
      sql: `select c.code as "Code", c.code_kind as "CodeKind", c.smdg_code as "SmdgCode", c.name as "Name", c.name_zh as "NameZh",
              c.short_name as "ShortName", c.aliases as "Aliases", c.status as "Status", c.version as "Version", c.sort_order as "SortOrder",
              ${BOOKINGS} as "Bookings"
            from carriers c`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'Name', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
      { key: 'Bookings', sortable: true },
    ],
    order: 't."SortOrder", t."Code"',
    present: (r) => ({ ...r, Bookings: Number(r.Bookings) }),
    sheet: [
      { header: '代码 SCAC', value: (r) => r.Code, width: 12 },
      { header: '代码类型 Kind', value: (r) => r.CodeKind, width: 12 },
      { header: 'SMDG', value: (r) => r.SmdgCode, width: 10 },
      { header: '英文名 Name', value: (r) => r.Name, width: 36 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 20 },
      { header: '简称 Short name', value: (r) => r.ShortName, width: 16 },
      { header: '状态 Status', value: (r, lang) => (r.Status === 'ACTIVE' ? statusWords.active : statusWords.disabled)[lang], width: 14 },
      { header: '订舱数 Bookings', value: (r) => r.Bookings, width: 14 },
    ],
  });

  const rows = masterRows<CarrierInput>(db, hub, {
    entity: 'carrier',
    noun: 'carrier',
    nounZh: '船公司',
    table: 'carriers',
    columns: { CodeKind: 'code_kind', SmdgCode: 'smdg_code', Name: 'name', NameZh: 'name_zh', ShortName: 'short_name', Aliases: 'aliases' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      SmdgCode: normaliseCode(i.SmdgCode ?? ''),
      Name: i.Name.trim(),
      NameZh: i.NameZh.trim(),
      ShortName: (i.ShortName ?? '').trim(),
      Aliases: [...new Set((i.Aliases ?? []).map((a) => a.trim()).filter(Boolean))],
    }),
    async check(_db, i) {
      const errors: FieldError[] = [];
      // a local code takes the SCAC's shape too: it fills the same fields (DCSA carrierCode, ≤ 4)
      if (scacProblem(i.Code))
        errors.push(fieldSays('/Code', i.CodeKind === 'LOCAL' ? refdataCheckWords.notScacLocal(i.Code) : refdataCheckWords.notScac(i.Code)));
      if (i.SmdgCode && !/^[A-Z0-9]{2,10}$/.test(i.SmdgCode)) errors.push({ Path: '/SmdgCode', Message: 'is 2–10 letters or digits' });
      if (!i.Name) errors.push({ Path: '/Name', Message: 'is empty' });
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      return errors;
    },
    usage: [
      { what: 'bookings', zh: '订舱', sql: 'select count(*) as n from booking_facts where carrier = $1' },
      { what: 'vessels', zh: '船舶', sql: 'select count(*) as n from vessels where operator_carrier_code = $1' },
    ],
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.carrierList}/Import`,
      A.carrierEdit,
      [
        { key: 'Code', headers: ['代码 SCAC', '代码', 'SCAC'], required: true },
        { key: 'CodeKind', headers: ['代码类型 Kind', '代码类型'] },
        { key: 'SmdgCode', headers: ['SMDG'] },
        { key: 'Name', headers: ['英文名 Name', '英文名', 'Name'], required: true },
        { key: 'NameZh', headers: ['中文名 Chinese name', '中文名'], required: true },
        { key: 'ShortName', headers: ['简称 Short name', '简称'] },
      ],
      (c) => ({
        Code: c.Code!,
        CodeKind: (c.CodeKind?.trim().toUpperCase() === 'LOCAL' ? 'LOCAL' : 'SCAC') as CarrierInput['CodeKind'],
        SmdgCode: c.SmdgCode,
        Name: c.Name!,
        NameZh: c.NameZh!,
        ShortName: c.ShortName,
      }),
    ),
  );

  masterRoutes(fastify, rows, C.carrier);
}
