/**
 * Who reads a published letter or table (operations.md §13.1 audience), as SQL on the row `alias`
 * with the reader's company at `$co` and its kind at `$kind`: PUBLIC reaches everyone, ALL_CUSTOMERS
 * every customer company, COMPANIES the companies chosen. Drafts and withdrawn ones reach nobody outside.
 */
export const letterVisible = (alias: string, co: string, kind: string) =>
  `(${alias}.ltr_status = 1 and (${alias}.ltr_audience = 'PUBLIC' or (${alias}.ltr_audience = 'ALL_CUSTOMERS' and ${kind}::text = 'customer')
     or (${alias}.ltr_audience = 'COMPANIES' and exists (select 1 from carrier_letter_companies a where a.letter_id = ${alias}.id and a.company_id = ${co}::bigint))))`;

/** Tables reach the workbench only when the platform keeps them; a company's own table is its site's (PUBLIC, `public.ts`). */
export const tableVisible = (alias: string, co: string, kind: string) =>
  `(${alias}.sch_status = 1 and exists (select 1 from company_directory o where o.id = ${alias}.company_id and o.kind = 'platform') and (${alias}.sch_audience = 'PUBLIC' or (${alias}.sch_audience = 'ALL_CUSTOMERS' and ${kind}::text = 'customer')
     or (${alias}.sch_audience = 'COMPANIES' and exists (select 1 from sailing_table_companies a where a.table_id = ${alias}.id and a.company_id = ${co}::bigint))))`;

/** The actor's view of a row: the desk's own company (every state), or a reader outside. */
export interface Reader {
  companyId: string;
  employeeId: string;
  kind: 'platform' | 'customer' | 'provider';
}
export const isDesk = (r: Reader) => r.kind === 'platform';

/** An instant as ISO (PGlite answers Date, PostgreSQL too), or null. */
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
