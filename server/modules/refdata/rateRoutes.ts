import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RateRouteRowSchema, type RateRouteRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { codeListCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS, unknownCodes, unknownStaff } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type RateRouteInput = (typeof C.rateRoute.save.input)['static'];

const codes = (list: readonly string[] | undefined) => [...new Set((list ?? []).map(normaliseCode).filter(Boolean))];

/**
 * Rate routes (运价航线, `/DataMaintenance/FreightRateMaintenance/linemaintain`): per trade lane, the
 * destination ports rate maintenance offers, who maintains the lane's rates and the default
 * transhipment ports. One row per lane (rate_routes.trade_lane_code, sent as `Code`); the lane's names
 * come from the master list. Ports must be known and enabled, maintainers active platform staff.
 */
export function rateRouteRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<RateRouteRow, RateRouteRow>(fastify, db, {
    path: P.rateRouteList,
    item: RateRouteRowSchema,
    access: A.rateRouteRead,
    exportAccess: A.rateRouteRead,
    title: 'rate-routes',
    base: () => ({
      sql: `select r.trade_lane_code as "Code", l.name_zh as "NameZh", l.name_en as "NameEn", r.pod_codes as "PodCodes",
              array_to_string(r.pod_codes, ' ') as "PodText", r.maintainer_employee_ids::integer[] as "MaintainerEmployeeIds",
              coalesce((select array_agg(e.name order by array_position(r.maintainer_employee_ids, e.id)) from employee_directory e where e.id = any(r.maintainer_employee_ids)), '{}') as "MaintainerNames",
              r.default_via_codes as "DefaultViaCodes", l.sort_order as "SortKey", r.status as "Status", r.version as "Version"
            from rate_routes r join trade_lanes l on l.code = r.trade_lane_code`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'PodText', filter: 'text' },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."SortKey", t."Code"',
    present: (r) => ({
      Code: r.Code,
      NameZh: r.NameZh,
      NameEn: r.NameEn,
      PodCodes: r.PodCodes,
      MaintainerEmployeeIds: r.MaintainerEmployeeIds.map(Number),
      MaintainerNames: r.MaintainerNames,
      DefaultViaCodes: r.DefaultViaCodes,
      Status: r.Status,
      Version: r.Version,
    }),
    sheet: [
      { header: '航线 Lane', value: (r) => r.Code, width: 10 },
      { header: '航线名称 Lane name', value: (r) => r.NameZh, width: 14 },
      { header: '目的港 PODs', value: (r) => r.PodCodes.join(' '), width: 60 },
      { header: '维护人 Maintainers', value: (r) => r.MaintainerEmployeeIds.join(' '), width: 14 },
      { header: '维护人姓名 Maintainer names', value: (r) => r.MaintainerNames.join(' '), width: 20 },
      { header: '中转港 Via', value: (r) => r.DefaultViaCodes.join(' '), width: 20 },
    ],
  });

  const rows = masterRows<RateRouteInput>(db, hub, {
    entity: 'rateRoute',
    keyColumn: 'trade_lane_code',
    noun: 'rate route',
    nounZh: '运价航线',
    table: 'rate_routes',
    columns: { PodCodes: 'pod_codes', MaintainerEmployeeIds: 'maintainer_employee_ids', DefaultViaCodes: 'default_via_codes' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      PodCodes: codes(i.PodCodes).sort(),
      MaintainerEmployeeIds: [...new Set(i.MaintainerEmployeeIds ?? [])],
      DefaultViaCodes: codes(i.DefaultViaCodes),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const lane = await masterProblem(q, MASTERS.tradeLane, i.Code, '/Code');
      if (lane) errors.push(lane);
      const pods = await unknownCodes(q, 'ports', i.PodCodes ?? []);
      if (pods.length) errors.push(fieldSays('/PodCodes', refdataCheckWords.noEnabledPortCode(pods.join(', '))));
      const vias = await unknownCodes(q, 'ports', i.DefaultViaCodes ?? []);
      if (vias.length) errors.push(fieldSays('/DefaultViaCodes', refdataCheckWords.noEnabledPortCode(vias.join(', '))));
      const staff = await unknownStaff(q, i.MaintainerEmployeeIds ?? []);
      if (staff.length) errors.push(fieldSays('/MaintainerEmployeeIds', refdataCheckWords.noStaffIds(staff.join(', '))));
      return errors;
    },
    usage: [],
  });

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.rateRouteList}/Import`,
      A.rateRouteEdit,
      sheetFields([
        { key: 'Code', header: '航线 Lane', required: true },
        { key: 'PodCodes', header: '目的港 PODs' },
        { key: 'MaintainerEmployeeIds', header: '维护人 Maintainers' },
        { key: 'DefaultViaCodes', header: '中转港 Via' },
      ]),
      (c) => {
        const ids = codeListCell(c.MaintainerEmployeeIds);
        const bad = ids.filter((x) => !/^\d{1,15}$/.test(x));
        if (bad.length) throw new Error(`维护人 Maintainers "${bad.join(' ')}" are no employee ids`);
        return { Code: c.Code!, PodCodes: codeListCell(c.PodCodes), MaintainerEmployeeIds: ids.map(Number), DefaultViaCodes: codeListCell(c.DefaultViaCodes) };
      },
    ),
  );
  masterRoutes(fastify, rows, C.rateRoute);
}
