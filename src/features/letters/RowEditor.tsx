import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SailingTableWire } from '../../contract/letters/calls';
import { useWords } from '../../i18n/words';
import { useSaveTable } from './api/sailing';
import { BLANK, inputOf, type Line, lineOf, ORDER, TIMES, zonesOf } from './rowLines';
import { run } from './shared';
import { lettersWords } from './words';

/** The grid's cells: a line a row, a box a cell, a bin at the end. */
function Lines({ lines, header, onChange }: { lines: Line[]; header: Record<keyof Line, string>; onChange(lines: Line[]): void }) {
  const w = useWords(lettersWords);
  const set = (i: number, key: keyof Line, v: string) => onChange(lines.map((l, j) => (j === i ? { ...l, [key]: v } : l)));
  return (
    <HTMLTable compact bordered>
      <thead>
        <tr>
          {ORDER.map((k) => (
            <th key={k}>{header[k]}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={`${i}-${lines.length}`}>
            {ORDER.map((k) => (
              <td key={k} style={{ padding: 2 }}>
                <InputGroup
                  size="small"
                  aria-label={`${header[k]} ${i + 1}`}
                  value={l[k]}
                  style={{ width: (TIMES as readonly string[]).includes(k) ? 140 : k === 'Vessel' ? 180 : 90 }}
                  onChange={(e) => set(i, k, e.currentTarget.value)}
                />
              </td>
            ))}
            <td>
              <Button size="small" variant="minimal" icon="trash" aria-label={w.removeRow} onClick={() => onChange(lines.filter((_, j) => j !== i))} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Editing a table's rows in a grid: times typed on each port's clock, saved together; the server checks each row. */
export function RowEditor({ table, onDone }: { table: SailingTableWire; onDone(): void }) {
  const w = useWords(lettersWords);
  const save = useSaveTable().mutateAsync;
  const zone = zonesOf(table.Items);
  const [lines, setLines] = useState<Line[]>(() => table.Items.map(lineOf));
  const header = {
    Vessel: w.vessel,
    IMO: 'IMO',
    Voyage: w.voyage,
    POL: w.pol,
    ETD: w.etd,
    DCO: w.dco,
    VCO: w.vco,
    PCO: w.pco,
    POD: w.pod,
    ETA: w.eta,
    Remarks: w.remarks,
  };
  const last = lines.at(-1);
  const submit = () =>
    run(async () => {
      const { Id, Version, Title, Carrier, Service, Line, PeriodFrom, PeriodTo, Audience, Companies } = table;
      const Rows = lines.map((l) => inputOf(l, zone, w.badTime));
      await save({ Id, Version, Title, Carrier, Service, Line, PeriodFrom, PeriodTo, Audience, Companies: Companies.map((c) => c.Id), Rows });
      onDone();
      return w.saved;
    });
  return (
    <div data-testid="row-editor">
      <p className="bp6-text-muted">{w.timeHelper}</p>
      <div style={{ overflowX: 'auto' }}>
        <Lines lines={lines} header={header} onChange={setLines} />
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button
          icon="add"
          text={w.addRow}
          onClick={() => setLines([...lines, { ...BLANK, ...(last ? { Vessel: last.Vessel, Voyage: last.Voyage, POL: last.POL } : {}) }])}
        />
        <Button intent="primary" icon="floppy-disk" text={w.saveRows} onClick={() => void submit()} />
      </div>
    </div>
  );
}
