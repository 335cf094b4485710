import { isChinaFiling } from '../../../src/domain/manifest/check';
import type { ManifestDue } from '../../../src/contract/manifest';
import { type ApplyingFiling, filingsFor } from '../../../src/domain/manifest/applies';
import { manifestErrors } from '../../../src/domain/manifest/check';
import { manifestDeadline } from '../../../src/domain/manifest/deadline';
import { MFT_STATUS, type MftStatus } from '../../../src/domain/manifest/status';
import { mftDueWords, mftFilingWords, mftStageWords, mftStatusWords } from '../../../src/domain/manifest/words';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { plannedLoading } from './bookingFactsRepository';
import { bookingFacts } from '../booking/public';
import { liveManifestIds, manifestsByIds, type StoredManifest } from './repository';
import { configOf, deadlineHoursOf, judge } from './rules';
import { dataOf } from './manifestData';
import { type Requester, scopeOf } from './requester';

/** A filing as the screens name it (中国出口预配舱单, US AMS …), never its code. */
const filingSaid = (filing: string, lang: 'zh' | 'en') => mftFilingWords[filing as keyof typeof mftFilingWords]?.[lang] ?? filing;

/**
 * Per B/L of a booking, what is due when and what is missing across the regimes that apply to it (the
 * gap of operations.md §7.7): the filings its route needs (src/domain/manifest/applies.ts), each
 * manifest judged as for sending, and a "not made" line for each needed filing of each B/L nobody has
 * made yet — its deadline counted in hours back from the booking's planned loading.
 */
type Line = ManifestDue['Lines'][number];
type Lang = 'zh' | 'en';
type Judged = Awaited<ReturnType<typeof judge>>;

const STATE_NAMES = Object.fromEntries(Object.entries(MFT_STATUS).map(([k, v]) => [v, k])) as Record<MftStatus, string>;
const ORDER = ['CN_EXPORT', 'CN_IMPORT', 'US_AMS', 'US_ISF', 'EU_ENS', 'JP_AFR'];
const rank = (f: string) => (ORDER.includes(f) ? ORDER.indexOf(f) : ORDER.length);

/** "due in 20 h" / "3 h late" / "deadline unknown": hours from the loading time, one decimal. */
function when(left: number | null, lang: Lang) {
  if (left === null) return lang === 'zh' ? '截止时间未知' : 'deadline unknown';
  if (left < 0) return lang === 'zh' ? `已超时 ${-left} 小时` : `${-left} h late`;
  return lang === 'zh' ? `${left} 小时后截止` : `due in ${left} h`;
}

/** The short part of a line (without the filing and the B/L): the Bills line joins these. */
function saying(l: Line, stage: string | undefined, lang: Lang) {
  if (l.ManifestId === null)
    return `${lang === 'zh' ? mftDueWords.notMade.zh : mftDueWords.notMade.en}${lang === 'zh' ? '，' : ', '}${when(l.HoursLeft, lang)}`;
  // a foreign filing has no terminal stages (运抵 … are China's): accepted is all its line says
  if (stage !== undefined) return lang === 'zh' ? `海关已接受${stage ? `（${stage}）` : ''}` : `accepted by customs${stage ? ` (${stage})` : ''}`;
  const n = l.Missing.length;
  if (lang === 'zh') return `${when(l.HoursLeft, 'zh')}${n ? `；缺少 ${n} 项：${l.Missing.slice(0, 3).join(' ')}` : ''}`;
  return `${when(l.HoursLeft, 'en')}${n ? `; ${n} missing` : ''}`;
}

export function manifestDueService(db: Db) {
  return async function due(r: Requester & { kind: 'employee' }, cgoId: string, now = new Date()): Promise<Outcome<ManifestDue>> {
    const booking = await bookingFacts(db, cgoId, scopeOf(r));
    if (!booking) return { ok: false, status: 404, message: 'No such booking.', zh: '没有这个订舱记录。' };
    const ms = await manifestsByIds(db, await liveManifestIds(db, cgoId), null);
    const first = (f: (m: (typeof ms)[number]) => string | undefined) => ms.map(f).find((v) => v?.trim()) ?? '';
    const applying: ApplyingFiling[] = filingsFor({
      loading: booking.loading_code || first((m) => m.MFT_LOADING_CODE),
      discharge: booking.discharge_code || first((m) => m.MFT_DISCHARGE_CODE),
      delivery: booking.delivery_code || first((m) => m.MFT_DELIVERY_CODE),
      transshipment: first((m) => m.MFT_TS_CODE),
    });
    const why = new Map(applying.map((a) => [a.Filing as string, a.Why]));
    const lines: Line[] = [];
    const stages = new Map<Line, Record<Lang, string>>();

    for (const m of ms) {
      const v = await judge(db, dataOf(m), { companyId: m.COMPANYID, lang: r.lang, forSend: true, now });
      const { line, stage } = madeLine(m, v, why);
      if (stage) stages.set(line, stage);
      lines.push(line);
    }

    // each B/L the booking has (its manifests' lowest B/Ls, else the master) × each filing its route needs
    const houses = [...new Set(ms.filter((m) => m.MFT_HBL_NO).map((m) => m.MFT_HBL_NO))];
    const bills = [...new Set(lines.map((l) => l.BlNo))];
    if (!bills.length) bills.push(booking.mbl_no ?? '');
    const loadingAt = await plannedLoading(db, cgoId);
    for (const a of applying) {
      const config = await configOf(db, booking.company_id, { MFT_FILING: a.Filing, MFT_CARRIER: booking.carrier, MFT_LOADING_CODE: booking.loading_code });
      const hours = deadlineHoursOf(config, a.Filing);
      for (const bl of bills) {
        if (lines.some((l) => l.Filing === a.Filing && l.BlNo === bl)) continue;
        // ISF is filed per lowest B/L: the master of a booking with house bills needs none
        if (a.Filing === 'US_ISF' && bl === booking.mbl_no && houses.length) continue;
        const at = lines.find((l) => l.BlNo === bl && l.LoadingAt)?.LoadingAt ?? loadingAt;
        lines.push(notMadeLine(a, bl, at, hours, now));
      }
    }

    lines.sort((a, b) => a.BlNo.localeCompare(b.BlNo) || rank(a.Filing) - rank(b.Filing));
    for (const l of lines) {
      const stage = stages.get(l);
      // the line's filing is shown beside it (its Filing); the bill's one line below names each
      l.Zh = `${l.BlNo}：${saying(l, stage?.zh, 'zh')}`;
      l.En = `${l.BlNo}: ${saying(l, stage?.en, 'en')}`;
    }
    const perBill = billLines(lines, stages);
    return { ok: true, value: { CGO_ID: cgoId, Filings: applying.map((a) => a.Filing), Lines: lines, Bills: perBill } };
  };
}

/** The line of a manifest made: judged as for sending, its state, what is missing; accepted ones carry their stage (China's terminal stages). */
function madeLine(m: StoredManifest, v: Judged, why: Map<string, { zh: string; en: string }>): { line: Line; stage: Record<Lang, string> | undefined } {
  const errors = manifestErrors(v.problems);
  const stage = m.MFT_STATUS === MFT_STATUS.ACCEPTED ? (isChinaFiling(m.MFT_FILING) ? mftStageWords[m.MFT_STAGE] : { zh: '', en: '' }) : undefined;
  const state = mftStatusWords[m.MFT_STATUS as MftStatus];
  const line: Line = {
    Filing: m.MFT_FILING,
    BlNo: m.MFT_HBL_NO || m.MFT_MBL_NO || '',
    ManifestId: m.Id,
    MFT_STATUS: m.MFT_STATUS,
    DueAt: v.deadline.At,
    HoursLeft: v.deadline.HoursLeft,
    Zh: '',
    En: '',
    Missing: [...new Set(errors.map((p) => p.Message))],
    MissingCodes: [...new Set(errors.map((p) => p.Code))],
    Hours: v.deadline.Hours,
    LoadingAt: m.MFT_LOADING_AT ? new Date(m.MFT_LOADING_AT).toISOString() : null,
    Late: v.deadline.Late && !stage,
    State: STATE_NAMES[m.MFT_STATUS as MftStatus] ?? String(m.MFT_STATUS),
    StateZh: state?.zh ?? '',
    StateEn: state?.en ?? '',
    WhyZh: why.get(m.MFT_FILING)?.zh ?? '',
    WhyEn: why.get(m.MFT_FILING)?.en ?? '',
  };
  return { line, stage };
}

/** The line of a filing nobody has made for a B/L yet: its deadline counted back from the loading. */
function notMadeLine(a: ApplyingFiling, bl: string, at: string | null, hours: number, now: Date): Line {
  const d = manifestDeadline(at, hours, now);
  return {
    Filing: a.Filing,
    BlNo: bl,
    ManifestId: null,
    MFT_STATUS: null,
    DueAt: d.At,
    HoursLeft: d.HoursLeft,
    Zh: '',
    En: '',
    Missing: [],
    MissingCodes: [],
    Hours: hours,
    LoadingAt: at,
    Late: d.Late,
    State: 'NOT_MADE',
    StateZh: mftDueWords.notMade.zh,
    StateEn: mftDueWords.notMade.en,
    WhyZh: a.Why.zh,
    WhyEn: a.Why.en,
  };
}

/** One line per B/L: its filings, the next deadline of those still open, and what each says. */
function billLines(lines: Line[], stages: Map<Line, Record<Lang, string>>): ManifestDue['Bills'] {
  return [...new Set(lines.map((l) => l.BlNo))].map((bl) => {
    const own = lines.filter((l) => l.BlNo === bl);
    const open = own.filter((l) => !stages.has(l));
    const next =
      open
        .map((l) => l.DueAt)
        .filter((at): at is string => !!at)
        .sort()[0] ?? null;
    return {
      BlNo: bl,
      Filings: own.map((l) => l.Filing),
      NextDueAt: next,
      Late: open.some((l) => l.Late),
      Zh: `${bl}：${own.map((l) => `${filingSaid(l.Filing, 'zh')} ${saying(l, stages.get(l)?.zh, 'zh')}`).join('；')}`,
      En: `${bl}: ${own.map((l) => `${filingSaid(l.Filing, 'en')} ${saying(l, stages.get(l)?.en, 'en')}`).join('; ')}`,
    };
  });
}
