import { Button, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { BatchRowWire, SheetRateWire } from '../../../contract/rates/batchCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ROW_ACTION_WORDS, batchWords } from './words';

const sidePrices = (side: BatchRowWire['Before']) =>
  side
    ? Object.entries(side.Prices)
        .map(([c, v]) => `${c} ${Number(v)}`)
        .join(' · ')
    : '';
const span = (side: BatchRowWire['Before']) => (side ? `${side.ValidFrom} – ${side.ValidTo}` : '');

/** The cells of an import row a clerk corrects in the grid: the lane, the window and a price per class. */
function EditableCells({ row, classes, onSave }: { row: BatchRowWire; classes: string[]; onSave(rate: SheetRateWire): Promise<void> }) {
  const w = useWords(batchWords);
  const rate = row.Rate!;
  const [draft, setDraft] = useState(() => ({
    PolCode: rate.PolCode,
    PodCode: rate.PodCode,
    ViaCode: rate.ViaCode ?? '',
    ValidFrom: rate.ValidFrom,
    ValidTo: rate.ValidTo,
    prices: Object.fromEntries(classes.map((c) => [c, rate.Prices.find((p) => p.ContainerClass === c)?.Cost ?? ''])),
  }));
  const [saving, setSaving] = useState(false);
  const cell = (key: 'PolCode' | 'PodCode' | 'ViaCode' | 'ValidFrom' | 'ValidTo', label: string, width = 80) => (
    <td>
      <InputGroup
        small
        aria-label={`${w.row} ${row.SheetRow ?? row.RowNo} ${label}`}
        value={draft[key]}
        style={{ width }}
        onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      />
    </td>
  );
  const save = async () => {
    setSaving(true);
    try {
      await onSave({
        ...rate,
        PolCode: draft.PolCode.trim().toUpperCase(),
        PodCode: draft.PodCode.trim().toUpperCase(),
        ViaCode: draft.ViaCode.trim().toUpperCase() || null,
        ValidFrom: draft.ValidFrom.trim(),
        ValidTo: draft.ValidTo.trim(),
        Prices: classes.filter((c) => draft.prices[c]?.trim()).map((c) => ({ ContainerClass: c, Cost: draft.prices[c]!.trim() })),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {cell('PolCode', w.pol, 70)}
      {cell('ViaCode', w.via, 70)}
      {cell('PodCode', w.pod, 70)}
      {classes.map((c) => (
        <td key={c}>
          <InputGroup
            small
            aria-label={`${w.row} ${row.SheetRow ?? row.RowNo} ${c}`}
            value={draft.prices[c] ?? ''}
            style={{ width: 70 }}
            onChange={(e) => setDraft({ ...draft, prices: { ...draft.prices, [c]: e.currentTarget.value } })}
          />
        </td>
      ))}
      {cell('ValidFrom', w.validFrom, 100)}
      {cell('ValidTo', w.validTo, 100)}
      <td>
        <Button small icon="tick" loading={saving} text={w.saveRow} onClick={() => void save()} />
      </td>
    </>
  );
}

/** One row of the batch: its source, lane and action, then its cells to correct, or before and after; why it was refused, what it wrote. */
function BatchRow({
  r,
  kind,
  editing,
  classes,
  onSaveRow,
}: {
  r: BatchRowWire;
  kind: 'IMPORT' | 'EDIT' | 'INCREASE';
  editing: boolean;
  classes: string[];
  onSaveRow(row: BatchRowWire, rate: SheetRateWire): Promise<void>;
}) {
  const w = useWords(batchWords);
  const lang = useLanguage();
  return (
    <tr data-row={r.RowNo} className={r.Errors.length ? 'batch-grid__refused' : undefined}>
      <td>{kind === 'IMPORT' ? `${r.Sheet} / ${r.SheetRow ?? r.RowNo}` : r.RowNo}</td>
      <td>
        {r.Lane}
        {r.RateNo ? <div className="bp6-text-muted">{r.RateNo}</div> : null}
      </td>
      <td>
        {r.Errors.length ? (
          <Tag intent="danger" minimal>
            {w.refused}
          </Tag>
        ) : (
          <Tag minimal intent={r.Action === 'SKIP' ? 'none' : 'success'}>
            {ROW_ACTION_WORDS[r.Action][lang]}
          </Tag>
        )}
      </td>
      {editing && r.Rate && r.Errors.length ? (
        <EditableCells row={r} classes={classes} onSave={(rate) => onSaveRow(r, rate)} />
      ) : editing ? (
        <td colSpan={6 + classes.length}>
          {span(r.After)} {sidePrices(r.After)}
        </td>
      ) : (
        <>
          <td>
            {span(r.Before)}
            <div>{sidePrices(r.Before)}</div>
          </td>
          <td>
            {span(r.After)}
            <div>{sidePrices(r.After)}</div>
          </td>
        </>
      )}
      <td className="batch-grid__reasons">{r.Errors.join('；')}</td>
      <td>{r.NewRateNo ?? ''}</td>
    </tr>
  );
}

/**
 * A batch's rows: where each came from (sheet and line), what it does, before and after, why it
 * was refused and, once applied, the version it wrote. On the v2 page a refused import row is
 * corrected in place and checked again by the server.
 */
export function BatchRowsGrid({
  rows,
  kind,
  editable,
  onSaveRow,
}: {
  rows: BatchRowWire[];
  kind: 'IMPORT' | 'EDIT' | 'INCREASE';
  editable: boolean;
  onSaveRow(row: BatchRowWire, rate: SheetRateWire): Promise<void>;
}) {
  const w = useWords(batchWords);
  const _lang = useLanguage();
  const classes = [
    ...new Set(rows.flatMap((r) => r.Rate?.Prices.map((p) => p.ContainerClass) ?? Object.keys(r.After?.Prices ?? r.Before?.Prices ?? {}))),
  ].sort();
  if (!rows.length) return <p>{w.noRows}</p>;
  const editing = editable && kind === 'IMPORT';
  return (
    <div className="batch-grid">
      <HTMLTable compact striped bordered aria-label={w.rows} data-testid="batch-rows">
        <thead>
          <tr>
            <th>{kind === 'IMPORT' ? `${w.sheet} / ${w.row}` : '#'}</th>
            <th>{w.lane}</th>
            <th>{w.action}</th>
            {editing ? (
              <>
                <th>{w.pol}</th>
                <th>{w.via}</th>
                <th>{w.pod}</th>
                {classes.map((c) => (
                  <th key={c}>{c}</th>
                ))}
                <th>{w.validFrom}</th>
                <th>{w.validTo}</th>
                <th />
              </>
            ) : (
              <>
                <th>{w.before}</th>
                <th>{w.after}</th>
              </>
            )}
            <th>{w.reasons}</th>
            <th>{w.written}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <BatchRow key={r.RowNo} r={r} kind={kind} editing={editing} classes={classes} onSaveRow={onSaveRow} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
