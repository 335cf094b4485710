import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { RefusedRow } from '../contract/files';
import { commonWords } from '../i18n/commonWords';
import { useWords } from '../i18n/words';

/**
 * What an Excel upload made and refused (booking's drafts, ready space's listings): its summary, the
 * records made, each linking to where it is worked on, and every refused row with its reasons. The
 * upload screens show it for the upload just sent and for one opened from the log.
 */
export function RowReport(props: {
  testId: string;
  summary: string;
  madeTitle: string;
  made: { Id: number; label: string; to: string }[];
  rejected: RefusedRow[];
}) {
  const w = useWords(commonWords);
  return (
    <Card data-testid={props.testId}>
      <p>{props.summary}</p>
      {props.made.length ? (
        <>
          <H4>{props.madeTitle}</H4>
          <ul>
            {props.made.map((m) => (
              <li key={m.Id}>
                <Link to={m.to}>{m.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {props.rejected.length ? (
        <>
          <H4>{w.rowsRefused}</H4>
          <HTMLTable compact striped data-testid={`${props.testId}-refused`}>
            <thead>
              <tr>
                <th>{w.sheetRow}</th>
                <th>{w.whyRefused}</th>
              </tr>
            </thead>
            <tbody>
              {props.rejected.map((r) => (
                <tr key={r.Row}>
                  <td>{r.Row}</td>
                  <td>{r.Reasons.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      ) : null}
    </Card>
  );
}
