import { Callout, Card, H4, HTMLTable, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ManifestDeadline, ManifestSiDiff } from '../../contract/manifest';
import type { SiProblem } from '../../contract/si';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ProblemsList } from '../../ui/ProblemsList';
import { manifestDueQuery } from './api/manifest';
import { deadlineClock } from './deadlineClock';
import { pathWords } from './problemText';
import { CUSTOMS_CODE_WORDS, MFT_FILING_WORDS, MFT_STAGE_WORDS, MFT_STATUS_WORDS, RECEIPT_KIND_WORDS, TRANSMISSION_WORDS, manifestWords } from './words';

const STATUS_INTENT: Record<number, Intent> = {
  1: 'primary',
  2: 'danger',
  3: 'success',
  4: 'warning',
  5: 'primary',
  6: 'primary',
  7: 'danger',
  8: 'danger',
  9: 'success',
  10: 'warning',
};

type Table = Record<string, { zh: string; en: string }>;
/** A code's words from one of the tables, the code itself when no table knows it. */
export function useCodeWords() {
  const lang = useLanguage();
  return (table: Table, code: string | number | null | undefined) => (code === null || code === undefined ? '' : (table[String(code)]?.[lang] ?? String(code)));
}
export const statusTable = MFT_STATUS_WORDS as unknown as Table;
export const stageTable = MFT_STAGE_WORDS as unknown as Table;
export const filingTable = MFT_FILING_WORDS as unknown as Table;
export const receiptTable = RECEIPT_KIND_WORDS as unknown as Table;
export const customsCodeTable = CUSTOMS_CODE_WORDS as unknown as Table;
export const transmissionTable = TRANSMISSION_WORDS as unknown as Table;

/** A manifest's state in words (never the bare number), coloured as it reads. */
export function MftStatusTag({ status }: { status: number }) {
  const say = useCodeWords();
  return (
    <Tag minimal intent={STATUS_INTENT[status] ?? 'none'} data-testid="mft-status" data-status={status}>
      {say(statusTable, status)}
    </Tag>
  );
}

/** The customs-side stage (运抵 放行 装载 理货). */
export function MftStageTag({ stage }: { stage: string }) {
  const say = useCodeWords();
  return (
    <Tag minimal intent={stage === 'NONE' ? 'none' : 'success'} data-testid="mft-stage" data-stage={stage}>
      {say(stageTable, stage)}
    </Tag>
  );
}

/** The "模拟" badge: customs here is the simulator, never to be taken for the real single window. */
export function SimulatedBadge() {
  const w = useWords(manifestWords);
  return (
    <Tag intent="warning" icon={null} data-testid="mft-simulated">
      {w.simulated}
    </Tag>
  );
}

/** The deadline clock in hours (loading time − the configuration's hours), ticking each minute. */
export function DeadlineClock({ deadline }: { deadline: Pick<ManifestDeadline, 'At'> & Partial<Pick<ManifestDeadline, 'Hours'>> }) {
  const w = useWords(manifestWords);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  const c = deadlineClock(deadline.At, now);
  if (c.tone === 'none')
    return (
      <Tag minimal icon="history" data-testid="mft-clock" data-tone="none">
        {w.clockNone}
      </Tag>
    );
  const intent: Intent = c.tone === 'late' ? 'danger' : c.tone === 'soon' ? 'warning' : 'success';
  return (
    <Tag intent={intent} icon="history" data-testid="mft-clock" data-tone={c.tone} data-hours={c.hours} title={formatDate(deadline.At!, 'dateTime')}>
      {c.late ? w.clockLate(-c.hours, c.minutes) : w.clockLeft(c.hours, c.minutes)}
      {deadline.Hours ? ` · ${w.clockRule(deadline.Hours)}` : ''}
    </Tag>
  );
}

/** The check's problems in the shared list, each named by where it is on the manifest's screens. */
export function MftProblems({ problems, reviewing }: { problems: readonly SiProblem[]; reviewing?: boolean }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <ProblemsList
      problems={problems}
      testId="mft-problems"
      max={30}
      where={(path) => pathWords(path, lang)}
      passes={reviewing ? w.checkPasses : w.problemsNone}
      warning={w.warning}
      at={w.problemAt}
    />
  );
}

/** The field-by-field difference from the approved SI the manifest was made from (`mft.si`). */
export function SiDiffPanel({ diff, fromSi }: { diff: readonly ManifestSiDiff[]; fromSi: boolean }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  if (!fromSi) return null;
  return (
    <Card className="mft-card" data-testid="mft-si-diff" data-count={diff.length}>
      <H4>{w.siDiff}</H4>
      {!diff.length ? (
        <Callout intent="success" icon="tick">
          {w.siDiffNone}
        </Callout>
      ) : (
        <>
          <Callout intent="warning">{w.siDiffCount(diff.length)}</Callout>
          <HTMLTable compact striped className="mft-table">
            <thead>
              <tr>
                <th>{w.field}</th>
                <th>{w.inManifest}</th>
                <th>{w.inSi}</th>
              </tr>
            </thead>
            <tbody>
              {diff.map((d) => (
                <tr key={d.Path} data-path={d.Path}>
                  <td>{pathWords(d.Path, lang) || d.Path}</td>
                  <td className="mft-diff__mine">{d.Manifest || '—'}</td>
                  <td className="mft-diff__si">{d.Si || '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}

/** Per B/L, one line per filing that applies: what is due when and what is missing (the gap of §7.7). */
export function DueLine({ cgoId, bl }: { cgoId: string; bl?: string }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const say = useCodeWords();
  const due = useQuery(manifestDueQuery(cgoId));
  if (!cgoId || due.isError) return null;
  if (due.isPending) return <Spinner size={16} />;
  // on one manifest's page, the line of its own bill (the booking's others are on the lists)
  const own = bl ? due.data.Lines.filter((l) => l.BlNo === bl) : [];
  const lines = own.length ? own : due.data.Lines;
  return (
    <Callout className="mft-due" icon="history" intent={lines.some((l) => (l.HoursLeft ?? 1) < 0) ? 'danger' : 'primary'} data-testid="mft-due" title={w.due}>
      {!lines.length ? (
        w.dueNone
      ) : (
        <ul>
          {lines.map((l) => (
            <li key={`${l.Filing}|${l.BlNo}`} data-filing={l.Filing}>
              <Tag minimal>{say(filingTable, l.Filing)}</Tag> {lang === 'zh' ? l.Zh : l.En}
            </li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
