import type { Bilingual } from '../../i18n/bilingual';
import { ruleWords as W } from '../../contract/houseBill/words';
import { MFT_STATUS, mftFilingWords, type MftStatus, mftStatusWords } from '../manifest/public';

/**
 * The bills' rules (operations.md §10.6) as pure functions: each answers the problems it finds, each
 * with a code and its words in both languages (a refusal lists them all, never only the first).
 */
export interface BillProblem {
  Code: string;
  Words: Bilingual;
}

const p = (Code: string, Words: Bilingual): BillProblem => ({ Code, Words });
export const fillWords = (w: Bilingual, v: Record<string, string | number>): Bilingual => ({
  zh: w.zh.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? '')),
  en: w.en.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? '')),
});

export type HblType = 'BOL' | 'SWB';
export type ReleaseType = 'ORIGINAL' | 'TELEX RELEASE' | 'SEAWAY BILL';

/** hbl.toorder: to order → a notify party; SWB ⇔ SEAWAY BILL, never to order, 0 originals; a BOL 1–3 originals. */
export function toOrderProblems(h: { type: HblType; releaseType: ReleaseType; toOrder: boolean; originals: number; notify: string }): BillProblem[] {
  const out: BillProblem[] = [];
  if (h.toOrder && !h.notify.trim()) out.push(p('hbl.toorder.notify', W.toOrderNotify));
  if (h.type === 'SWB') {
    if (h.releaseType !== 'SEAWAY BILL') out.push(p('hbl.toorder.swbRelease', W.swbRelease));
    if (h.toOrder) out.push(p('hbl.toorder.swbToOrder', W.swbToOrder));
    if (h.originals !== 0) out.push(p('hbl.toorder.swbOriginals', W.swbOriginals));
  } else {
    if (h.releaseType === 'SEAWAY BILL') out.push(p('hbl.toorder.bolRelease', W.bolRelease));
    if (h.originals < 1 || h.originals > 3) out.push(p('hbl.toorder.bolOriginals', W.bolOriginals));
  }
  return out;
}

/** What hbl.issue reads, gathered by the server. Dates are calendar days (YYYY-MM-DD). */
export interface IssueFacts {
  siStatus: number;
  /** The SI's container numbers. */
  containers: readonly string[];
  /** Containers with an actual LOAD (shipped on board). */
  loaded: readonly string[];
  /** The MBL's on-board date, when its issue is recorded. */
  mblOnBoard: string | null;
  /** The vessel's actual departure (calendar day), when known. */
  atd: string | null;
  issueDate: string;
  onBoardDate: string;
  placeOfIssue: string;
  /**
   * The filings on the bill's route whose manifest configuration requires the house level first
   * (`MCF_REQUIRE_HOUSE`), each with its live house-level manifest of this bill, if any.
   */
  houseFilings?: readonly { filing: string; manifest: { no: string; status: number } | null }[];
}

const dayMs = 86_400_000;
const day = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);

/** hbl.issue: every prerequisite not met, each named. */
export function issueProblems(f: IssueFacts): BillProblem[] {
  const out: BillProblem[] = [];
  if (f.siStatus !== 2) out.push(p('hbl.issue.siApproved', W.siNotApproved));
  if (!f.placeOfIssue.trim()) out.push(p('hbl.issue.place', W.placeOfIssue));
  const loaded = new Set(f.loaded.map((c) => c.toUpperCase()));
  const notLoaded = f.containers.filter((c) => !loaded.has(c.toUpperCase()));
  if (notLoaded.length && !f.mblOnBoard) out.push(p('hbl.issue.onBoard', fillWords(W.notLoaded, { list: notLoaded.join(', ') })));
  if (day(f.onBoardDate) > day(f.issueDate)) out.push(p('hbl.issue.onBoardAfterIssue', W.onBoardAfterIssue));
  if (f.atd && day(f.onBoardDate) < day(f.atd) - dayMs) out.push(p('hbl.issue.onBoardBeforeAtd', fillWords(W.onBoardBeforeAtd, { atd: f.atd.slice(0, 10) })));
  for (const h of f.houseFilings ?? []) {
    if (h.manifest?.status === MFT_STATUS.ACCEPTED) continue;
    const filing = mftFilingWords[h.filing as keyof typeof mftFilingWords] ?? { zh: h.filing, en: h.filing };
    if (!h.manifest) {
      out.push(
        p('hbl.issue.houseManifest', {
          zh: fillWords(W.houseManifestMissing, { filing: filing.zh }).zh,
          en: fillWords(W.houseManifestMissing, { filing: filing.en }).en,
        }),
      );
      continue;
    }
    const state = mftStatusWords[h.manifest.status as MftStatus] ?? { zh: String(h.manifest.status), en: String(h.manifest.status) };
    out.push(
      p('hbl.issue.houseManifest', {
        zh: fillWords(W.houseManifestNotAccepted, { filing: filing.zh, no: h.manifest.no, state: state.zh }).zh,
        en: fillWords(W.houseManifestNotAccepted, { filing: filing.en, no: h.manifest.no, state: state.en }).en,
      }),
    );
  }
  return out;
}

/** One container's figures (packages, kg, m³). */
export interface BoxTotals {
  CNNO: string;
  PKGS: number;
  KG: number;
  CBM: number;
}

export interface ConsolidationRow {
  CNNO: string;
  Houses: { PKGS: number; KG: number; CBM: number };
  Master: { PKGS: number; KG: number; CBM: number };
  Equal: boolean;
}

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * mbl.consol: per container, Σ of its HBLs' figures against the MBL's; the MBL's containers = its
 * bookings' (a house container not on the master, or a master container no house fills, is named).
 */
export function consolidation(houses: readonly BoxTotals[], master: readonly BoxTotals[]): { rows: ConsolidationRow[]; problems: BillProblem[] } {
  const sum = new Map<string, { PKGS: number; KG: number; CBM: number }>();
  for (const h of houses) {
    const k = h.CNNO.toUpperCase();
    const s = sum.get(k) ?? { PKGS: 0, KG: 0, CBM: 0 };
    sum.set(k, { PKGS: s.PKGS + h.PKGS, KG: r3(s.KG + h.KG), CBM: r3(s.CBM + h.CBM) });
  }
  const rows: ConsolidationRow[] = [];
  const problems: BillProblem[] = [];
  const seen = new Set<string>();
  for (const m of master) {
    const k = m.CNNO.toUpperCase();
    seen.add(k);
    const s = sum.get(k) ?? { PKGS: 0, KG: 0, CBM: 0 };
    const mm = { PKGS: m.PKGS, KG: r3(m.KG), CBM: r3(m.CBM) };
    const diffs: string[] = [];
    if (s.PKGS !== mm.PKGS) diffs.push('PKGS');
    if (Math.abs(s.KG - mm.KG) > 0.0005) diffs.push('KG');
    if (Math.abs(s.CBM - mm.CBM) > 0.0005) diffs.push('CBM');
    rows.push({ CNNO: k, Houses: s, Master: mm, Equal: diffs.length === 0 });
    for (const d of diffs) {
      const field = d === 'PKGS' ? W.packages : d === 'KG' ? W.weight : W.volume;
      const houseV = s[d as 'PKGS'];
      const masterV = mm[d as 'PKGS'];
      problems.push(
        p(`mbl.consol.${d}`, {
          zh: fillWords(W.consolDiff, { cnno: k, field: field.zh, houses: houseV, master: masterV }).zh,
          en: fillWords(W.consolDiff, { cnno: k, field: field.en, houses: houseV, master: masterV }).en,
        }),
      );
    }
  }
  for (const [k, s] of sum)
    if (!seen.has(k)) {
      rows.push({ CNNO: k, Houses: s, Master: { PKGS: 0, KG: 0, CBM: 0 }, Equal: false });
      problems.push(p('mbl.consol.container', fillWords(W.consolNotOnMaster, { cnno: k })));
    }
  return { rows, problems };
}

/** One difference between our SI to the carrier and the carrier's draft. */
export interface DraftDiff {
  Field: string;
  Ours: string;
  Carrier: string;
}

const norm = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/**
 * The carrier's draft matched against ours, field by field (text compared without case or spacing;
 * containers by number: seal, packages, weight, volume). Only what differs is answered.
 */
export function draftDifferences(ours: Record<string, unknown>, carrier: Record<string, unknown>): DraftDiff[] {
  const out: DraftDiff[] = [];
  for (const f of Object.keys(ours)) {
    if (f === 'Containers') continue;
    if (norm(ours[f]) !== norm(carrier[f])) out.push({ Field: f, Ours: String(ours[f] ?? ''), Carrier: String(carrier[f] ?? '') });
  }
  type Box = { CNNO: string; SEALNO?: string; PKGS?: number; KG?: number; CBM?: number };
  const ob = (ours.Containers ?? []) as Box[];
  const cb = new Map(((carrier.Containers ?? []) as Box[]).map((b) => [norm(b.CNNO), b]));
  for (const b of ob) {
    const c = cb.get(norm(b.CNNO));
    if (!c) {
      out.push({ Field: `Containers/${b.CNNO}`, Ours: b.CNNO, Carrier: '' });
      continue;
    }
    cb.delete(norm(b.CNNO));
    for (const k of ['SEALNO', 'PKGS', 'KG', 'CBM'] as const)
      if (norm(b[k]) !== norm(c[k])) out.push({ Field: `Containers/${b.CNNO}/${k}`, Ours: String(b[k] ?? ''), Carrier: String(c[k] ?? '') });
  }
  for (const [, c] of cb) out.push({ Field: `Containers/${c.CNNO}`, Ours: '', Carrier: c.CNNO });
  return out;
}
