import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import type { ImportSpec } from '../../http/imports';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS, unknownCodes } from './dictionaryChecks';
import { masterRows } from './masterService';
import { terminalIdAt } from './portRepository';

type RateTerminalInput = (typeof C.rateTerminal.save.input)['static'];

/** Rate terminals' rows (commercial.md §1.1): each overlays an enabled terminal, keyed by its id, with enabled carriers. */
export function rateTerminalRows(db: Db, hub: LiveHub) {
  return masterRows<RateTerminalInput>(db, hub, {
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
}

/** A rate terminals' import that also reads a hand-typed sheet naming the terminal by port and code instead of its id (an SMDG code first). */
export function byPortAndCode(spec: ImportSpec<RateTerminalInput>): ImportSpec<RateTerminalInput> {
  return {
    ...spec,
    async check(tx, actor, cells, lang) {
      if (!cells.Id?.trim() && cells.PortCode && cells.TerminalCode) {
        const found = await terminalIdAt(tx, cells.PortCode, cells.TerminalCode);
        if (found === undefined) return [`no terminal ${cells.PortCode} ${cells.TerminalCode}: add it under 港区码头 /BasicData/Wharf first`];
        return spec.check(tx, actor, { ...cells, Id: String(found) }, lang);
      }
      return spec.check(tx, actor, cells, lang);
    },
  };
}
