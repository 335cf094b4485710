import type { FastifyInstance } from 'fastify';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RateCarrierRowSchema, type RateCarrierRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { orderCell, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { rateCarrierRows } from './rateCarrierService';
import { sheetFields } from './masterOutcome';

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
            from rate_carriers r join carriers c on c.code = r.carrier_code left join employee_directory e on e.id = r.maintainer_employee_id`,
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

  const rows = rateCarrierRows(db, hub);

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
