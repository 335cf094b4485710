import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { dictionaryCalls as C } from '../../../src/contract/refdata/dictionaryCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { oneOfProblem, RATE_PORT_ROLES } from '../../../src/domain/refdata/dictionaries';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { masterProblem, MASTERS } from './dictionaryChecks';
import { masterRows } from './masterService';
import { portCountry, portGroupCountry, portGroupOf, setPortGroup } from './portRepository';

type RatePortInput = (typeof C.ratePort.save.input)['static'];

/** Rate ports' rows (commercial.md §1.1): each overlays an enabled port, with its role; its port group is the master port's, of the port's country. */
export function ratePortRows(db: Db, hub: LiveHub) {
  return masterRows<RatePortInput>(db, hub, {
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
        const group = await portGroupCountry(q, i.PortGroup);
        const master = await portCountry(q, i.Code);
        if (!group) errors.push(fieldSays('/PortGroup', refdataCheckWords.noPortGroup(i.PortGroup)));
        else if (group.country_code !== master?.country_code)
          errors.push(fieldSays('/PortGroup', refdataCheckWords.groupOtherCountry(group.country_code, i.Code, master?.country_code)));
      }
      return errors;
    },
    usage: [],
    extra: {
      fields: ['PortGroup'],
      read: async (q, code) => ({ PortGroup: await portGroupOf(q, code) }),
      async write(tx, i) {
        // the master port's one group column: a port never sits in two groups
        if (i.PortGroup === undefined) return;
        await setPortGroup(tx, i.Code, i.PortGroup);
      },
    },
  });
}
