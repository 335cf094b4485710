import { HTMLTable, Tag } from '@blueprintjs/core';
import type { EclpRow } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import type { EcpKind, EcpReason } from '../../domain/epacking/status';
import { ecpKindWords, ecpReasonWords } from '../../domain/epacking/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { epackingWords } from './words';

/** The applications waiting, the oldest first: a click picks one, a double click opens its full detail. */
export function ApplyQueueTable({ rows, at, setAt, onOpen }: { rows: EclpRow[]; at: number; setAt(i: number): void; onOpen(): void }) {
  const lang = useLanguage();
  const w = useWords(epackingWords);
  return (
    <HTMLTable interactive compact style={{ whiteSpace: 'nowrap' }}>
      <thead>
        <tr>
          <th>{w.ecpNo}</th>
          <th>{w.kind}</th>
          <th>{w.customer}</th>
          <th>{w.containerNo}</th>
          <th>
            {w.vessel} / {w.voyage}
          </th>
          <th>{w.applicant}</th>
          <th>{w.createdAt}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr
            key={r.Id}
            data-ecp={r.ECP_NO}
            aria-selected={i === at}
            style={i === at ? { outline: '2px solid #2d72d2' } : undefined}
            onClick={() => setAt(i)}
            onDoubleClick={() => {
              setAt(i);
              onOpen();
            }}
          >
            <td>{r.ECP_NO}</td>
            <td>
              <Tag minimal intent={r.ECP_KIND === 2 ? 'warning' : 'primary'}>
                {ecpKindWords[r.ECP_KIND as EcpKind]?.[lang]}
              </Tag>
              {r.ECP_REASON ? ` ${ecpReasonWords[r.ECP_REASON as EcpReason]?.[lang] ?? ''}` : ''}
            </td>
            <td>{r.CompanyName}</td>
            <td>{r.PKL_CNNO}</td>
            <td>
              {r.PKL_VESSEL} {r.PKL_VOYAGE}
            </td>
            <td>{r.CreatedByName}</td>
            <td>{formatDate(r.CreatedAt, 'dateTime')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
