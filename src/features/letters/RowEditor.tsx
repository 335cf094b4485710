import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SailingRowInput, SailingTableWire } from '../../contract/letters/calls';
import { localDateTime, OFFICE_ZONE, parseLocalDateTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { useSaveTable } from './api/sailing';
import { run } from './shared';
import { lettersWords } from './words';

const TIMES = ['ETD', 'DCO', 'VCO', 'PCO', 'ETA'] as const;
const TEXTS = ['Vessel', 'IMO', 'Voyage', 'POL', 'POD', 'Remarks'] as const;
type Line = Record<(typeof TIMES)[number] | (typeof TEXTS)[number], string>;

/** Editing a table's rows in a grid: times typed on each port's clock ("2026-12-20 18:00"), saved together; the server checks each row. */
export function RowEditor({ table, onDone }: { table: SailingTableWire; onDone(): void }) {
  const w = useWords(lettersWords);
  const save = useSaveTable().mutateAsync;
  // each port's clock, as the rows read it (a new port: the office's until the server knows it)
  const zones = new Map(table.Items.flatMap((r) => [[r.POL, r.POLZone] as const, [r.POD, r.PODZone] as const]));
  const zone = (port: string) => zones.get(port.trim().toUpperCase()) ?? OFFICE_ZONE;
  const [lines, setLines] = useState<Line[]>(() =>
    table.Items.map((r) => ({
      Vessel: r.Vessel,
      IMO: r.IMO,
      Voyage: r.Voyage,
      POL: r.POL,
      POD: r.POD,
      Remarks: r.Remarks,
      ETD: localDateTime(r.ETD, r.POLZone),
      DCO: r.DCO ? localDateTime(r.DCO, r.POLZone) : '',
      VCO: r.VCO ? localDateTime(r.VCO, r.POLZone) : '',
      PCO: r.PCO ? localDateTime(r.PCO, r.POLZone) : '',
      ETA: localDateTime(r.ETA, r.PODZone),
    })),
  );
  const set = (i: number, key: keyof Line, v: string) => setLines(lines.map((l, j) => (j === i ? { ...l, [key]: v } : l)));
  const blank: Line = { Vessel: '', IMO: '', Voyage: '', POL: '', POD: '', Remarks: '', ETD: '', DCO: '', VCO: '', PCO: '', ETA: '' };
  const toInput = (l: Line): SailingRowInput => {
    const at = (key: (typeof TIMES)[number], port: string) => {
      if (!l[key].trim()) return null;
      const v = parseLocalDateTime(l[key], zone(port));
      if (!v) throw new Error(w.badTime(`${l.Vessel} ${key} “${l[key]}”`));
      return v;
    };
    return {
      Vessel: l.Vessel,
      IMO: l.IMO.trim(),
      Voyage: l.Voyage,
      POL: l.POL.trim().toUpperCase(),
      POD: l.POD.trim().toUpperCase(),
      Remarks: l.Remarks,
      ETD: at('ETD', l.POL) ?? '',
      DCO: at('DCO', l.POL),
      VCO: at('VCO', l.POL),
      PCO: at('PCO', l.POL),
      ETA: at('ETA', l.POD) ?? '',
    };
  };
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
  const order = ['Vessel', 'IMO', 'Voyage', 'POL', 'ETD', 'DCO', 'VCO', 'PCO', 'POD', 'ETA', 'Remarks'] as const;
  return (
    <div data-testid="row-editor">
      <p className="bp6-text-muted">{w.timeHelper}</p>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact bordered>
          <thead>
            <tr>
              {order.map((k) => (
                <th key={k}>{header[k]}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                {order.map((k) => (
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
                  <Button size="small" variant="minimal" icon="trash" aria-label={w.remove} onClick={() => setLines(lines.filter((_, j) => j !== i))} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Button
          icon="add"
          text={w.addRow}
          onClick={() =>
            setLines([...lines, { ...blank, ...(lines.at(-1) ? { Vessel: lines.at(-1)!.Vessel, Voyage: lines.at(-1)!.Voyage, POL: lines.at(-1)!.POL } : {}) }])
          }
        />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={w.saveRows}
          onClick={() =>
            void run(async () => {
              const {
                Items: _,
                SourceFile: _s,
                WithdrawReason: _r,
                Mine: _m,
                Status: _st,
                PublishedVersion: _p,
                PublishedAt: _pa,
                UpdatedAt: _u,
                Rows: _n,
                ...head
              } = table;
              await save({ ...head, Line: head.Line, Companies: head.Companies.map((c) => c.Id), Rows: lines.map(toInput) });
              onDone();
              return w.saved;
            })
          }
        />
      </div>
    </div>
  );
}
