import type { SiProblem, SiRecord, SiSourceData } from '../../contract/si';
import { checkContainers } from './bookingContainers';
import { type BookingCheckOptions, type CheckOptions, context } from './checkContext';
import { checkOne } from './checkRecord';
import type { SiLang } from './messages';
import { weightWarnings } from './weights';

// the check's entry: what the SI screens, the server's si module and the other domains (through public.ts) read from here
export { blockOverflows, isToOrder, LINE_LIMITS, LINE_WIDTH } from './checkRecord';
export type { BookingCheckOptions, CheckOptions } from './checkContext';

/**
 * The check of one SI (issue 6): parties, containers (ISO 6346, type, seal), HS codes, B/L line
 * limits, UN/LOCODE places among the known ports, package codes among the known ones, and the
 * sums of details into boxes and boxes into the SI. The same module runs in the browser for
 * instant feedback and on the server as the authority.
 */
export function checkSi(si: SiRecord, base = '', options: CheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  checkOne(ctx, si, base);
  return out;
}

/**
 * The check of one submission from one booking: each SI, then the booking's containers — each
 * booked container on exactly one live SI, counting those already on the booking's stored SIs
 * (see `checkContainers`).
 */
export function checkSubmission(drafts: SiRecord[], booking?: SiSourceData, options: BookingCheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  for (const [i, d] of drafts.entries()) checkOne(ctx, d, `/TDBLInfos/${i}`);
  // validate-only records (SITYPE 3) are checked but never stored: they take no container, and
  // each is checked against the booking on its own
  const entries = drafts.map((record, i) => ({ record, base: `/TDBLInfos/${i}` }));
  const used = options.used ?? booking?.UsedContainers ?? [];
  if (booking) {
    const stored = entries.filter((d) => d.record.TBI_SITYPE !== 3);
    if (stored.length) checkContainers(ctx, stored, booking, used, '/TDBLInfos');
    for (const only of entries.filter((d) => d.record.TBI_SITYPE === 3)) checkContainers(ctx, [only], booking, used, only.base, undefined, false);
  }
  return out;
}

/**
 * The check of an edit of a stored SI (ModifyTDBillLadingInfo): the SI, then its containers
 * against the booking and the booking's other live SIs (`used` must not hold the SI edited).
 */
export function checkModification(next: SiRecord, previous: SiRecord, booking: SiSourceData, options: BookingCheckOptions = {}): SiProblem[] {
  const { out, ctx } = context(options);
  checkOne(ctx, next, '');
  const used = options.used ?? (booking.UsedContainers ?? []).filter((u) => next.Id === undefined || u.SiId !== next.Id);
  checkContainers(ctx, [{ record: next, base: '' }], booking, used, '/Boxes', previous);
  return out;
}

/**
 * The warnings of drafts or stored SIs (Severity 'warning'): implausible weights (see
 * weights.ts). Kept apart from the errors above, which refuse: callers that refuse on any problem
 * of checkSi/checkSubmission/checkModification are unchanged, and show these beside them.
 */
export function checkWarnings(records: readonly SiRecord[], base: (i: number) => string = () => '', lang: SiLang = 'zh'): SiProblem[] {
  return records.flatMap((r, i) => weightWarnings(r, base(i), lang));
}

/**
 * The warnings of a submission's drafts, with the paths checkSubmission uses (`/TDBLInfos/0/…`):
 * what CheckTDBillLadingInfo answers after the errors, and a submission's answer carries.
 */
export function submissionWarnings(drafts: readonly SiRecord[], lang: SiLang = 'zh'): SiProblem[] {
  return checkWarnings(drafts, (i) => `/TDBLInfos/${i}`, lang);
}
