import type { FastifyInstance } from 'fastify';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { RateTerminalRowSchema, type RateTerminalRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { codeListCell } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS, unknownCodes } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type RateTerminalInput = (typeof C.rateTerminal.save.input)['static'];

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

  const rows = masterRows<RateTerminalInput>(db, hub, {
    entity: 'rateTerminal',
    key: 'Id',
    keyColumn: 'terminal_id',
    noun: 'rate terminal',
    nounZh: '运价码头',
    table: 'rate_terminals',
    columns: { CarrierCodes: 'carrier_codes', Display: 'display' },
    normalise: (i) => ({
      ...i,
      CarrierCodes: [...new Set((i.CarrierCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean))].sort(),
      Display: (i.Display ?? '').trim(),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      const terminal = await masterProblem(q, MASTERS.terminal, i.Id, '/Id');
      if (terminal) errors.push(terminal);
      const unknown = await unknownCodes(q, 'carriers', i.CarrierCodes ?? []);
      if (unknown.length) errors.push(fieldSays('/CarrierCodes', refdataCheckWords.noEnabledCarrierCode(unknown.join(', '))));
      return errors;
    },
    usage: [],
  });

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
  defineImport(fastify, db, {
    ...spec,
    // a hand-typed sheet may name the terminal by port and code instead of its id (an SMDG code first)
    async check(tx, actor, cells, lang) {
      if (!cells.Id?.trim() && cells.PortCode && cells.TerminalCode) {
        const [found] = await tx.query<{ id: string }>(
          `select id from terminals where port_code = upper(trim($1)) and code = upper(trim($2)) order by provider <> 'SMDG', id limit 1`,
          [cells.PortCode, cells.TerminalCode],
        );
        if (!found) return [`no terminal ${cells.PortCode} ${cells.TerminalCode}: add it under 港区码头 /BasicData/Wharf first`];
        return spec.check(tx, actor, { ...cells, Id: String(found.id) }, lang);
      }
      return spec.check(tx, actor, cells, lang);
    },
  });
  masterRoutes(fastify, rows, C.rateTerminal);
}
