import { Classes, HTMLTable } from '@blueprintjs/core';
import type { EclpRow } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import type { EcpReason } from '../../domain/epacking/status';
import { ecpReasonWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { EcpStatusTag } from './EcpStatusTag';
import { epackingWords } from './words';

/** The unpack requests and where each stands (a failed sending's error under its state). */
export function UnpackTable({ rows }: { rows: EclpRow[] }) {
  const lang = useLanguage();
  const w = useWords(epackingWords);
  return (
    <HTMLTable compact striped interactive data-testid="epacking-unpacks">
      <thead>
        <tr>
          <th>{w.ecpNo}</th>
          <th>{w.status}</th>
          <th>{w.containerNo}</th>
          <th>{w.reason}</th>
          <th>{w.customer}</th>
          <th>{w.terminal}</th>
          <th>{w.terminalRef}</th>
          <th>{w.createdAt}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.Id}>
            <td>{r.ECP_NO}</td>
            <td>
              <EcpStatusTag status={r.ECP_STATUS} />
              {r.ECP_ERROR ? <div className={Classes.TEXT_MUTED}>{r.ECP_ERROR}</div> : null}
            </td>
            <td>{r.PKL_CNNO}</td>
            <td>{r.ECP_REASON ? ecpReasonWords[r.ECP_REASON as EcpReason]?.[lang] : ''}</td>
            <td>{r.CompanyName}</td>
            <td>{r.ECP_TERMINAL_CODE}</td>
            <td>{r.ECP_EXTERNAL_REF}</td>
            <td>{formatDate(r.CreatedAt, 'dateTime')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
