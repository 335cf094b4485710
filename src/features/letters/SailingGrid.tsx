import { Button, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SailingRowWire } from '../../contract/letters/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import type { RowFilters } from './api/sailing';
import { lettersWords } from './words';

/** A sailing table's rows as a grid: times on each port's clock with the offset, the cut-offs beside the ETD. */
export function SailingGrid({ rows }: { rows: SailingRowWire[] }) {
  const w = useWords(lettersWords);
  const en = useLanguage() === 'en';
  if (!rows.length) return <p className="bp6-text-muted">{w.noRows}</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped bordered data-testid="sailing-grid" style={{ width: '100%', fontSize: 13 }}>
        <thead>
          <tr>
            <th>{w.vessel}</th>
            <th>{w.voyage}</th>
            <th>{w.pol}</th>
            <th>{w.etd}</th>
            <th>{w.dco}</th>
            <th>{w.vco}</th>
            <th>{w.pco}</th>
            <th>{w.pod}</th>
            <th>{w.eta}</th>
            <th>{w.transit}</th>
            <th>{w.week}</th>
            <th>{w.remarks}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.Seq}>
              <td>
                {r.Vessel}
                {r.IMO ? <div className="bp6-text-muted">IMO {r.IMO}</div> : null}
              </td>
              <td>{r.Voyage}</td>
              <td title={en ? r.POLNameEn : r.POLName}>
                {r.POL}
                <div className="bp6-text-muted">{en ? r.POLNameEn : r.POLName}</div>
              </td>
              <td>{placeTime(r.ETD, r.POLZone)}</td>
              <td>{placeTime(r.DCO, r.POLZone)}</td>
              <td>{placeTime(r.VCO, r.POLZone)}</td>
              <td>{placeTime(r.PCO, r.POLZone)}</td>
              <td title={en ? r.PODNameEn : r.PODName}>
                {r.POD}
                <div className="bp6-text-muted">{en ? r.PODNameEn : r.PODName}</div>
              </td>
              <td>{placeTime(r.ETA, r.PODZone)}</td>
              <td style={{ textAlign: 'right' }}>{r.TransitDays}</td>
              <td>{r.Week}</td>
              <td>{r.Remarks}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The grid's filters: POL, POD, week (`2026-W51`), applied by the server. */
export function RowFilterBar({ onApply }: { onApply(f: RowFilters): void }) {
  const w = useWords(lettersWords);
  const [f, setF] = useState<RowFilters>({});
  const input = (key: keyof RowFilters, label: string, placeholder: string) => (
    <FormGroup inline label={label} labelFor={`filter-${key}`} style={{ margin: 0 }}>
      <InputGroup
        id={`filter-${key}`}
        value={f[key] ?? ''}
        placeholder={placeholder}
        style={{ width: 110 }}
        onChange={(e) => setF({ ...f, [key]: e.currentTarget.value.toUpperCase() })}
      />
    </FormGroup>
  );
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', margin: '8px 0' }}>
      {input('POL', w.pol, 'CNSHA')}
      {input('POD', w.pod, 'DEHAM')}
      {input('Week', w.week, w.weekHelper)}
      <Button
        icon="filter"
        text={w.filter}
        onClick={() => onApply(Object.fromEntries(Object.entries(f).filter(([, v]) => v?.trim())) as RowFilters)}
        data-testid="sailing-filter"
      />
      <Button
        variant="minimal"
        text={w.clear}
        onClick={() => {
          setF({});
          onApply({});
        }}
      />
    </div>
  );
}
