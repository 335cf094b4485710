import { Callout, Card, H4, HTMLTable, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ManifestDeadline, ManifestReceipt, ManifestSiDiff, ManifestTransmission } from '../../contract/manifest';
import type { SiProblem } from '../../contract/si';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ProblemsList } from '../../ui/ProblemsList';
import { manifestDueQuery, manifestLogQuery } from './api/manifest';
import { eventDetailPhrases } from './eventDetail';
import { deadlineClock } from './deadlineClock';
import { pathWords } from './problemText';
import {
  CUSTOMS_CODE_WORDS,
  MFT_EVENT_WORDS,
  MFT_FILING_WORDS,
  MFT_STAGE_WORDS,
  MFT_STATUS_WORDS,
  RECEIPT_KIND_WORDS,
  OUTBOX_WORDS,
  TRANSMISSION_WORDS,
  manifestWords,
} from './words';

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
const outboxTable = OUTBOX_WORDS as unknown as Table;
const eventTable = MFT_EVENT_WORDS as unknown as Table;

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

/** Customs' receipts in the order they came, each marked when the simulator sent it. */
export function ReceiptsTable({ receipts }: { receipts: readonly ManifestReceipt[] }) {
  const w = useWords(manifestWords);
  const say = useCodeWords();
  const lang = useLanguage();
  if (!receipts.length) return <p className="mft-muted">{w.receiptsNone}</p>;
  return (
    <HTMLTable compact striped className="mft-table" data-testid="mft-receipts">
      <thead>
        <tr>
          <th>{w.when}</th>
          <th>{w.kind}</th>
          <th>{w.code}</th>
          <th>{w.text}</th>
          <th>{w.externalRef}</th>
        </tr>
      </thead>
      <tbody>
        {receipts.map((r) => (
          <tr key={`${r.Seq}-${r.At}-${r.Kind}`} data-kind={r.Kind}>
            <td>{formatDate(r.At, 'dateTime')}</td>
            <td>
              {say(receiptTable, r.Kind)} {r.Simulated ? <SimulatedBadge /> : null}
            </td>
            <td>
              {r.Code}
              {r.Code in CUSTOMS_CODE_WORDS ? <span className="mft-muted"> {say(customsCodeTable, r.Code)}</span> : null}
            </td>
            <td>
              {r.Text}
              {r.Fields.length ? <div data-testid="mft-receipt-fields">{w.fieldsNamed(r.Fields.map((f) => pathWords(f, lang) || f).join('、'))}</div> : null}
            </td>
            <td>{r.ExternalRef}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Each message to customs: its kind, the version frozen in it, how it went. */
export function TransmissionsTable({
  transmissions,
  onPick,
  picked,
}: {
  transmissions: readonly ManifestTransmission[];
  onPick?(id: number): void;
  picked?: number;
}) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const say = useCodeWords();
  if (!transmissions.length) return null;
  return (
    <HTMLTable compact striped interactive={!!onPick} className="mft-table" data-testid="mft-transmissions">
      <thead>
        <tr>
          <th>{w.when}</th>
          <th>{w.kind}</th>
          <th>{w.payloadVersion}</th>
          <th>{w.outcome}</th>
          <th>{w.changeReason}</th>
          <th>{w.externalRef}</th>
          <th>{w.lastError}</th>
        </tr>
      </thead>
      <tbody>
        {transmissions.map((t) => (
          <tr key={t.Id} className={picked === t.Id ? 'is-shown' : ''} onClick={() => onPick?.(t.Id)} data-outcome={t.Outcome}>
            <td>{formatDate(t.CreatedAt, 'dateTime')}</td>
            <td>
              {say(transmissionTable, t.Kind)} {t.Simulated ? <SimulatedBadge /> : null}
            </td>
            <td>v{t.PayloadVersion}</td>
            <td>
              {say(transmissionTable, t.Outcome)} · {say(outboxTable, t.Status)}
              {t.Late ? (
                <Tag minimal intent="danger" style={{ marginLeft: 4 }}>
                  {w.late}
                </Tag>
              ) : null}
            </td>
            <td>{t.ChangeReasonCode}</td>
            <td>{t.ExternalRef}</td>
            <td>{t.OverrideReason ? w.overrideGiven(t.OverrideReason) : deliveryErrorWords(t.LastError)[lang]}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The manifest's history (doc_events), newest first. */
export function MftLog({ id }: { id: number }) {
  const w = useWords(manifestWords);
  const log = useQuery(manifestLogQuery(id));
  const say = useCodeWords();
  const lang = useLanguage();
  if (log.isPending) return <Spinner size={20} />;
  const events = log.data ?? [];
  return (
    <Card className="mft-card" data-testid="mft-log">
      <H4>{w.history}</H4>
      {!events.length ? (
        <p className="mft-muted">{w.historyNone}</p>
      ) : (
        <ul className="mft-log">
          {events.map((e) => (
            <li key={e.Id}>
              <span className="mft-muted">{formatDate(e.At, 'dateTime')}</span> {e.Actor[lang]} · {say(eventTable, e.Type) || eventName(e.Type)}
              {/* the separator is text, not a style: copied or read aloud, phrases do not run together (issue 45) */}
              {eventDetailPhrases(e.Type, e.Detail, lang).map((p) => (
                <span key={p} className="mft-log-detail">
                  {' · '}
                  {p}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** `v1.ManifestVerified` → `ManifestVerified` (the event's own name reads as English in both languages). */
const eventName = (type: string) => type.replace(/^v\d+\./, '').replace(/^Manifest/, '');

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
