import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { TradeLaneRowSchema, type TradeLaneRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';
import { defineImport } from '../../http/imports';

type LaneInput = (typeof C.tradeLane.save.input)['static'];

const portsOf = async (q: Queryable, code: string) =>
  (await q.query<{ port_code: string }>('select port_code from trade_lane_ports where lane_code = $1 order by port_code', [code])).map((r) => r.port_code);

/**
 * Trade lanes (`/BasicData/Line`, commercial.md §1.1 TradeLane, §10.5): lanes and sub-lanes (北欧 /
 * 东地 / 西地) with their destination ports; a sub-lane's ports are ports of its parent lane.
 */
/** A sheet's order cell: a whole number 0–9999, none when empty (an import keeps the lane's order then). */
function sortOrderCell(cell: string | undefined): number | undefined {
  if (!cell?.trim()) return undefined;
  const n = Number(cell);
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new Error(`排序 Order "${cell}" is no whole number from 0 to 9999`);
  return n;
}

export function tradeLaneRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<TradeLaneRow & { SortKey: string }, TradeLaneRow>(fastify, db, {
    path: P.tradeLaneList,
    item: TradeLaneRowSchema,
    access: A.tradeLaneRead,
    exportAccess: A.tradeLaneRead,
    title: 'trade-lanes',
    base: () => ({
      sql: `select l.code as "Code", l.name_zh as "NameZh", l.name_en as "NameEn", coalesce(l.parent_code, '') as "ParentCode",
              coalesce((select array_agg(p.port_code order by p.port_code) from trade_lane_ports p where p.lane_code = l.code), '{}') as "PodCodes",
              l.sort_order as "SortOrder", l.status as "Status", l.version as "Version"
            from trade_lanes l`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'ParentCode', filter: 'text' },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."SortOrder", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 10 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 16 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 30 },
      { header: '上级 Parent', value: (r) => r.ParentCode, width: 10 },
      { header: '目的港 PODs', value: (r) => r.PodCodes.join(' '), width: 60 },
      { header: '排序 Order', value: (r) => r.SortOrder, width: 8 },
    ],
  });

  const rows = masterRows<LaneInput>(db, hub, {
    entity: 'tradeLane',
    noun: 'trade lane',
    nounZh: '航线',
    table: 'trade_lanes',
    columns: { NameZh: 'name_zh', NameEn: 'name_en', ParentCode: 'parent_code', SortOrder: 'sort_order' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      ParentCode: normaliseCode(i.ParentCode ?? '') || undefined,
      PodCodes: [...new Set((i.PodCodes ?? []).map(normaliseCode).filter(Boolean))].sort(),
      SortOrder: i.SortOrder ?? 0,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!/^[A-Z]{2,4}(-[A-Z]{2,6})?$/.test(i.Code) || i.Code.length > 10)
        errors.push({ Path: '/Code', Message: 'is 2–4 capitals, and for a sub-lane a hyphen and its tag (EU-NORDIC), at most 10' });
      if (i.ParentCode) {
        if (i.ParentCode === i.Code) errors.push({ Path: '/ParentCode', Message: 'is the lane itself' });
        else if (!(await q.query('select 1 from trade_lanes where code = $1 and parent_code is null', [i.ParentCode])).length)
          errors.push(fieldSays('/ParentCode', refdataCheckWords.notTopLane(i.ParentCode)));
      }
      const pods = i.PodCodes ?? [];
      if (pods.length) {
        const known = new Set((await q.query<{ code: string }>('select code from ports where code = any($1::text[])', [pods])).map((r) => r.code));
        const unknown = pods.filter((p) => !known.has(p));
        if (unknown.length) errors.push(fieldSays('/PodCodes', refdataCheckWords.noSuchPorts(unknown.join(', '))));
        if (i.ParentCode && !unknown.length) {
          const parent = new Set(await portsOf(q, i.ParentCode));
          const outside = pods.filter((p) => !parent.has(p));
          if (parent.size && outside.length) errors.push(fieldSays('/PodCodes', refdataCheckWords.notPortsOf(i.ParentCode, outside.join(', '))));
        }
      }
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    usage: [
      { what: 'sub-lanes', zh: '子航线', sql: 'select count(*) as n from trade_lanes where parent_code = $1' },
      { what: 'ports naming it their lane', zh: '以其为航线的港口', sql: 'select count(*) as n from ports where lane_code = $1' },
    ],
    extra: {
      fields: ['PodCodes'],
      read: async (q, code) => ({ PodCodes: await portsOf(q, code) }),
      async write(tx, i) {
        // the lane's ports as saved; a port's primary lane (is_primary) is kept where the port stays
        await tx.query('delete from trade_lane_ports where lane_code = $1 and not (port_code = any($2::text[]))', [i.Code, i.PodCodes ?? []]);
        await tx.query(`insert into trade_lane_ports (lane_code, port_code) select $1, unnest($2::text[]) on conflict do nothing`, [i.Code, i.PodCodes ?? []]);
      },
    },
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.tradeLaneList}/Import`,
      A.tradeLaneEdit,
      sheetFields([
        { key: 'Code', header: '代码 Code', required: true },
        { key: 'NameZh', header: '中文名 Chinese name', required: true },
        { key: 'NameEn', header: '英文名 English name', required: true },
        { key: 'ParentCode', header: '上级 Parent' },
        { key: 'PodCodes', header: '目的港 PODs' },
        { key: 'SortOrder', header: '排序 Order' },
      ]),
      (c) => ({
        Code: c.Code!,
        NameZh: c.NameZh!,
        NameEn: c.NameEn!,
        ParentCode: c.ParentCode || undefined,
        PodCodes: (c.PodCodes ?? '').split(/[,，\s]+/).filter(Boolean),
        SortOrder: sortOrderCell(c.SortOrder),
      }),
    ),
  );
  masterRoutes(fastify, rows, C.tradeLane);
}
