import type { FastifyInstance } from 'fastify';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { FEE_CATEGORIES, FeeCodeRowSchema, type FeeCodeRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { feeCodeRows } from './feeCodeService';
import { sheetFields } from './masterOutcome';
import { defineImport } from '../../http/imports';

/**
 * Fee codes (`/BasicData/CostName`, commercial.md §1.1 FeeCode, §10.4): every charge code the
 * platform knows, for billing as well as pricing — category, default basis (DCSA calculationBasis),
 * currency and payment term (PRE/COL).
 */
export function feeCodeRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<FeeCodeRow, FeeCodeRow>(fastify, db, {
    path: P.feeCodeList,
    item: FeeCodeRowSchema,
    access: A.feeCodeRead,
    exportAccess: A.feeCodeRead,
    title: 'fee-codes',
    base: () => ({
      sql: `select code as "Code", name_zh as "NameZh", name_en as "NameEn", category as "Category", default_basis as "DefaultBasis",
              coalesce(default_currency, '') as "DefaultCurrency", coalesce(default_payment_term, '') as "DefaultPaymentTerm",
              status as "Status", version as "Version" from fee_codes`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'Category', filter: 'exact', values: FEE_CATEGORIES, sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."Category", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 10 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 20 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 32 },
      { header: '类别 Category', value: (r) => r.Category, width: 14 },
      { header: '计费方式 Basis', value: (r) => r.DefaultBasis, width: 16 },
      { header: '币种 Currency', value: (r) => r.DefaultCurrency, width: 10 },
      { header: '付款 Term', value: (r) => r.DefaultPaymentTerm, width: 8 },
    ],
  });

  const rows = feeCodeRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.feeCodeList}/Import`,
      A.feeCodeEdit,
      sheetFields([
        { key: 'Code', header: '代码 Code', required: true },
        { key: 'NameZh', header: '中文名 Chinese name', required: true },
        { key: 'NameEn', header: '英文名 English name', required: true },
        { key: 'Category', header: '类别 Category', required: true },
        { key: 'DefaultBasis', header: '计费方式 Basis', required: true },
        { key: 'DefaultCurrency', header: '币种 Currency' },
        { key: 'DefaultPaymentTerm', header: '付款 Term' },
      ]),
      (c) => ({
        Code: c.Code!,
        NameZh: c.NameZh!,
        NameEn: c.NameEn!,
        Category: c.Category!,
        DefaultBasis: c.DefaultBasis!,
        DefaultCurrency: c.DefaultCurrency,
        DefaultPaymentTerm: c.DefaultPaymentTerm,
      }),
    ),
  );
  masterRoutes(fastify, rows, C.feeCode);
}
