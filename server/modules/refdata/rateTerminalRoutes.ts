import type { FastifyInstance } from 'fastify';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RateTerminalRowSchema, type RateTerminalRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { codeListCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { byPortAndCode, rateTerminalRows } from './rateTerminalService';
import { sheetFields } from './masterOutcome';

/**
 * Rate terminals (运价码头, `/DataMaintenance/FreightRateMaintenance/wharfmaintain`): the terminals
 * rates name, the carriers calling at each and the label rate grids show ("洋山 / 外高桥"). One row
 * per terminal, keyed by the terminal's id (rate_terminals.terminal_id, sent as `Id`); the terminal's
 * port, code and names come from the master list.
 */
export function rateTerminalRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<RateTerminalRow, RateTerminalRow>(fastify, db, {
    path: P.rateTerminalList,
    item: RateTerminalRowSchema,
    access: A.rateTerminalRead,
    exportAccess: A.rateTerminalRead,
    title: 'rate-terminals',
    base: () => ({
      sql: `select r.terminal_id::integer as "Id", t.port_code as "PortCode", t.code as "TerminalCode", t.provider as "Provider",
              t.name_zh as "NameZh", t.name_en as "NameEn", r.carrier_codes as "CarrierCodes", array_to_string(r.carrier_codes, ' ') as "CarrierText",
              r.display as "Display", r.status as "Status", r.version as "Version"
            from rate_terminals r join terminals t on t.id = r.terminal_id`,
      params: [],
    }),
    columns: [
      { key: 'PortCode', filter: 'text', sortable: true },
      { key: 'TerminalCode', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'CarrierText', filter: 'text' },
      { key: 'Display', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."PortCode", t."TerminalCode"',
    present: (r) => r,
    sheet: [
      { header: '码头编号 Terminal Id', value: (r) => r.Id, width: 10 },
      { header: '港口 Port', value: (r) => r.PortCode, width: 10 },
      { header: '码头代码 Terminal code', value: (r) => r.TerminalCode, width: 12 },
      { header: '码头名称 Terminal name', value: (r) => r.NameZh, width: 24 },
      { header: '船公司 Carriers', value: (r) => r.CarrierCodes.join(' '), width: 40 },
      { header: '显示 Display', value: (r) => r.Display, width: 16 },
    ],
  });

  const rows = rateTerminalRows(db, hub);

  const spec = rows.importSpec(
    `${P.rateTerminalList}/Import`,
    A.rateTerminalEdit,
    sheetFields([
      { key: 'Id', header: '码头编号 Terminal Id' },
      { key: 'PortCode', header: '港口 Port' },
      { key: 'TerminalCode', header: '码头代码 Terminal code' },
      { key: 'CarrierCodes', header: '船公司 Carriers' },
      { key: 'Display', header: '显示 Display' },
    ]),
    (c) => {
      if (!/^\d{1,15}$/.test(c.Id ?? '')) throw new Error('码头编号 Terminal Id: give the terminal’s id, or its port and terminal code');
      return { Id: Number(c.Id), CarrierCodes: codeListCell(c.CarrierCodes), Display: c.Display };
    },
  );
  defineImport(fastify, db, byPortAndCode(spec));
  masterRoutes(fastify, rows, C.rateTerminal);
}
