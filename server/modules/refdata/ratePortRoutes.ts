import type { FastifyInstance } from 'fastify';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RatePortRowSchema, type RatePortRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { orderCell, RATE_PORT_ROLES, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { ratePortRows } from './ratePortService';
import { sheetFields } from './masterOutcome';

const yesNo = (b: boolean) => (b ? '是 Y' : '否 N');

/**
 * Rate ports (运价港口, `/DataMaintenance/FreightRateMaintenance/portmaintain`): a port's role in
 * rates, base port (基港), hot flag and order. Its port group is the master port's (ports.port_group)
 * and is set from here too (R1.5): a port is in at most one group (one column holds it: setting
 * another group moves it) and only in a group of its own country. One row per port (rate_ports.port_code,
 * sent as `Code`); names and country come from the master list.
 */
export function ratePortRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<RatePortRow, RatePortRow>(fastify, db, {
    path: P.ratePortList,
    item: RatePortRowSchema,
    access: A.ratePortRead,
    exportAccess: A.ratePortRead,
    title: 'rate-ports',
    base: () => ({
      sql: `select r.port_code as "Code", p.name_zh as "NameZh", p.name_en as "NameEn", coalesce(p.country_code, '') as "CountryCode",
              p.status as "PortStatus", r.role as "Role", r.is_base_port as "IsBasePort", r.hot as "Hot", r.sort_order as "SortOrder",
              coalesce(p.port_group, '') as "PortGroup", coalesce(g.name_zh, '') as "PortGroupName", r.status as "Status", r.version as "Version"
            from rate_ports r join ports p on p.code = r.port_code left join port_groups g on g.code = p.port_group`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'CountryCode', filter: 'text', sortable: true },
      { key: 'Role', filter: 'exact', values: RATE_PORT_ROLES },
      { key: 'PortGroup', filter: 'text', sortable: true },
      { key: 'SortOrder', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."SortOrder", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '港口 Port', value: (r) => r.Code, width: 10 },
      { header: '港口名称 Port name', value: (r) => r.NameZh, width: 12 },
      { header: '用途 Role', value: (r) => r.Role, width: 8 },
      { header: '基港 Base port', value: (r) => yesNo(r.IsBasePort), width: 8 },
      { header: '热门 Hot', value: (r) => yesNo(r.Hot), width: 8 },
      { header: '港口组 Port group', value: (r) => r.PortGroup, width: 12 },
      { header: '排序 Order', value: (r) => r.SortOrder, width: 8 },
    ],
  });

  const rows = ratePortRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.ratePortList}/Import`,
      A.ratePortEdit,
      sheetFields([
        { key: 'Code', header: '港口 Port', required: true },
        { key: 'Role', header: '用途 Role' },
        { key: 'IsBasePort', header: '基港 Base port' },
        { key: 'Hot', header: '热门 Hot' },
        { key: 'PortGroup', header: '港口组 Port group' },
        { key: 'SortOrder', header: '排序 Order' },
      ]),
      (c) => ({
        Code: c.Code!,
        Role: c.Role || 'BOTH',
        IsBasePort: yesNoCell(c.IsBasePort?.split(' ')[0], '基港 Base port', false),
        Hot: yesNoCell(c.Hot?.split(' ')[0], '热门 Hot', false),
        PortGroup: c.PortGroup ?? '',
        SortOrder: orderCell(c.SortOrder, '排序 Order'),
      }),
    ),
  );
  masterRoutes(fastify, rows, C.ratePort);
}
