import type { FastifyInstance } from 'fastify';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { SurchargeTypeRowSchema, type SurchargeTypeRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { oneOfProblem, orderCell, SURCHARGE_GROUPS, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type SurchargeTypeInput = (typeof C.surchargeType.save.input)['static'];

const yesNo = (b: boolean) => (b ? '是 Y' : '否 N');

/**
 * Surcharge types (附加费类型, `/DataMaintenance/FreightRateMaintenance/surchargetype`): how a fee
 * code behaves on a rate — its group, whether customers see it, whether an all-in rate already
 * includes it (then it is not added again), whether it is priced per container type. One row per fee
 * code (surcharge_types.fee_code, sent as `Code`); names and category come from the fee codes.
 */
export function surchargeTypeRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<SurchargeTypeRow, SurchargeTypeRow>(fastify, db, {
    path: P.surchargeTypeList,
    item: SurchargeTypeRowSchema,
    access: A.surchargeTypeRead,
    exportAccess: A.surchargeTypeRead,
    title: 'surcharge-types',
    base: () => ({
      sql: `select s.fee_code as "Code", f.name_zh as "NameZh", f.name_en as "NameEn", f.category as "Category", s.fee_group as "Group",
              s.show_to_customer as "ShowToCustomer", s.included_in_all_in as "IncludedInAllIn", s.per_container_type as "PerContainerType",
              s.sort_order as "SortOrder", s.status as "Status", s.version as "Version"
            from surcharge_types s join fee_codes f on f.code = s.fee_code`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'Group', filter: 'exact', values: SURCHARGE_GROUPS, sortable: true },
      { key: 'SortOrder', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."SortOrder", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '费用代码 Fee code', value: (r) => r.Code, width: 10 },
      { header: '费用名称 Fee name', value: (r) => r.NameZh, width: 18 },
      { header: '分组 Group', value: (r) => r.Group, width: 18 },
      { header: '客户可见 Shown to customer', value: (r) => yesNo(r.ShowToCustomer), width: 10 },
      { header: '含于全包价 In all-in', value: (r) => yesNo(r.IncludedInAllIn), width: 10 },
      { header: '按箱型 Per container type', value: (r) => yesNo(r.PerContainerType), width: 10 },
      { header: '排序 Order', value: (r) => r.SortOrder, width: 8 },
    ],
  });

  const rows = masterRows<SurchargeTypeInput>(db, hub, {
    entity: 'surchargeType',
    keyColumn: 'fee_code',
    noun: 'surcharge type',
    nounZh: '附加费类型',
    table: 'surcharge_types',
    columns: {
      Group: 'fee_group',
      ShowToCustomer: 'show_to_customer',
      IncludedInAllIn: 'included_in_all_in',
      PerContainerType: 'per_container_type',
      SortOrder: 'sort_order',
    },
    normalise: (i) => ({ ...i, Code: normaliseCode(i.Code), Group: normaliseCode(i.Group), SortOrder: i.SortOrder ?? 0 }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const fee = await masterProblem(q, MASTERS.feeCode, i.Code, '/Code');
      if (fee) errors.push(fee);
      if (oneOfProblem(i.Group, SURCHARGE_GROUPS)) errors.push(fieldSays('/Group', refdataCheckWords.isOneOf(SURCHARGE_GROUPS.join(', '))));
      return errors;
    },
    usage: [],
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.surchargeTypeList}/Import`,
      A.surchargeTypeEdit,
      sheetFields([
        { key: 'Code', header: '费用代码 Fee code', required: true },
        { key: 'Group', header: '分组 Group', required: true },
        { key: 'ShowToCustomer', header: '客户可见 Shown to customer' },
        { key: 'IncludedInAllIn', header: '含于全包价 In all-in' },
        { key: 'PerContainerType', header: '按箱型 Per container type' },
        { key: 'SortOrder', header: '排序 Order' },
      ]),
      (c) => ({
        Code: c.Code!,
        Group: c.Group!,
        ShowToCustomer: yesNoCell(c.ShowToCustomer?.split(' ')[0], '客户可见 Shown to customer', true),
        IncludedInAllIn: yesNoCell(c.IncludedInAllIn?.split(' ')[0], '含于全包价 In all-in', false),
        PerContainerType: yesNoCell(c.PerContainerType?.split(' ')[0], '按箱型 Per container type', true),
        SortOrder: orderCell(c.SortOrder, '排序 Order'),
      }),
    ),
  );
  masterRoutes(fastify, rows, C.surchargeType);
}
