import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DraftInput } from './DraftInput';
import { GRID_COLUMNS, type GridKind, type GridRow, inputOfValue, type PasteRefusal, parseGridPaste, typedNumber } from './entryValues';
import { entryWords } from './words';

/**
 * A goods or container grid: a row a line, each cell committed when left; rows copied from Excel
 * pasted anywhere in the grid are added (a header row skipped, the rows not read said with why);
 * one value pasted into a cell is pasted there as usual.
 */
export function GridField({
  kind,
  rows,
  onCommit,
  disabled,
  fieldKey,
}: {
  kind: GridKind;
  rows: readonly GridRow[];
  onCommit(rows: GridRow[] | undefined): void;
  disabled?: boolean;
  fieldKey: string;
}) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  const { note, paste } = useGridPaste(kind, rows, onCommit);
  const columns = GRID_COLUMNS[kind];
  return (
    <div className="entry-grid" onPaste={disabled ? undefined : paste} data-testid={`grid-${fieldKey}`}>
      <HTMLTable compact bordered>
        <thead>
          <tr>
            <th>#</th>
            {columns.map((c) => (
              <th key={c.key} style={{ minWidth: c.width }}>
                {c.label[lang]}
              </th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <GridLine key={i} kind={kind} rows={rows} at={i} onCommit={onCommit} disabled={disabled} fieldKey={fieldKey} row={r} />
          ))}
        </tbody>
      </HTMLTable>
      {disabled ? null : (
        <div className="entry-grid__bar">
          <Button size="small" icon="add" text={w.addRow} onClick={() => onCommit([...rows, {}])} data-testid={`grid-${fieldKey}-add`} />
          <span className="bp6-text-muted"> {w.pasteHint}</span>
        </div>
      )}
      {note ? (
        <Callout intent={note.intent} data-testid={`grid-${fieldKey}-note`}>
          {note.text}
        </Callout>
      ) : null}
    </div>
  );
}

/** Rows pasted from Excel (tab-separated lines) added to the grid, and what was said about them. */
function useGridPaste(kind: GridKind, rows: readonly GridRow[], onCommit: (rows: GridRow[] | undefined) => void) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  const [note, setNote] = useState<{ intent: 'primary' | 'warning'; text: string }>();
  const refusalText = (r: PasteRefusal) =>
    w.rowRefused(r.row, r.why.kind === 'columns' ? w.tooFewColumns(r.why.have, r.why.want) : w.notANumber(r.why.column[lang], r.why.value));
  const paste = (e: React.ClipboardEvent) => {
    const text = e.clipboardData.getData('text/plain');
    const typing = /^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName);
    if (!text || (typing && !text.includes('\t') && !text.includes('\n'))) return; // one value into the cell: as usual
    e.preventDefault();
    const { rows: pasted, refused } = parseGridPaste(text, kind);
    if (pasted.length) onCommit([...rows.filter((r) => Object.keys(r).length > 0), ...pasted]);
    setNote({ intent: refused.length ? 'warning' : 'primary', text: [w.rowsPasted(pasted.length), ...refused.map(refusalText)].join('；') });
  };
  return { note, paste };
}

/** One line of the grid: its cells (a number typed as a number, a container type in capitals) and its remove button. */
function GridLine(p: {
  kind: GridKind;
  rows: readonly GridRow[];
  row: GridRow;
  at: number;
  onCommit(rows: GridRow[] | undefined): void;
  disabled?: boolean;
  fieldKey: string;
}) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  const { rows, at: i } = p;
  const set = (key: string, value: unknown) => {
    const next = rows.map((r, n) => (n === i ? { ...r, [key]: value } : r));
    if (value === undefined) delete next[i]![key];
    p.onCommit(next);
  };
  return (
    <tr data-row={i + 1}>
      <td>{i + 1}</td>
      {GRID_COLUMNS[p.kind].map((c) => (
        <td key={c.key}>
          <DraftInput
            aria-label={`${c.label[lang]} ${i + 1}`}
            data-testid={`grid-${p.fieldKey}-${i + 1}-${c.key}`}
            value={inputOfValue(p.row[c.key])}
            disabled={p.disabled}
            inputMode={c.kind === 'number' ? 'decimal' : 'text'}
            onCommit={(t) => set(c.key, c.kind === 'number' ? typedNumber(t) : c.key === 'TYPE' ? t.trim().toUpperCase() || undefined : t || undefined)}
          />
        </td>
      ))}
      <td>
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          aria-label={w.removeRow}
          disabled={p.disabled}
          onClick={() => p.onCommit(rows.length > 1 ? rows.filter((_, n) => n !== i) : undefined)}
        />
      </td>
    </tr>
  );
}
