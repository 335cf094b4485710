import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RateCarrierRowSchema, type RateCarrierRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { oneOfProblem, orderCell, VALIDITY_BASES, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS, unknownStaff } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type RateCarrierInput = (typeof C.rateCarrier.save.input)['static'];

const yesNo = (b: boolean) => (b ? '是 Y' : '否 N');

/**
 * Rate carriers (运价船公司, `/DataMaintenance/FreightRateMaintenance/ShipCompany`): which carriers
 * rate search shows and in what order, their display name, who maintains their rates, the default
 * currency and validity basis. One row per carrier (rate_carriers.carrier_code, sent as `Code`); the
 * carrier's names come from the master list, never kept twice.
 */
export function rateCarrierRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<RateCarrierRow, RateCarrierRow>(fastify, db, {
    path: P.rateCarrierList,
    item: RateCarrierRowSchema,
    access: A.rateCarrierRead,
    exportAccess: A.rateCarrierRead,
    title: 'rate-carriers',
    base: () => ({
      sql: `select r.carrier_code as "Code", c.name_zh as "CarrierNameZh", c.name as "CarrierNameEn", c.status as "CarrierStatus",
              r.show_in_search as "ShowInSearch", r.display_name_zh as "DisplayNameZh", r.maintainer_employee_id::integer as "MaintainerEmployeeId",
              coalesce(e.name, '') as "MaintainerName", e.name as "MaintainerNameBare", r.default_currency as "DefaultCurrency", r.default_validity_basis as "DefaultValidityBasis",
              r.notes as "Notes", r.sort_order as "SortOrder", r.status as "Status", r.version as "Version"
            from rate_carriers r join carriers c on c.code = r.carrier_code left join employees e on e.id = r.maintainer_employee_id`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'CarrierNameZh', filter: 'text', sortable: true },
      { key: 'CarrierNameEn', filter: 'text', sortable: true },
      { key: 'MaintainerName', filter: 'text', sortable: true, filterColumn: 'MaintainerNameBare' },
      { key: 'SortOrder', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."SortOrder", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '船公司 Carrier', value: (r) => r.Code, width: 10 },
      { header: '船公司名称 Carrier name', value: (r) => r.CarrierNameZh, width: 16 },
      { header: '查询显示 Show in search', value: (r) => yesNo(r.ShowInSearch), width: 10 },
      { header: '显示名称 Display name', value: (r) => r.DisplayNameZh, width: 14 },
      { header: '维护人 Maintainer', value: (r) => r.MaintainerEmployeeId ?? '', width: 10 },
      { header: '维护人姓名 Maintainer name', value: (r) => r.MaintainerName, width: 14 },
      { header: '币种 Currency', value: (r) => r.DefaultCurrency, width: 8 },
      { header: '有效期基准 Validity basis', value: (r) => r.DefaultValidityBasis, width: 12 },
      { header: '备注 Notes', value: (r) => r.Notes, width: 30 },
      { header: '排序 Order', value: (r) => r.SortOrder, width: 8 },
    ],
  });

  const rows = masterRows<RateCarrierInput>(db, hub, {
    entity: 'rateCarrier',
    keyColumn: 'carrier_code',
    noun: 'rate carrier',
    nounZh: '运价船公司',
    table: 'rate_carriers',
    columns: {
      ShowInSearch: 'show_in_search',
      DisplayNameZh: 'display_name_zh',
      MaintainerEmployeeId: 'maintainer_employee_id',
      DefaultCurrency: 'default_currency',
      DefaultValidityBasis: 'default_validity_basis',
      Notes: 'notes',
      SortOrder: 'sort_order',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      DisplayNameZh: (i.DisplayNameZh ?? '').trim(),
      MaintainerEmployeeId: i.MaintainerEmployeeId ?? null,
      DefaultCurrency: normaliseCode(i.DefaultCurrency ?? '') || 'USD',
      DefaultValidityBasis: normaliseCode(i.DefaultValidityBasis ?? '') || 'ETD',
      Notes: (i.Notes ?? '').trim(),
      SortOrder: i.SortOrder ?? 0,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const carrier = await masterProblem(q, MASTERS.carrier, i.Code, '/Code');
      if (carrier) errors.push(carrier);
      if (oneOfProblem(i.DefaultValidityBasis!, VALIDITY_BASES))
        errors.push(fieldSays('/DefaultValidityBasis', refdataCheckWords.isOneOf(VALIDITY_BASES.join(', '))));
      if (!(await q.query(`select 1 from currencies where code = $1 and status = 'ACTIVE'`, [i.DefaultCurrency])).length)
        errors.push(fieldSays('/DefaultCurrency', refdataCheckWords.notActiveCurrency(i.DefaultCurrency)));
      if (i.MaintainerEmployeeId && (await unknownStaff(q, [i.MaintainerEmployeeId])).length)
        errors.push(fieldSays('/MaintainerEmployeeId', refdataCheckWords.notActiveStaff(i.MaintainerEmployeeId)));
      return errors;
    },
    usage: [],
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.rateCarrierList}/Import`,
      A.rateCarrierEdit,
      sheetFields([
        { key: 'Code', header: '船公司 Carrier', required: true },
        { key: 'ShowInSearch', header: '查询显示 Show in search' },
        { key: 'DisplayNameZh', header: '显示名称 Display name' },
        { key: 'MaintainerEmployeeId', header: '维护人 Maintainer' },
        { key: 'DefaultCurrency', header: '币种 Currency' },
        { key: 'DefaultValidityBasis', header: '有效期基准 Validity basis' },
        { key: 'Notes', header: '备注 Notes' },
        { key: 'SortOrder', header: '排序 Order' },
      ]),
      (c) => {
        const maintainer = (c.MaintainerEmployeeId ?? '').trim();
        if (maintainer && !/^\d{1,15}$/.test(maintainer)) throw new Error(`维护人 Maintainer "${maintainer}" is no employee id`);
        return {
          Code: c.Code!,
          ShowInSearch: yesNoCell(c.ShowInSearch?.split(' ')[0], '查询显示 Show in search', true),
          DisplayNameZh: c.DisplayNameZh,
          MaintainerEmployeeId: maintainer ? Number(maintainer) : null,
          DefaultCurrency: c.DefaultCurrency,
          DefaultValidityBasis: c.DefaultValidityBasis,
          Notes: c.Notes,
          SortOrder: orderCell(c.SortOrder, '排序 Order'),
        };
      },
    ),
  );
  masterRoutes(fastify, rows, C.rateCarrier);
}
