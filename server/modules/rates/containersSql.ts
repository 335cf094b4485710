/**
 * The containers of a stored search (`{Lines:[{ContainerClass, Qty}]}`) as the pages write them,
 * "2×40HQ 1×20GP", in SQL — for list pages, which select only the columns their row names. The
 * same text in code is `containerText` (src/domain/pricing/containerLines.ts).
 */
export const containersSql = (linesColumn: string) =>
  `(select string_agg((l.v ->> 'Qty') || '×' || (l.v ->> 'ContainerClass'), ' ' order by l.n)
      from jsonb_array_elements(${linesColumn} -> 'Lines') with ordinality l(v, n))`;
