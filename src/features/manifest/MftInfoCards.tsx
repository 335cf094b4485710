import { useState } from 'react';
import { Callout, Card, H4, HTMLTable } from '@blueprintjs/core';
import type { ManifestReceipt, ManifestRecord } from '../../contract/manifest';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { TransmissionsTable } from './MftHistory';
import { receiptTable as RECEIPTS, useCodeWords } from './MftParts';
import type { InfoView } from './pages';
import { type payloadDiff, prettyPayload } from './payloadDiff';
import { pathWords } from './problemText';
import { manifestWords } from './words';

/** A send failure: customs' rejection (or the transport's error) and the fields it points at, with what the check finds there now. */
export function FailureCard({ failure, fixes }: { failure: string; fixes: { path: string; problems: ManifestRecord['Problems'] }[] }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-failure">
      <H4>{w.rejection}</H4>
      <Callout intent="danger">{failure}</Callout>
      <H4>{w.suggestedFix}</H4>
      {fixes.length ? (
        <ul>
          {fixes.map((f) => (
            <li key={f.path} data-path={f.path}>
              {w.fixAt(pathWords(f.path, lang) || f.path)}
              {f.problems.length ? ` — ${f.problems.map((p) => p.Message).join(' · ')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mft-muted">{w.noSuggestion}</p>
      )}
    </Card>
  );
}

/** An amendment: what customs held before and what it holds now, field by field. */
export function AmendDiffCard({ diff }: { diff: ReturnType<typeof payloadDiff> }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  return (
    <Card className="mft-card" data-testid="mft-amend-diff">
      <H4>
        {w.before} → {w.after}
      </H4>
      {!diff.length ? (
        <p className="mft-muted">{w.noChange}</p>
      ) : (
        <HTMLTable compact striped className="mft-table">
          <thead>
            <tr>
              <th>{w.field}</th>
              <th>{w.before}</th>
              <th>{w.after}</th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => (
              <tr key={d.Path}>
                <td>{pathWords(d.Path, lang) || d.Path}</td>
                <td className="mft-diff__si">{d.Before}</td>
                <td className="mft-diff__mine">{d.After}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

/** The transmissions, one picked (the last by default) with its frozen payload on the send pages. */
export function TransmissionsCard({ transmissions: tx, view }: { transmissions: ManifestRecord['Transmissions']; view: InfoView }) {
  const w = useWords(manifestWords);
  const [picked, setPicked] = useState<number>();
  const shownTx = tx.find((t) => t.Id === picked) ?? tx.at(-1);
  return (
    <Card className="mft-card">
      <H4>{w.transmissions}</H4>
      <TransmissionsTable transmissions={tx} picked={shownTx?.Id} onPick={setPicked} />
      {shownTx && (view === 'send' || view === 'sendFail' || view === 'sendEdit') ? (
        <details open={view === 'send'} data-testid="mft-payload">
          <summary>
            {w.payload} · v{shownTx.PayloadVersion}
          </summary>
          <pre className="mft-payload">{prettyPayload(shownTx.Payload)}</pre>
        </details>
      ) : null}
    </Card>
  );
}

/** A hold or a request after acceptance (Do Not Load, request for information): what customs says now, and the fields it names. */
export function DispositionCallout({ disposition }: { disposition: ManifestReceipt }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const say = useCodeWords();
  return (
    <Callout intent="danger" data-testid="mft-disposition" data-kind={disposition.Kind}>
      <strong>{w.customsSays(say(RECEIPTS, disposition.Kind))}</strong> {disposition.Text}
      {disposition.Fields.length ? <div>{w.fieldsNamed(disposition.Fields.map((f) => pathWords(f, lang) || f).join('、'))}</div> : null}
    </Callout>
  );
}
