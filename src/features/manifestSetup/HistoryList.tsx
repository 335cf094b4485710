import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { SetupLog } from '../../contract/manifestSetup/calls';
import { manifestSetupEventText } from '../../contract/manifestSetup/events';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { manifestSetupWords } from './words';
import { formatDate } from '../../domain/dates';

/** A setup record's history (doc_events), newest first: when, who, and what happened in words. */
export function HistoryList({ log }: { log: SetupLog | undefined }) {
  const w = useWords(manifestSetupWords);
  const lang = useLanguage();
  if (!log) return <Spinner size={20} />;
  if (!log.length) return <p className="bp6-text-muted">{w.noHistory}</p>;
  return (
    <HTMLTable compact striped data-testid="setup-history">
      <tbody>
        {log.map((e) => (
          <tr key={`${e.At}-${e.Type}`}>
            <td>{formatDate(e.At, 'dateTime')}</td>
            <td>{e.ActorName}</td>
            <td>{manifestSetupEventText(e.Type, e.Detail)[lang]}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
