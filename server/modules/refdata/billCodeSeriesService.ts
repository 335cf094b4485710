import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { codeCalls as C } from '../../../src/contract/refdata/codeCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { BILL_KINDS, BILL_RESETS, type BillReset, type PatternFault, patternProblem, periodOf, seqCapacity } from '../../../src/domain/refdata/billNumbers';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { billSeriesIdOf, isForwarderOrProvider, unknownCarriers } from './masterRepository';
import { masterRows } from './masterService';

export type SeriesInput = (typeof C.billCodeSeries.save.input)['static'] & { Period?: string };

/**
 * B/L number series' rows (commercial.md §1.1 BillCodeSeries): a company's house B/L numbers by
 * pattern ({PREFIX}{YY}{MM}{SEQ5}), with a counter that may start again every year or month. A save
 * states the counter as of today: the period it belongs to is set to today's, so the next number
 * takes the NextSeq just saved.
 */
export function billCodeSeriesRows(db: Db, hub: LiveHub) {
  return masterRows<SeriesInput>(db, hub, {
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
      if (!Number.isSafeInteger(i.OwnerCompanyId) || !(await isForwarderOrProvider(q, i.OwnerCompanyId)))
        errors.push(fieldSays('/OwnerCompanyId', refdataCheckWords.notForwarderOrProvider(i.OwnerCompanyId)));
      return errors;
    },
    // the numbers it handed out name it
    usage: [{ what: 'B/L numbers issued', zh: '已发放提单号', sql: 'select count(*) as n from bill_numbers where series_id = $1' }],
    identify: async (tx, i) => i.Id ?? (await billSeriesIdOf(tx, i)),
  });
}

/** A line of the list's sheet (`BillCodeSeries/List/Import`) as a save's input: the owner as exported ("1 PLATFORM"), the counter a whole number. */
export function seriesOfSheetLine(c: Record<string, string>): SeriesInput {
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
