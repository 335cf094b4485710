import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { isTopLane, portsOfLane, setLanePorts } from './laneRepository';
import { codesNotIn } from './masterRepository';
import { masterRows } from './masterService';

type LaneInput = (typeof C.tradeLane.save.input)['static'];

/**
 * Trade lanes' rows (commercial.md §1.1 TradeLane, §10.5): lanes and sub-lanes with their destination
 * ports; a sub-lane's parent is a top lane, and its ports are ports of its parent lane.
 */
export function tradeLaneRows(db: Db, hub: LiveHub) {
  return masterRows<LaneInput>(db, hub, {
    entity: 'tradeLane',
    noun: 'trade lane',
    nounZh: '航线',
    table: 'trade_lanes',
    columns: { NameZh: 'name_zh', NameEn: 'name_en', ParentCode: 'parent_code', SortOrder: 'sort_order' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      ParentCode: normaliseCode(i.ParentCode ?? '') || undefined,
      PodCodes: [...new Set((i.PodCodes ?? []).map(normaliseCode).filter(Boolean))].sort(),
      SortOrder: i.SortOrder ?? 0,
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!/^[A-Z]{2,4}(-[A-Z]{2,6})?$/.test(i.Code) || i.Code.length > 10)
        errors.push({ Path: '/Code', Message: 'is 2–4 capitals, and for a sub-lane a hyphen and its tag (EU-NORDIC), at most 10' });
      if (i.ParentCode) {
        if (i.ParentCode === i.Code) errors.push({ Path: '/ParentCode', Message: 'is the lane itself' });
        else if (!(await isTopLane(q, i.ParentCode))) errors.push(fieldSays('/ParentCode', refdataCheckWords.notTopLane(i.ParentCode)));
      }
      const pods = i.PodCodes ?? [];
      if (pods.length) {
        const unknown = await codesNotIn(q, 'ports', pods);
        if (unknown.length) errors.push(fieldSays('/PodCodes', refdataCheckWords.noSuchPorts(unknown.join(', '))));
        if (i.ParentCode && !unknown.length) {
          const parent = new Set(await portsOfLane(q, i.ParentCode));
          const outside = pods.filter((p) => !parent.has(p));
          if (parent.size && outside.length) errors.push(fieldSays('/PodCodes', refdataCheckWords.notPortsOf(i.ParentCode, outside.join(', '))));
        }
      }
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    usage: [
      { what: 'sub-lanes', zh: '子航线', sql: 'select count(*) as n from trade_lanes where parent_code = $1' },
      { what: 'ports naming it their lane', zh: '以其为航线的港口', sql: 'select count(*) as n from ports where lane_code = $1' },
    ],
    extra: {
      fields: ['PodCodes'],
      read: async (q, code) => ({ PodCodes: await portsOfLane(q, code) }),
      async write(tx, i) {
        // the lane's ports as saved; a port's primary lane (is_primary) is kept where the port stays
        await setLanePorts(tx, i.Code, i.PodCodes ?? []);
      },
    },
  });
}
