import { codeListCodeWords as C, codeListRefusalWords as W, codeProblemWords } from '../../../src/contract/codeLists/words';
import { normaliseCode } from '../../../src/domain/codeLists/code';
import type { Outcome } from '../../http/outcome';
import { badInput, missing, no } from '../../platform/refusal';

/** The code lists' refusals, each said once (400 with a Code, or 404 for what is not there). */
export const noList = <T>(): Outcome<T> => missing<T>(W.noList.en, W.noList.zh);
export const noEntry = <T>(): Outcome<T> => missing<T>(W.noEntry.en, W.noEntry.zh);
export const stale = <T>(): Outcome<T> => no<T>('STALE', W.stale.en, W.stale.zh);
export const systemFixed = <T>(): Outcome<T> => no<T>('SYSTEM_FIXED', W.systemCode.en, W.systemCode.zh);
export const systemList = <T>(): Outcome<T> => no<T>('SYSTEM_FIXED', W.systemList.en, W.systemList.zh);
export const duplicate = <T>(code: string): Outcome<T> => no<T>('DUPLICATE_CODE', C.duplicate(code).en, C.duplicate(code).zh);
export const duplicateList = <T>(code: string): Outcome<T> => no<T>('DUPLICATE_CODE', C.duplicateList(code).en, C.duplicateList(code).zh);
/** One field's refusal with its Code (badInput's answer carries none). */
const fieldRefusal = <T>(path: string, code: string, w: { en: string; zh: string }): Outcome<T> => {
  const o = badInput<T>(path, w.en, w.zh);
  return o.ok ? o : { ...o, code };
};
export const noNameZh = <T>(): Outcome<T> => fieldRefusal<T>('/NameZh', 'BAD_NAME', W.nameZh);

/** The typed code as kept, or its 400 BAD_CODE naming the Code field. */
export function codeOrRefusal(typed: string): { code: string } | { refused: Outcome<never> } {
  const n = normaliseCode(typed);
  if ('code' in n) return n;
  const w = codeProblemWords[n.problem];
  return { refused: fieldRefusal<never>('/Code', 'BAD_CODE', w) };
}
