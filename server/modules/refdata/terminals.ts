import type { FastifyInstance } from 'fastify';
import { statusWords } from '../../../src/contract/words';
import { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { TerminalRowSchema, type TerminalRow } from '../../../src/contract/refdata/dictionaryRows';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { normaliseCode, terminalCodeProblem } from '../../../src/domain/refdata/codes';
import { oneOfProblem, TERMINAL_KINDS, TERMINAL_PROVIDERS } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS } from './dictionaryChecks';
import { masterRoutes } from './masterRoutes';
import { masterRows } from './masterService';
import { sheetFields } from './masterOutcome';

type TerminalInput = (typeof C.terminal.save.input)['static'];

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

  const rows = masterRows<TerminalInput>(db, hub, {
    entity: 'terminal',
    key: 'Id',
    noun: 'terminal',
    nounZh: '码头',
    table: 'terminals',
    columns: {
      PortCode: 'port_code',
      Code: 'code',
      Provider: 'provider',
      Kind: 'kind',
      NameZh: 'name_zh',
      NameEn: 'name_en',
      CustomsSiteCode: 'customs_site_code',
    },
    identify: async (tx, i) =>
      (await tx.query<{ id: string }>('select id from terminals where port_code = $1 and code = $2 and provider = $3', [i.PortCode, i.Code, i.Provider])).map(
        (r) => Number(r.id),
      )[0],
    normalise: (i) => ({
      ...i,
      PortCode: normaliseCode(i.PortCode),
      Code: normaliseCode(i.Code),
      Provider: normaliseCode(i.Provider),
      Kind: normaliseCode(i.Kind),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      CustomsSiteCode: (i.CustomsSiteCode ?? '').trim().toUpperCase(),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (terminalCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notTerminalCode(i.Code)));
      if (oneOfProblem(i.Provider, TERMINAL_PROVIDERS)) errors.push(fieldSays('/Provider', refdataCheckWords.isOneOf(TERMINAL_PROVIDERS.join(', '))));
      if (oneOfProblem(i.Kind, TERMINAL_KINDS)) errors.push(fieldSays('/Kind', refdataCheckWords.isOneOf(TERMINAL_KINDS.join(', '))));
      // a terminal of a disabled port is not added; one already there keeps its port (R1.7)
      const [port] = await q.query<{ status: string }>('select status from ports where code = $1', [i.PortCode]);
      const [before] = i.Id ? await q.query<{ port_code: string }>('select port_code from terminals where id = $1', [i.Id]) : [];
      if (!port || before?.port_code !== i.PortCode) {
        const problem = await masterProblem(q, MASTERS.port, i.PortCode, '/PortCode');
        if (problem) errors.push(problem);
      }
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    usage: [
      { what: 'rate terminals', zh: '运价码头', sql: 'select count(*) as n from rate_terminals where terminal_id = $1' },
      { what: 'vessel calls', zh: '船期挂靠', sql: 'select count(*) as n from vessel_calls where terminal_id = $1' },
      {
        what: 'service rotations',
        zh: '航线挂靠港',
        sql: `select count(*) as n from services s join terminals t on t.id = $1
               where exists (select 1 from jsonb_array_elements(s.rotation) r where r->>'PortCode' = t.port_code and r->>'TerminalCode' = t.code)`,
      },
    ],
  });

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
