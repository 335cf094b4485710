import type { Queryable } from '../../db/types';
import { entriesOfList } from './repository';

/**
 * What the code lists offer other modules (issue 51): a code's label and a list's entries, read by
 * the list's code (`INCOTERMS`, `CUTOFF` …). A module that reads a list declares it in readers.ts,
 * so the screen can say who reads it and refuse deleting a code in use.
 */

export interface CodeEntryOut {
  code: string;
  zh: string;
  en: string;
  active: boolean;
  remarks: string;
}

/** A list's entries in their order (the inactive ones too, marked: old records may name them). */
export async function codeEntries(q: Queryable, list: string): Promise<CodeEntryOut[]> {
  return (await entriesOfList(q, list)).map((e) => ({ code: e.code, zh: e.nameZh, en: e.nameEn, active: e.active, remarks: e.remarks }));
}

/** A code's label in the language asked (the Chinese one where no English was written); the code itself when the list lacks it. */
export async function codeLabel(q: Queryable, list: string, code: string, lang: 'zh' | 'en'): Promise<string> {
  const e = (await codeEntries(q, list)).find((x) => x.code === code.trim().toUpperCase());
  if (!e) return code;
  return lang === 'en' ? e.en || e.zh : e.zh;
}

export type { CodeListReader } from './readers';
