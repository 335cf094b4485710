import type { FastifyInstance } from 'fastify';
import { statusWords } from '../../../src/contract/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { TerminalRowSchema, type TerminalRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { TERMINAL_KINDS, TERMINAL_PROVIDERS } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterRoutes } from './masterRoutes';
import { terminalRows } from './terminalService';
import { sheetFields } from './masterOutcome';

/**
 * Terminals (`/BasicData/Wharf`, commercial.md §1.1 Terminal): the facilities of a port with their
 * SMDG terminal or BIC facility code (without the UN/LOCODE, DCSA facilityCode) and DCSA facility
 * type. Keyed by a generated id: a code is unique only per (port, code, provider). The list filters
 * by port; an import finds a terminal by its port, code and provider.
 */
export function terminalRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<TerminalRow, TerminalRow>(fastify, db, {
    path: P.terminalList,
    item: TerminalRowSchema,
    access: A.terminalRead,
    exportAccess: A.terminalRead,
    title: 'terminals',
    base: () => ({
      sql: `select t.id::integer as "Id", t.port_code as "PortCode", p.name_zh as "PortName", t.code as "Code", t.provider as "Provider",
              t.kind as "Kind", t.name_zh as "NameZh", t.name_en as "NameEn", t.customs_site_code as "CustomsSiteCode",
              exists (select 1 from rate_terminals r where r.terminal_id = t.id) as "InRates", t.status as "Status", t.version as "Version"
            from terminals t join ports p on p.code = t.port_code`,
      params: [],
    }),
    columns: [
      { key: 'PortCode', filter: 'text', sortable: true },
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'Provider', filter: 'exact', values: TERMINAL_PROVIDERS },
      { key: 'Kind', filter: 'exact', values: TERMINAL_KINDS, sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."PortCode", t."Code"',
    present: (r) => r,
    sheet: [
      { header: '港口 Port', value: (r) => r.PortCode, width: 10 },
      { header: '代码 Code', value: (r) => r.Code, width: 10 },
      { header: '代码来源 Provider', value: (r) => r.Provider, width: 10 },
      { header: '类型 Kind', value: (r) => r.Kind, width: 8 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 24 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 36 },
      { header: '海关监管场所 Customs site', value: (r) => r.CustomsSiteCode, width: 14 },
      { header: '状态 Status', value: (r, lang) => (r.Status === 'ACTIVE' ? statusWords.active : statusWords.disabled)[lang], width: 14 },
    ],
  });

  const rows = terminalRows(db, hub);

  defineImport(
    fastify,
    db,
    rows.importSpec(
      `${P.terminalList}/Import`,
      A.terminalEdit,
      sheetFields([
        { key: 'PortCode', header: '港口 Port', required: true },
        { key: 'Code', header: '代码 Code', required: true },
        { key: 'Provider', header: '代码来源 Provider', required: true },
        { key: 'Kind', header: '类型 Kind', required: true },
        { key: 'NameZh', header: '中文名 Chinese name', required: true },
        { key: 'NameEn', header: '英文名 English name', required: true },
        { key: 'CustomsSiteCode', header: '海关监管场所 Customs site' },
      ]),
      (c) => ({
        PortCode: c.PortCode!,
        Code: c.Code!,
        Provider: c.Provider!,
        Kind: c.Kind!,
        NameZh: c.NameZh!,
        NameEn: c.NameEn!,
        CustomsSiteCode: c.CustomsSiteCode,
      }),
    ),
  );
  masterRoutes(fastify, rows, C.terminal);
}
