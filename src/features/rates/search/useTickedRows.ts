import { useState } from 'react';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';

/** The rows ticked for a quote or a card. They belong to one search: a new search starts the choice again. */
export function useTickedRows(searchId: number | undefined) {
  const [ticked, setTicked] = useState<{ searchId: number; ids: ReadonlySet<number> }>({ searchId: 0, ids: new Set() });
  const tickedIds = ticked.searchId === searchId ? ticked.ids : new Set<number>();
  const tick = (row: RateSearchRow, on: boolean) => {
    const ids = new Set(tickedIds);
    if (on) ids.add(row.RateId);
    else ids.delete(row.RateId);
    setTicked({ searchId: searchId!, ids });
  };
  return { tickedIds, tick };
}
