import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { FEE_BASES, FEE_CATEGORIES, FeeCodeRowSchema, type FeeCodeRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { feeCodeProblem, normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';
import { defineImport } from '../../http/imports';

type FeeCodeInput = (typeof C.feeCode.save.input)['static'];

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

  const rows = masterRows<FeeCodeInput>(db, hub, {
    entity: 'feeCode',
    noun: 'fee code',
    nounZh: '费用代码',
    table: 'fee_codes',
    columns: {
      NameZh: 'name_zh',
      NameEn: 'name_en',
      Category: 'category',
      DefaultBasis: 'default_basis',
      DefaultCurrency: 'default_currency',
      DefaultPaymentTerm: 'default_payment_term',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      Category: normaliseCode(i.Category),
      DefaultBasis: normaliseCode(i.DefaultBasis),
      DefaultCurrency: normaliseCode(i.DefaultCurrency ?? '') || undefined,
      DefaultPaymentTerm: normaliseCode(i.DefaultPaymentTerm ?? '') || undefined,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (feeCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notFeeCode(i.Code)));
      if (!(FEE_CATEGORIES as readonly string[]).includes(i.Category))
        errors.push(fieldSays('/Category', refdataCheckWords.isOneOf(FEE_CATEGORIES.join(', '))));
      if (!(FEE_BASES as readonly string[]).includes(i.DefaultBasis)) errors.push(fieldSays('/DefaultBasis', refdataCheckWords.isOneOf(FEE_BASES.join(', '))));
      if (i.DefaultPaymentTerm && !['PRE', 'COL'].includes(i.DefaultPaymentTerm)) errors.push({ Path: '/DefaultPaymentTerm', Message: 'is PRE or COL' });
      if (i.DefaultCurrency && !(await q.query(`select 1 from currencies where code = $1 and status = 'ACTIVE'`, [i.DefaultCurrency])).length)
        errors.push(fieldSays('/DefaultCurrency', refdataCheckWords.notActiveCurrency(i.DefaultCurrency)));
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    // rates and bills will name fee codes; nothing does yet
    usage: [],
  });

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
