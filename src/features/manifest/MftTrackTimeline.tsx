import { Card, H4 } from '@blueprintjs/core';
import type { ManifestRecord } from '../../contract/manifest';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import { customsCodeTable, receiptTable as RECEIPTS, SimulatedBadge, useCodeWords } from './MftParts';
import { STAGE_ORDER, stageTimeline } from './stages';
import { CUSTOMS_CODE_WORDS, manifestWords } from './words';

/** The customs stages in their order, each with the receipt that reached it. */
export function MftTrackTimeline({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const say = useCodeWords();
  const steps = stageTimeline(record.Receipts);
  // the foreign customs send no terminal stages: their dispositions, in customs' order, are the timeline
  if (!record.MFT_FILING.startsWith('CN_'))
    return (
      <Card className="mft-card" data-testid="mft-track">
        <H4>{w.dispositions}</H4>
        <ol className="mft-timeline">
          {record.Receipts.filter((r) => r.Kind !== 'ACK').map((r) => (
            <li key={`${r.ExternalRef}-${r.Seq}`} className="is-done" data-kind={r.Kind} data-done>
              <strong>{say(RECEIPTS, r.Kind)}</strong> <span>{formatDate(r.At, 'dateTime')}</span> {r.Code}
              {r.Code in CUSTOMS_CODE_WORDS ? ` ${say(customsCodeTable, r.Code)}` : ''} <span className="mft-muted">{r.Text}</span>{' '}
              {r.Simulated ? <SimulatedBadge /> : null}
            </li>
          ))}
        </ol>
      </Card>
    );
  return (
    <Card className="mft-card" data-testid="mft-track">
      <H4>{w.timeline}</H4>
      <ol className="mft-timeline">
        {STAGE_ORDER.map((s) => {
          const r = steps.get(s);
          return (
            <li key={s} className={r ? 'is-done' : ''} data-stage={s} data-done={!!r}>
              <strong>{say(RECEIPTS, s)}</strong>{' '}
              {r ? (
                <>
                  <span>{formatDate(r.At, 'dateTime')}</span> {r.Text} {r.Simulated ? <SimulatedBadge /> : null}
                </>
              ) : (
                <span className="mft-muted">{w.notYet}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
