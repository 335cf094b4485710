import type { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { normaliseCode, terminalCodeProblem } from '../../../src/domain/refdata/codes';
import { oneOfProblem, TERMINAL_KINDS, TERMINAL_PROVIDERS } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS } from './dictionaryChecks';
import { masterRows } from './masterService';
import { portStatus, terminalIdOf, terminalPort } from './portRepository';

type TerminalInput = (typeof C.terminal.save.input)['static'];

/** Terminals' rows (commercial.md §1.1 Terminal): keyed by a generated id, found by an import by port, code and provider; a new one at an enabled port. */
export function terminalRows(db: Db, hub: LiveHub) {
  return masterRows<TerminalInput>(db, hub, {
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
    identify: (tx, i) => terminalIdOf(tx, i.PortCode, i.Code, i.Provider),
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
      const port = await portStatus(q, i.PortCode);
      const before = i.Id ? await terminalPort(q, i.Id) : undefined;
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
}
