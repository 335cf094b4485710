import type { Access } from '../../../src/contract/access';
import { refdataCheckWords, refdataRefusalWords } from '../../../src/contract/refdata/words';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { no } from '../../platform/refusal';
import { baseCurrency } from './currencyRepository';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import { isCalendarDate, rateFault } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import type { ImportSpec } from '../../http/imports';
import { recordChange } from '../../platform/audit/record';
import type { Actor } from '../../platform/access/grants';
import { sheetFields, type MasterOutcome } from './masterOutcome';
import { currenciesOfPair, insertExchangeRate, lockCurrency, overlappingWindow } from './exchangeRateSaveRepository';

type RateInput = (typeof C.exchangeRateSave.input)['static'];

/** A stored date as YYYY-MM-DD. */
export const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/** What is wrong with a rate window (the currencies known and active, into the base currency, a rate > 0), or the cleaned input. */
async function checkRate(q: Queryable, raw: RateInput): Promise<FieldError[] | RateInput> {
  const input = { ...raw, FromCode: raw.FromCode.trim().toUpperCase(), ToCode: raw.ToCode.trim().toUpperCase(), Rate: raw.Rate.trim() };
  const errors: FieldError[] = [];
  const fault = rateFault(input.Rate);
  if (fault === 'shape') errors.push(fieldSays('/Rate', refdataCheckWords.notRate));
  else if (fault) errors.push({ Path: '/Rate', Message: '> 0' });
  for (const f of ['ValidFrom', 'ValidTo'] as const) if (!isCalendarDate(input[f])) errors.push({ Path: `/${f}`, Message: 'is no calendar date' });
  if (!errors.length && input.ValidTo < input.ValidFrom) errors.push({ Path: '/ValidTo', Message: 'is before ValidFrom' });
  const currencies = await currenciesOfPair(q, input.FromCode, input.ToCode);
  const from = currencies.find((c) => c.code === input.FromCode);
  const to = currencies.find((c) => c.code === input.ToCode);
  if (from?.status !== 'ACTIVE') errors.push(fieldSays('/FromCode', refdataCheckWords.notActiveCurrency(input.FromCode)));
  if (!to?.is_base) errors.push({ Path: '/ToCode', Message: 'must be the base currency: rates convert into it' });
  if (input.FromCode === input.ToCode) errors.push({ Path: '/FromCode', Message: 'is the base currency itself' });
  return errors.length ? errors : input;
}

/** The window of the pair and kind that overlaps a checked input, as a refusal's words (R1.4); none when it is free. Locks the pair. */
async function overlap(tx: Queryable, input: RateInput): Promise<Bilingual | undefined> {
  // one pair's windows are added one at a time: the currency row is the lock
  await lockCurrency(tx, input.FromCode);
  const clash = await overlappingWindow(tx, {
    fromCode: input.FromCode,
    toCode: input.ToCode,
    kind: input.Kind,
    validFrom: input.ValidFrom,
    validTo: input.ValidTo,
  });
  return clash && refdataRefusalWords.rateOverlap(input.Kind, input.FromCode, iso(clash.valid_from), iso(clash.valid_to));
}

/** Adds a checked window that overlaps none, with its change-log entry. */
async function insertRate(tx: Queryable, actor: Actor, input: RateInput): Promise<number> {
  const id = await insertExchangeRate(tx, input, actor.id);
  await recordChange(tx, actor, { entity: 'exchangeRate', entityId: id, action: 'created', companyId: null, detail: input });
  return Number(id);
}

/** Adds a rate window (R1.4): checked, then stored unless it overlaps (a rate is never edited: a new window is added). */
export async function saveRate(db: Db, actor: Actor, raw: RateInput): Promise<MasterOutcome<{ Id: number }>> {
  const checked = await checkRate(db, raw);
  if (Array.isArray(checked))
    return { ok: false, status: 400, code: 'INVALID', message: checked.map((e) => `${e.Path.slice(1)} ${e.Message}`).join('; '), errors: checked };
  return db.transaction(async (tx): Promise<MasterOutcome<{ Id: number }>> => {
    const clash = await overlap(tx, checked);
    if (clash) return no('RATE_OVERLAP', clash.en, clash.zh);
    return { ok: true, value: { Id: await insertRate(tx, actor, checked) } };
  });
}

const KINDS = ['MONTHLY_BOOK', 'DAILY'] as const;
const SOURCES = ['BOC', 'MANUAL'] as const;
/** A sheet's choice cell in capitals, its default when empty; refused when it is none of the choices. */
function choice<T extends string>(cell: string | undefined, choices: readonly T[], fallback: T, header: string): T {
  const value = (cell ?? '').trim().toUpperCase() || fallback;
  if (!(choices as readonly string[]).includes(value)) throw new Error(`${header} "${cell}" is one of ${choices.join(', ')}`);
  return value as T;
}

/**
 * The month's rates from a sheet (`ExchangeRate/List/Import`): the exchange-rate export's columns; To
 * is the base currency when empty, Kind MONTHLY_BOOK and Source MANUAL. Each row is a window, checked
 * and refused like a single save (an overlapping row, one overlapping a row above it too).
 */
export function rateImportSpec(path: string, access: Access): ImportSpec<RateInput> {
  return {
    path,
    access,
    fields: sheetFields([
      { key: 'FromCode', header: '币种 From', required: true },
      { key: 'ToCode', header: '兑 To' },
      { key: 'Kind', header: '类型 Kind' },
      { key: 'Rate', header: '汇率 Rate', required: true },
      { key: 'ValidFrom', header: '起 From date', required: true },
      { key: 'ValidTo', header: '止 To date', required: true },
      { key: 'Source', header: '来源 Source' },
    ]),
    async check(tx, _actor, c, lang) {
      let raw: RateInput;
      try {
        const base = await baseCurrency(tx);
        raw = {
          FromCode: c.FromCode!,
          ToCode: c.ToCode || base,
          Kind: choice(c.Kind, KINDS, 'MONTHLY_BOOK', '类型 Kind'),
          Rate: c.Rate!,
          ValidFrom: c.ValidFrom!.trim(),
          ValidTo: c.ValidTo!.trim(),
          Source: choice(c.Source, SOURCES, 'MANUAL', '来源 Source'),
        };
      } catch (e) {
        return [(e as Error).message];
      }
      const checked = await checkRate(tx, raw);
      if (Array.isArray(checked)) return checked.map((e) => fieldErrorText(e, 'refdata', lang));
      const clash = await overlap(tx, checked);
      // the row's reason stays the English one (tests/api/refdata/masterImports.test.ts reads it so; issue 33 left the import's words as they were)
      return clash ? [clash.en] : checked;
    },
    async write(tx, actor, input) {
      await insertRate(tx, actor, input);
    },
  };
}
