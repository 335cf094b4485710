import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { packingActionWords, packingRefusalWords as W } from '../../../src/contract/packing/words';
import type { PklAction } from '../../../src/contract/packing/schemas';
import { type Lang, type PklProblemCode, type Problem, renderPkl } from '../../../src/domain/packing/messages';
import { pklStatusWords } from '../../../src/domain/packing/words';
import { placeTime } from '../../../src/domain/refdata/localTimes';
import type { PklStatus } from '../../../src/domain/packing/status';
import { asWritten, missing, no } from '../../platform/refusal';
import type { Outcome } from '../../http/outcome';
import type { Bilingual } from '../../../src/i18n/bilingual';

/**
 * The packing lists' refusals, each a 400 with its `Code` and its words in both languages (or the
 * 404 of another company's packing list): the services say `return notPkl()` or
 * `return wrongState(pkl, 'open')` and nothing is written.
 */

export const notPkl = <T>(): Outcome<T> => missing<T>(W.notFound.en, W.notFound.zh);

/** A refusal in words written once (packingRefusalWords), with the field it is about. */
export const said = <T>(code: string, words: Bilingual, path?: string): Outcome<T> =>
  asWritten(no<T>(code, words.en, words.zh, path ? [fieldSays(path, words)] : undefined));

/** pkl.state: the move is not in PKL_MOVES from this state for this person; pkl.locked after gate-in. */
export function wrongState<T>(pkl: { pkl_no: string | null; id: number; pkl_status: number }, action: PklAction): Outcome<T> {
  const no = pkl.pkl_no ?? `#${pkl.id}`;
  if (pkl.pkl_status === 7) {
    const words = { zh: renderPkl('pkl.locked', {}, 'zh'), en: renderPkl('pkl.locked', {}, 'en') };
    return said('pkl.locked', words);
  }
  return said('pkl.state', W.state(no, pklStatusWords[pkl.pkl_status as PklStatus] ?? pkl.pkl_status, packingActionWords[action]));
}

/** The version the person edited is not the stored one: who changed it since, and when. */
export const staleVersion = <T>(last: { by: string; at: string } | undefined): Outcome<T> =>
  said('pkl.stale', W.stale(last?.by ?? '—', last ? placeTime(last.at) : '—'), '/VERSION');

/**
 * A problem of the domain check as a field error on the wire: its Path, Code and Params kept (the
 * screens mark the cell by them), its Message in the request's language.
 */
const say = (p: Problem, lang: Lang) => renderPkl(p.Code as PklProblemCode, (p.Params ?? {}) as Record<string, string | number>, lang);
export const problemError = (p: Problem, lang: Lang): FieldError => ({
  Path: p.Path,
  Message: say(p, lang),
  Code: p.Code,
  ...(p.Params ? { Params: p.Params } : {}),
});

/**
 * The check's errors as one refusal: its Code is the first error's (pkl.cnno.checkDigit,
 * pkl.slots.over, pkl.cutoff.passed …), every error in `Errors`; warnings never refuse.
 */
export function refusedByCheck<T>(problems: readonly Problem[], lang: Lang, lead?: Bilingual): Outcome<T> | undefined {
  const errors = problems.filter((p) => !p.Severity);
  if (!errors.length) return undefined;
  const first = errors[0]!;
  const zh = lead ? `${lead.zh}${say(first, 'zh')}` : say(first, 'zh');
  const en = lead ? `${lead.en} ${say(first, 'en')}` : say(first, 'en');
  return no<T>(
    first.Code,
    en,
    zh,
    errors.map((p) => problemError(p, lang)),
  );
}
