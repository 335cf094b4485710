import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RatePortRowSchema, type RatePortRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { oneOfProblem, orderCell, RATE_PORT_ROLES, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type RatePortInput = (typeof C.ratePort.save.input)['static'];

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

  const groupOf = async (q: { query: Db['query'] }, code: string) =>
    (await q.query<{ port_group: string | null }>('select port_group from ports where code = $1', [code]))[0]?.port_group ?? '';

  const rows = masterRows<RatePortInput>(db, hub, {
    entity: 'ratePort',
    keyColumn: 'port_code',
    noun: 'rate port',
    nounZh: '运价港口',
    table: 'rate_ports',
    columns: { Role: 'role', IsBasePort: 'is_base_port', Hot: 'hot', SortOrder: 'sort_order' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      Role: normaliseCode(i.Role),
      SortOrder: i.SortOrder ?? 0,
      PortGroup: i.PortGroup === undefined ? undefined : normaliseCode(i.PortGroup),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const port = await masterProblem(q, MASTERS.port, i.Code, '/Code');
      if (port) errors.push(port);
      if (oneOfProblem(i.Role, RATE_PORT_ROLES)) errors.push(fieldSays('/Role', refdataCheckWords.isOneOf(RATE_PORT_ROLES.join(', '))));
      if (i.PortGroup && !port) {
        const [group] = await q.query<{ country_code: string }>('select country_code from port_groups where code = $1', [i.PortGroup]);
        const [master] = await q.query<{ country_code: string | null }>('select country_code from ports where code = $1', [i.Code]);
        if (!group) errors.push(fieldSays('/PortGroup', refdataCheckWords.noPortGroup(i.PortGroup)));
        else if (group.country_code !== master?.country_code)
          errors.push(fieldSays('/PortGroup', refdataCheckWords.groupOtherCountry(group.country_code, i.Code, master?.country_code)));
      }
      return errors;
    },
    usage: [],
    extra: {
      fields: ['PortGroup'],
      read: async (q, code) => ({ PortGroup: await groupOf(q, code) }),
      async write(tx, i) {
        // the master port's one group column: a port never sits in two groups
        if (i.PortGroup === undefined) return;
        await tx.query(
          `update ports set port_group = nullif($2, ''), version = version + 1, updated_at = now()
            where code = $1 and coalesce(port_group, '') <> $2`,
          [i.Code, i.PortGroup],
        );
      },
    },
  });

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
