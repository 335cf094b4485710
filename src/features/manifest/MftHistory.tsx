import { Card, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { deliveryErrorWords } from '../../contract/deliveryError';
import { useQuery } from '@tanstack/react-query';
import type { ManifestReceipt, ManifestTransmission } from '../../contract/manifest';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { manifestLogQuery } from './api/manifest';
import { eventDetailPhrases } from './eventDetail';
import { customsCodeTable, receiptTable, SimulatedBadge, transmissionTable, useCodeWords } from './MftParts';
import { pathWords } from './problemText';
import { CUSTOMS_CODE_WORDS, MFT_EVENT_WORDS, OUTBOX_WORDS, manifestWords } from './words';

type Table = Record<string, { zh: string; en: string }>;
const outboxTable = OUTBOX_WORDS as unknown as Table;
const eventTable = MFT_EVENT_WORDS as unknown as Table;

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
