import { Button, HTMLTable } from '@blueprintjs/core';
import { useWords } from '../../../i18n/words';
import type { CallAnswer } from '../../../contract/call';
import type { hblCalls } from '../../../contract/houseBill/calls';
import { billWords } from '../words';

type ToMake = CallAnswer<typeof hblCalls.toMake>[number];

/** The approved SIs waiting for a house bill; the row at the cursor is marked, each made from its button (or `c`). */
export function HblToMakeTable({ rows, at, mayCreate, make }: { rows: ToMake[]; at: number; mayCreate: boolean; make(siId: number): void }) {
  const w = useWords(billWords);
  return (
    <HTMLTable compact striped data-testid="hbl-to-make">
      <thead>
        <tr>
          <th>{w.siBlNo}</th>
          <th>{w.cgoId}</th>
          <th>{w.customer}</th>
          <th>{w.consignee}</th>
          <th>{w.vessel}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.SiId} aria-selected={i === at} className={i === at ? 'bp6-intent-primary' : undefined}>
            <td>{r.BlNo}</td>
            <td>{r.CGO_ID}</td>
            <td>{r.Customer}</td>
            <td>{r.Consignee.split('\n')[0]}</td>
            <td>{`${r.Vessel} ${r.Voyage}`}</td>
            <td>{mayCreate ? <Button size="small" icon="add" text={w.make} aria-label={`${w.make} ${r.BlNo}`} onClick={() => make(r.SiId)} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
