import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routeOf } from '../../../src/contract/call';
import { billSeriesCalls, codeCalls as C, BillCodeSeriesRowSchema, type BillCodeSeriesRow } from '../../../src/contract/refdata/codeCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { BILL_KINDS, BILL_RESETS, type BillReset, type PatternFault, patternProblem, periodOf, seqCapacity } from '../../../src/domain/refdata/billNumbers';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { companyCell, unknownCarriers } from './bookingAgencies';
import { issueBillNumber, previewBillNumber } from './billNumberIssue';
import { masterRoutes, masterRows, sendOutcome, sheetFields } from './masterRows';

type SeriesInput = (typeof C.billCodeSeries.save.input)['static'] & { Period?: string };

/**
 * B/L number series (`/DataMaintenance/BillCode`, commercial.md §1.1 BillCodeSeries): a company's
 * house B/L numbers by pattern ({PREFIX}{YY}{MM}{SEQ5}), with a counter that may start again every
 * year or month. Numbers are handed out by BillCodeSeries/Next (billNumberIssue.ts) and previewed
 * without being used by BillCodeSeries/Preview. A save states the counter as of today: the period
 * it belongs to is set to today's, so the next number takes the NextSeq just saved.
 */
export function billCodeSeriesRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<BillCodeSeriesRow, BillCodeSeriesRow>(fastify, db, {
    path: P.billCodeSeriesList,
    item: BillCodeSeriesRowSchema,
    access: A.billCodeSeriesRead,
    exportAccess: A.billCodeSeriesRead,
    title: 'bill-code-series',
    base: () => ({
      sql: `select s.id::integer as "Id", s.owner_company_id::integer as "OwnerCompanyId", c.code as "OwnerCompanyCode", c.name_zh as "OwnerCompanyName",
              s.kind as "Kind", coalesce(s.carrier_code, '') as "CarrierCode", s.prefix as "Prefix", s.pattern as "Pattern",
              s.next_seq::bigint as "NextSeq", s.reset as "Reset", s.period as "Period",
              (select count(*) from bill_numbers n where n.series_id = s.id)::integer as "Issued",
              coalesce((select n.number from bill_numbers n where n.series_id = s.id order by n.issued_at desc, n.seq desc limit 1), '') as "LastNumber",
              s.status as "Status", s.version as "Version"
            from bill_code_series s join companies c on c.id = s.owner_company_id`,
      params: [],
    }),
    columns: [
      { key: 'OwnerCompanyName', filter: 'text', sortable: true },
      { key: 'Kind', filter: 'exact', values: BILL_KINDS, sortable: true },
      { key: 'CarrierCode', filter: 'text', sortable: true },
      { key: 'Prefix', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."OwnerCompanyCode", t."Kind", t."Prefix", t."Id"',
    present: (r) => ({ ...r, NextSeq: Number(r.NextSeq) }),
    sheet: [
      { header: '所属公司 Owner', value: (r) => companyCell(r.OwnerCompanyId, r.OwnerCompanyCode), width: 20 },
      { header: '类型 Kind', value: (r) => r.Kind, width: 10 },
      { header: '船公司 Carrier', value: (r) => r.CarrierCode, width: 8 },
      { header: '前缀 Prefix', value: (r) => r.Prefix, width: 12 },
      { header: '格式 Pattern', value: (r) => r.Pattern, width: 28 },
      { header: '下一序号 Next', value: (r) => r.NextSeq, width: 10 },
      { header: '重置 Reset', value: (r) => r.Reset, width: 10 },
    ],
  });

  const rows = masterRows<SeriesInput>(db, hub, {
    entity: 'billCodeSeries',
    noun: 'B/L number series',
    nounZh: '提单号规则',
    table: 'bill_code_series',
    key: 'Id',
    columns: {
      OwnerCompanyId: 'owner_company_id',
      Kind: 'kind',
      CarrierCode: 'carrier_code',
      Prefix: 'prefix',
      Pattern: 'pattern',
      NextSeq: 'next_seq',
      Reset: 'reset',
      Period: 'period',
    },
    normalise: (i) => {
      const Reset = normaliseCode(i.Reset) as BillReset;
      return {
        ...i,
        Kind: normaliseCode(i.Kind) as SeriesInput['Kind'],
        CarrierCode: normaliseCode(i.CarrierCode ?? '') || undefined,
        Prefix: normaliseCode(i.Prefix ?? ''),
        Pattern: i.Pattern.trim().toUpperCase(),
        Reset,
        // the counter saved is today's: it belongs to today's period
        Period: periodOf(Reset, todayInShanghai()),
      };
    },
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!(BILL_KINDS as readonly string[]).includes(i.Kind)) errors.push(fieldSays('/Kind', refdataCheckWords.isOneOf(BILL_KINDS.join(', '))));
      if (!(BILL_RESETS as readonly string[]).includes(i.Reset)) errors.push(fieldSays('/Reset', refdataCheckWords.isOneOf(BILL_RESETS.join(', '))));
      const pattern = patternProblem(i.Pattern, i.Prefix ?? '');
      if (pattern) errors.push(fieldSays(pattern.path, patternSays(pattern.fault)));
      else if (i.NextSeq > seqCapacity(i.Pattern)) errors.push(fieldSays('/NextSeq', refdataCheckWords.seqTooBig(i.NextSeq, seqCapacity(i.Pattern))));
      if (i.Kind === 'MBL_HINT' && !i.CarrierCode)
        errors.push({ Path: '/CarrierCode', Message: 'is required for a master B/L hint: whose numbers it describes' });
      if (i.CarrierCode && (await unknownCarriers(q, [i.CarrierCode])).length)
        errors.push(fieldSays('/CarrierCode', refdataCheckWords.carriersUnknown(i.CarrierCode)));
      if (
        !Number.isSafeInteger(i.OwnerCompanyId) ||
        !(await q.query(`select 1 from companies where id = $1 and kind <> 'customer'`, [i.OwnerCompanyId])).length
      )
        errors.push(fieldSays('/OwnerCompanyId', refdataCheckWords.notForwarderOrProvider(i.OwnerCompanyId)));
      return errors;
    },
    // the numbers it handed out name it
    usage: [{ what: 'B/L numbers issued', zh: '已发放提单号', sql: 'select count(*) as n from bill_numbers where series_id = $1' }],
    identify: async (tx, i) =>
      i.Id ??
      (
        await tx.query<{ id: number }>(
          `select id::integer as id from bill_code_series where owner_company_id = $1 and kind = $2 and prefix = $3 and pattern = $4 order by id limit 1`,
          [i.OwnerCompanyId, i.Kind, i.Prefix ?? '', i.Pattern],
        )
      )[0]?.id,
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.billCodeSeriesList}/Import`,
      A.billCodeSeriesEdit,
      sheetFields([
        { key: 'Owner', header: '所属公司 Owner', required: true },
        { key: 'Kind', header: '类型 Kind', required: true },
        { key: 'CarrierCode', header: '船公司 Carrier' },
        { key: 'Prefix', header: '前缀 Prefix' },
        { key: 'Pattern', header: '格式 Pattern', required: true },
        { key: 'NextSeq', header: '下一序号 Next', required: true },
        { key: 'Reset', header: '重置 Reset' },
      ]),
      (c) => {
        const owner = /^\s*(\d{1,15})(\s|$)/.exec(c.Owner ?? '');
        if (!owner) throw new Error(`Owner "${c.Owner}" is no company id (as exported: "1 PLATFORM")`);
        const next = Number(c.NextSeq);
        if (!Number.isSafeInteger(next) || next < 1) throw new Error(`NextSeq "${c.NextSeq}" is no whole number from 1`);
        return {
          OwnerCompanyId: Number(owner[1]),
          Kind: c.Kind! as SeriesInput['Kind'],
          CarrierCode: c.CarrierCode,
          Prefix: c.Prefix,
          Pattern: c.Pattern!,
          NextSeq: next,
          Reset: (c.Reset || 'NEVER') as BillReset,
        };
      },
    ),
  );
  masterRoutes(fastify, rows, C.billCodeSeries);

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(billSeriesCalls.next.path, routeOf(billSeriesCalls.next), async (q, r) =>
    sendOutcome(r, await issueBillNumber(db, q.actor!, q.body.SeriesId, todayInShanghai())),
  );
  app.get(billSeriesCalls.preview.path, routeOf(billSeriesCalls.preview), async (q, r) =>
    sendOutcome(r, await previewBillNumber(db, q.query.Id, todayInShanghai())),
  );
}

/** A pattern's or prefix's fault in the person's words (refdataCheckWords), with the values it names. */
function patternSays(f: PatternFault): Bilingual {
  const W = refdataCheckWords;
  switch (f.kind) {
    case 'token':
      return W.patternToken(f.name);
    case 'literal':
      return W.patternLiteral(f.text);
    case 'seqCount':
      return f.many ? W.patternSeqMany : W.patternSeqNone;
    case 'prefix':
      return W.notPrefix(f.prefix);
    case 'prefixEmpty':
      return W.prefixNeeded;
    case 'tooLong':
      return W.patternTooLong(f.length, f.max);
  }
}
