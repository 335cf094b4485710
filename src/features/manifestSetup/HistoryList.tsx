import { HTMLTable, Spinner } from '@blueprintjs/core';
import type { SetupLog } from '../../contract/manifestSetup/calls';
import { useWords } from '../../i18n/words';
import { manifestSetupWords } from './words';
import { formatDate } from '../../domain/dates';

/** A setup record's history (doc_events), newest first: when, who, what, and the details as saved. */
export function HistoryList({ log }: { log: SetupLog | undefined }) {
  const w = useWords(manifestSetupWords);
  if (!log) return <Spinner size={20} />;
  if (!log.length) return <p className="bp6-text-muted">{w.noHistory}</p>;
  return (
    <HTMLTable compact striped data-testid="setup-history">
      <tbody>
        {log.map((e) => (
          <tr key={`${e.At}-${e.Type}`}>
            <td>{formatDate(e.At, 'dateTime')}</td>
            <td>{e.ActorName}</td>
            <td>{e.Type.replace(/^v\d+\./, '')}</td>
            <td>
              {Object.entries(e.Detail)
                .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
                .join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
