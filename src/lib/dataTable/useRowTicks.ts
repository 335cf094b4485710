import { useState } from 'react';
import type { RowPick } from './types';

/** No row ticked: one map, so the cells are not redrawn for a new empty one. */
const NO_TICKS: ReadonlyMap<number, unknown> = new Map();

/** The rows ticked for a bulk action. The ticks belong to the page of rows they were made on (`of`): rows read again start with none. */
export function useRowTicks<T>(pick: RowPick<T> | undefined, rows: T[], of: unknown) {
  const [ticks, setTicks] = useState<{ of: unknown; rows: ReadonlyMap<number, T> }>({ of: undefined, rows: new Map() });
  const picked = ticks.of === of ? ticks.rows : (NO_TICKS as ReadonlyMap<number, T>);
  const setPicked = (next: ReadonlyMap<number, T>) => setTicks({ of, rows: next });
  const pickable = pick ? rows.filter((r) => pick.can?.(r) ?? true) : [];
  const tick = (row: T, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(pick!.key(row), row);
    else next.delete(pick!.key(row));
    setPicked(next);
  };
  return { picked, setPicked, pickable, tick };
}
