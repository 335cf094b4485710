import type { FastifyInstance } from 'fastify';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { TradeLaneRowSchema, type TradeLaneRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { tradeLaneRows } from './tradeLaneService';
import { sheetFields } from './masterOutcome';
import { defineImport } from '../../http/imports';

/** A sheet's order cell: a whole number 0–9999, none when empty (an import keeps the lane's order then). */
function sortOrderCell(cell: string | undefined): number | undefined {
  if (!cell?.trim()) return undefined;
  const n = Number(cell);
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new Error(`排序 Order "${cell}" is no whole number from 0 to 9999`);
  return n;
}

/**
 * Trade lanes (`/BasicData/Line`, commercial.md §1.1 TradeLane, §10.5): lanes and sub-lanes (北欧 /
 * 东地 / 西地) with their destination ports; a sub-lane's ports are ports of its parent lane.
 */
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

  const rows = tradeLaneRows(db, hub);

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
