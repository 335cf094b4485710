import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, serialisable } from '../../src/contract/call';
import type { Access } from '../../src/contract/access';
import { ok } from '../../src/contract/envelope';
import type { ListPage } from '../../src/contract/admin';
import type { Db } from '../db/types';
import type { Actor } from '../platform/access/grants';
import { requestLanguage } from './language';
import { exportDay, sendWorkbook, type SheetColumn } from './xlsx';
import { JSON_TYPE } from './replies';
import { enqueueExport, exportJobRows, LIST_EXPORTS, type ListExport } from './exportJob';

/** A column a list can be filtered or sorted by: the key is both the query name and the base query's column. */
export interface ListColumn {
  key: string;
  /** text: contains, case-insensitive; exact: equals. */
  filter?: 'text' | 'exact';
  sortable?: boolean;
  /** For exact filters: the allowed values. */
  values?: readonly string[];
  /**
   * For exact filters: the column is an integer, compared as one (`= $n::integer`), so an index
   * on it serves the filter; by default a column is compared as text.
   */
  type?: 'integer';
  /** Never null: sorted without `nulls last`, so an index on it serves a descending sort too. */
  notNull?: boolean;
  /**
   * For text filters: the rows whose `key` column is among what `find` answers for the text count
   * too — the pickers' matcher, so a grid's filter finds what its picker finds (`nb` → 宁波).
   */
  matcher?: { key: string; find(text: string): Promise<readonly string[]> };
  /**
   * For text filters on names gathered from other rows (a `string_agg` of a company's salespeople):
   * the condition that finds the text among those rows, given its parameter (`$n`, already
   * `%text%`) and the list's row as `t`. The gathered string itself could be indexed by nothing;
   * the rows it is made of have their trigram indexes (migration 054).
   */
  contains?: (param: string) => string;
  /**
   * For text filters on a name shown with a fallback (`coalesce(e.name, '')` of an outer join): the
   * base query's column holding the bare name, which the filter reads instead. A bare name that must
   * contain the text cannot be null, so the planner makes the outer join an inner one and finds the
   * names by their trigram index; the fallback hides that from it.
   */
  filterColumn?: string;
}

export interface ListSpec<Row, Wire> {
  path: string;
  /** The menu path (and button) the list sits behind; none: any employee reads their own rows. */
  access?: Access;
  exportAccess?: Access;
  /** The export's file name (without .xlsx) and sheet name. */
  title: string;
  /** The rows this actor may see: a query with the scope in its where clause, using $1… */
  base(actor: Actor, request: FastifyRequest): { sql: string; params: unknown[] };
  columns: ListColumn[];
  /** Default order (columns of the base query). */
  order: string;
  present(row: Row): Wire;
  sheet: SheetColumn<Wire>[];
  /** The export's lines of one row, when a row exports as several (a quote: one line per option); the row itself otherwise. */
  exportRows?(row: Wire): Wire[];
  /** Extra query parameters the base reads (not filters), with their schemas. */
  extraQuery?: Record<string, object>;
  /**
   * The schema of one row as sent (src/contract/<module>/): the page is serialised by it, faster
   * than JSON.stringify, and a column of the query the row does not name is never sent, nor read:
   * a page selects only the columns the row names (`present` makes the row from those), so a
   * column only the export shows costs a page nothing. The export reads every column.
   */
  item?: TSchema;
  /**
   * Keep pages in the answer cache (server/cache/answerCache.ts) under `topic`, whose every write
   * must announce it. `scope` names all of the actor the base query depends on (its company, or
   * "all" for platform staff): two actors of one scope must see the same rows.
   */
  cache?: { topic: string; scope(actor: Actor): string };
}

const MAX_EXPORT = 20_000;

/**
 * Every list defined in this process, by path, with its "contains" filters: the test of migration
 * 054 walks them to check that no contains filter of a table that grows reads the whole table.
 */
export const DEFINED_LISTS = new Map<string, { textFilters: readonly string[] }>();
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A paged list and its Excel export (`path` and `path/Export`), both behind the spec's access:
 * server-side paging, one sort column, filters by column; unknown query parameters are refused.
 */
export function defineList<Row, Wire>(app: FastifyInstance, db: Db, spec: ListSpec<Row, Wire>): void {
  DEFINED_LISTS.set(spec.path, { textFilters: spec.columns.filter((c) => c.filter === 'text').map((c) => c.key) });
  LIST_EXPORTS.set(spec.path, spec as unknown as ListExport);
  const sortable = spec.columns.filter((c) => c.sortable).map((c) => c.key);
  const filterProps = Object.fromEntries(
    spec.columns
      .filter((c) => c.filter)
      .map((c) => [
        c.key,
        c.values
          ? { type: 'string', enum: [...c.values, ''] }
          : c.type === 'integer'
            ? { type: 'string', pattern: '^\\s*(-?\\d{1,9})?\\s*$' }
            : { type: 'string', maxLength: 100 },
      ]),
  );
  const common = {
    ...filterProps,
    ...spec.extraQuery,
    Sort: sortable.length ? { type: 'string', enum: sortable } : { type: 'string', maxLength: 0 },
    Desc: { type: 'boolean' },
  };
  const pageSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...common,
      Page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      PageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
    },
  };
  const exportSchema = { type: 'object', additionalProperties: false, properties: { ...common } };

  async function build(request: FastifyRequest) {
    const q = request.query as Record<string, unknown>;
    const base = spec.base(request.actor!, request);
    const params = [...base.params];
    const where: string[] = [];
    for (const c of spec.columns) {
      const v = q[c.key];
      if (!c.filter || typeof v !== 'string' || !v.trim()) continue;
      if (c.filter === 'text') {
        params.push(`%${likeEscape(v.trim())}%`);
        const contains = c.contains ? `(${c.contains(`$${params.length}`)})` : `cast(t."${c.filterColumn ?? c.key}" as text) ilike $${params.length}`;
        if (c.matcher) {
          params.push([...(await c.matcher.find(v.trim()))]);
          where.push(`(${contains} or cast(t."${c.matcher.key}" as text) = any($${params.length}::text[]))`);
        } else where.push(contains);
      } else if (c.type === 'integer') {
        params.push(v.trim());
        where.push(`t."${c.key}" = $${params.length}::integer`);
      } else {
        params.push(v);
        where.push(`cast(t."${c.key}" as text) = $${params.length}`);
      }
    }
    const sorted = typeof q.Sort === 'string' ? spec.columns.find((c) => c.sortable && c.key === q.Sort) : undefined;
    const sort = sorted ? `t."${sorted.key}" ${q.Desc ? 'desc' : 'asc'}${sorted.notNull ? '' : ' nulls last'}, ` : '';
    const sql = `from (${base.sql}) t ${where.length ? `where ${where.join(' and ')}` : ''}`;
    return { sql, params, order: `order by ${sort}${spec.order}` };
  }

  const response = spec.item ? { 200: serialisable(envelopeOf(Type.Object({ Items: Type.Array(spec.item), Total: Type.Integer() }))) } : undefined;
  const named = spec.item && typeof spec.item.properties === 'object' ? Object.keys(spec.item.properties as object) : undefined;
  const pageColumns = named ? named.map((k) => `t."${k}"`).join(', ') : 't.*';
  app.get(
    spec.path,
    { schema: { querystring: pageSchema, ...(response && { response }) }, config: spec.access ? { access: spec.access } : { auth: 'employee' } },
    async (request, reply) => {
      if (!spec.cache) return ok(await readPage(request));
      // kept serialised (by the route's own serialiser: a field the row does not name is never sent),
      // as bytes: a string would be encoded again for every answer
      const q = request.query as Record<string, unknown>;
      const query = Object.keys(q)
        .sort()
        .map((k) => `${k}=${String(q[k])}`)
        .join('&');
      const key = `${spec.path}|${spec.cache.scope(request.actor!)}|${query}`;
      const body = await app.answerCache.through(spec.cache.topic, key, async () => Buffer.from(reply.serialize(ok(await readPage(request))) as string));
      return reply.type(JSON_TYPE).send(body);
    },
  );

  /**
   * One page and the number of rows. Two queries, not one with a window count: the count of a
   * base whose select list looks names up is answered from an index alone, while a window count
   * makes PostgreSQL compute every row's select list (migration 023's notes).
   */
  async function readPage(request: FastifyRequest): Promise<ListPage<Wire>> {
    const { Page, PageSize } = request.query as { Page: number; PageSize: number };
    const { sql, params, order } = await build(request);
    const [count] = await db.query<{ n: string }>(`select count(*) as n ${sql}`, params);
    // the page as parameters: one statement text for every page, prepared once (server/db/preparedNames.ts)
    const n = params.length;
    const rows = await db.query<Row>(`select ${pageColumns} ${sql} ${order} limit $${n + 1} offset $${n + 2}`, [...params, PageSize, (Page - 1) * PageSize]);
    return { Items: rows.map(spec.present), Total: Number(count!.n) };
  }

  app.get(
    `${spec.path}/Export`,
    { schema: { querystring: exportSchema }, config: spec.exportAccess ? { access: spec.exportAccess } : { auth: 'employee' } },
    async (request, reply) => {
      const { sql, params, order } = await build(request);
      // dated on the office's clock: an export at 07:00 in Shanghai is today's, not yesterday's (UTC)
      const lang = requestLanguage(request.headers['accept-language']);
      // a large one is a background job with a progress bar (exportJob.ts): answered at once with the job
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from (select 1 ${sql} limit ${MAX_EXPORT}) c`, params);
      if (count!.n >= exportJobRows(process.env)) {
        const job = await enqueueExport(db, {
          Path: spec.path,
          Sql: sql,
          Order: order,
          Params: params,
          Limit: MAX_EXPORT,
          FileName: `${spec.title}-${exportDay()}.xlsx`,
          Lang: lang,
          EmployeeId: request.actor!.id,
        });
        return reply.status(202).send(ok({ Job: job, Rows: count!.n }));
      }
      const rows = await db.query<Row>(`select t.* ${sql} ${order} limit ${MAX_EXPORT}`, params);
      const lines = rows.map(spec.present).flatMap((row) => spec.exportRows?.(row) ?? [row]);
      return sendWorkbook(reply, `${spec.title}-${exportDay()}.xlsx`, spec.title, spec.sheet, lines, lang);
    },
  );
}
