import { Button, HTMLTable } from '@blueprintjs/core';
import type { ShutOut } from '../../contract/epacking/calls';
import { formatDate } from '../../domain/dates';
import { useWords } from '../../i18n/words';
import { epackingWords } from './words';

/** The containers the events say were shut out (gated in laden, the vessel departed, no LOAD): each with its open unpack, or "create unpack". */
export function ShutOutTable({ rows, onCreate }: { rows: ShutOut[]; onCreate(s: ShutOut): void }) {
  const w = useWords(epackingWords);
  return (
    <HTMLTable compact striped data-testid="epacking-shutout">
      <thead>
        <tr>
          <th>{w.containerNo}</th>
          <th>{w.packingListNo}</th>
          <th>{w.customer}</th>
          <th>
            {w.vessel} / {w.voyage}
          </th>
          <th>{w.gatedInAt}</th>
          <th>{w.departedAt}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.PKL_ID}>
            <td>{s.PKL_CNNO}</td>
            <td>{s.PKL_NO}</td>
            <td>{s.CompanyName}</td>
            <td>
              {s.PKL_VESSEL} {s.PKL_VOYAGE} ({s.PKL_LOADING_CODE})
            </td>
            <td>{formatDate(s.GatedInAt, 'dateTime')}</td>
            <td>{formatDate(s.DepartedAt, 'dateTime')}</td>
            <td>{s.UnpackNo ? w.unpackOpen(s.UnpackNo) : <Button small text={w.createUnpack} onClick={() => onCreate(s)} />}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
