import type { Bilingual } from '../../../src/i18n/bilingual';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { Queryable } from '../../db/types';
import { activePlatformStaff, enabledCodes, masterStatus } from './dictionaryChecksRepository';

/** A master table a dictionary row stands on: where its key lives and how it is named in messages. */
interface Master {
  table: string;
  column: string;
  what: string;
  /** The master named in both languages, in the check's words. */
  words: Bilingual;
  /** Where people add or enable it. */
  page: string;
}

export const MASTERS = {
  carrier: { words: { zh: '船公司', en: 'carrier' }, table: 'carriers', column: 'code', what: 'carrier', page: '船公司 /BasicData/ShippingCompany' },
  port: { words: { zh: '港口', en: 'port' }, table: 'ports', column: 'code', what: 'port', page: '世界港口 /BasicData/GlobleHaven' },
  terminal: { words: { zh: '码头', en: 'terminal' }, table: 'terminals', column: 'id', what: 'terminal', page: '港区码头 /BasicData/Wharf' },
  feeCode: { words: { zh: '费用名称', en: 'fee code' }, table: 'fee_codes', column: 'code', what: 'fee code', page: '费用名称 /BasicData/CostName' },
  tradeLane: { words: { zh: '航线', en: 'trade lane' }, table: 'trade_lanes', column: 'code', what: 'trade lane', page: '航线 /BasicData/Line' },
} as const satisfies Record<string, Master>;

/**
 * A dictionary row overlays one master row (commercial.md §1.1, 1:1): the master must exist and be
 * enabled (R1.7: a disabled code is hidden from new rates). Answers the field's error, or none.
 */
export async function masterProblem(q: Queryable, master: Master, key: string | number, path: string): Promise<FieldError | undefined> {
  const status = await masterStatus(q, master.table, master.column, key);
  if (status === undefined) return fieldSays(path, refdataCheckWords.noMaster(master.words.zh, master.words.en, key, master.page));
  if (status !== 'ACTIVE') return fieldSays(path, refdataCheckWords.masterDisabled(master.words.zh, master.words.en, key, master.page));
  return undefined;
}

/** The codes of `codes` that are no enabled row of the master table (arrays have no foreign key). */
export async function unknownCodes(q: Queryable, table: 'carriers' | 'ports', codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const found = await enabledCodes(q, table, codes);
  return codes.filter((c) => !found.has(c));
}

/** The ids of `ids` that are no active employee of the platform (maintainers of rates are platform staff). */
export async function unknownStaff(q: Queryable, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await activePlatformStaff(q, ids);
  return ids.filter((i) => !found.has(i));
}
