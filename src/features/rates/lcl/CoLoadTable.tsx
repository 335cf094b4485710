import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import type { CoLoadSurchargeWire } from '../../../contract/rates/lclCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { lclWords } from './words';

/** The co-loaders' surcharges, each changed or switched on and off from its row. */
export function CoLoadTable({
  rows,
  label,
  onEdit,
  onToggle,
}: {
  rows: CoLoadSurchargeWire[];
  label: string;
  onEdit(s: CoLoadSurchargeWire): void;
  onToggle(s: CoLoadSurchargeWire): void;
}) {
  const w = useWords(lclWords);
  return (
    <HTMLTable compact striped aria-label={label} data-testid="co-load-list">
      <thead>
        <tr>
          <th>{w.feeCode}</th>
          <th>{w.coLoader}</th>
          <th>{w.pol}</th>
          <th>{w.pod}</th>
          <th>{w.basis}</th>
          <th>{w.amount}</th>
          <th>
            {w.min} / {w.max}
          </th>
          <th>{w.validity}</th>
          <th>{w.status}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.Id}>
            <td>
              {s.FeeCode} {s.FeeName}
            </td>
            <td>{s.CoLoaderName ?? w.any}</td>
            <td>{s.PolCode ?? w.any}</td>
            <td>{s.PodCode ?? w.any}</td>
            <td>{s.Basis}</td>
            <td>
              {s.Currency} {s.Amount}
            </td>
            <td>
              {s.Min ?? '—'} / {s.Max ?? '—'}
            </td>
            <td>
              {s.ValidFrom} – {s.ValidTo}
            </td>
            <td>{s.Active ? <Tag intent="success">{w.active}</Tag> : <Tag>{w.disable}</Tag>}</td>
            <td>
              <Gate access={RATES_ACCESS.coLoadEdit}>
                <Button size="small" minimal icon="edit" aria-label={w.add} onClick={() => onEdit(s)} />
                <Button size="small" minimal text={s.Active ? w.disable : w.enable} onClick={() => onToggle(s)} />
              </Gate>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
