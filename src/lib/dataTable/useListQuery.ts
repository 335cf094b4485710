import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ListCall } from '../../contract/call';
import { listPageQueryOptions } from '../listQuery';
import type { DataColumn, ListSort } from './types';

/**
 * What a list asks and its answer: the filters typed (applied a moment after typing stops, the page
 * back to 1), those a link names (`?TBI_STATUS=3` from the SI cockpit), the sort, the page and its size.
 */
export function useListQuery<T>(list: ListCall<T>, columns: DataColumn<T>[], fixed: Record<string, string> | undefined) {
  // a link may open the list filtered: the filters it names
  const [search] = useSearchParams();
  const linked = JSON.stringify(Object.fromEntries(columns.filter((c) => c.filter && search.has(c.key)).map((c) => [c.key, search.get(c.key)!])));
  const [filters, setFilters] = useState<Record<string, string>>(() => JSON.parse(linked));
  const [applied, setApplied] = useState<Record<string, string>>(() => JSON.parse(linked));
  const firstLink = useRef(linked);
  useEffect(() => {
    // the page kept open in its tab, reached again by another link
    if (linked !== firstLink.current) setFilters((f) => ({ ...f, ...JSON.parse(linked) }));
    firstLink.current = linked;
  }, [linked]);
  const [sort, setSort] = useState<ListSort>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);

  // Filters apply a moment after typing stops; the page goes back to 1.
  useEffect(() => {
    const id = window.setTimeout(() => {
      setApplied(filters);
      setPage(1);
    }, 300);
    return () => window.clearTimeout(id);
  }, [filters]);

  const params = useMemo(() => ({ ...fixed, ...applied, Sort: sort?.key, Desc: sort ? sort.desc : undefined }), [fixed, applied, sort]);
  const query = useQuery(listPageQueryOptions(list, params, page, pageSize));
  return { query, params, filters, setFilters, sort, setSort, page, setPage, pageSize, setPageSize };
}
