import type { FastifyInstance } from 'fastify';
import { statusWords } from '../../../src/contract/words';
import { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { PortRowSchema, type PortRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { portRows } from './portService';
import { keptUntilChanged, readPortPicker } from './suggestService';
import { matchingPortCodes } from '../../../src/domain/refdata/suggest';

type PortQueryRow = Omit<PortRow, 'InUse'> & { InUse: string | number };

// the bookings naming the port anywhere on their route
const IN_USE = `(select count(*) from booking_facts b where p.code in (b.receipt_code, b.loading_code, b.discharge_code, b.delivery_code))`;

/**
 * World ports (`/BasicData/GlobleHaven`, commercial.md §1.1): UN/LOCODE, Chinese and English names,
 * country, IANA time zone, function flags, lane, port group and superseded codes; the grid with its
 * export, and saving, disabling and deleting through the master-row kit (R1.1–R1.3, R1.5).
 */
export function portRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  // the grid's Chinese-name filter matches as the port picker does (pinyin, initials, aliases), over every port, disabled ones too
  const picker = keptUntilChanged(hub, () => readPortPicker(db, true));
  const pickerFinds = async (text: string) => matchingPortCodes((await picker()).index, text);
  defineList<PortQueryRow, PortRow>(fastify, db, {
    path: P.portList,
    item: PortRowSchema,
    access: A.portRead,
    exportAccess: A.portRead,
    title: 'ports',
    base: () => ({
      sql: `select p.code as "Code", p.name_zh as "NameZh", p.name_en as "NameEn", coalesce(p.country_code, '') as "CountryCode",
              coalesce(c.name_zh, '') as "CountryName", p.time_zone as "TimeZone", p.functions as "Functions", coalesce(p.lane_code, '') as "LaneCode",
              coalesce(p.port_group, '') as "PortGroup", p.aliases as "Aliases", array_to_string(p.aliases, ' ') as "AliasText",
              p.status as "Status", p.version as "Version", ${IN_USE} as "InUse"
            from ports p left join countries c on c.code = p.country_code`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true, matcher: { key: 'Code', find: pickerFinds } },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'CountryCode', filter: 'text', sortable: true },
      { key: 'LaneCode', filter: 'text', sortable: true },
      { key: 'AliasText', filter: 'text' },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
      { key: 'InUse', sortable: true },
    ],
    order: 't."Code"',
    present: (r) => ({ ...r, InUse: Number(r.InUse) }),
    sheet: [
      { header: '代码 UN/LOCODE', value: (r) => r.Code, width: 14 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 18 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 28 },
      { header: '国家 Country', value: (r) => r.CountryCode, width: 10 },
      { header: '国家名 Country name', value: (r) => r.CountryName, width: 14 },
      { header: '时区 Time zone', value: (r) => r.TimeZone, width: 22 },
      { header: '功能 Functions', value: (r) => r.Functions, width: 12 },
      { header: '航线 Lane', value: (r) => r.LaneCode, width: 10 },
      { header: '港口组 Port group', value: (r) => r.PortGroup, width: 14 },
      { header: '别名 Aliases', value: (r) => r.Aliases.join(' '), width: 24 },
      { header: '状态 Status', value: (r, lang) => (r.Status === 'ACTIVE' ? statusWords.active : statusWords.disabled)[lang], width: 14 },
    ],
  });

  const rows = portRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.portList}/Import`,
      A.portEdit,
      [
        { key: 'Code', headers: ['代码 UN/LOCODE', '代码', 'UN/LOCODE', 'LOCODE'], required: true },
        { key: 'NameZh', headers: ['中文名 Chinese name', '中文名'], required: true },
        { key: 'NameEn', headers: ['英文名 English name', '英文名', 'Name'], required: true },
        { key: 'CountryCode', headers: ['国家 Country', '国家', 'Country'], required: true },
        { key: 'TimeZone', headers: ['时区 Time zone', '时区'] },
        { key: 'Functions', headers: ['功能 Functions', '功能', 'Function'] },
        { key: 'LaneCode', headers: ['航线 Lane', '航线'] },
        { key: 'PortGroup', headers: ['港口组 Port group', '港口组'] },
        { key: 'Aliases', headers: ['别名 Aliases', '别名'] },
      ],
      (c) => ({
        Code: c.Code!,
        NameZh: c.NameZh!,
        NameEn: c.NameEn!,
        CountryCode: c.CountryCode!,
        TimeZone: c.TimeZone,
        Functions: c.Functions,
        LaneCode: c.LaneCode,
        PortGroup: c.PortGroup,
        Aliases: (c.Aliases ?? '').split(/[,，\s]+/).filter(Boolean),
      }),
    ),
  );

  masterRoutes(fastify, rows, C.port);
}
