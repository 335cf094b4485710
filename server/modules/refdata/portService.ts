import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { normaliseCode, portCountryProblem, timeZoneProblem, unlocodeProblem } from '../../../src/domain/refdata/codes';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { countryExists, laneExists } from './masterRepository';
import { masterRows } from './masterService';
import { portGroupCountry } from './portRepository';

type PortInput = (typeof C.port.save.input)['static'];

/** A seaport (UN/LOCODE function 1) or an inland water port (8): one where ships call, so its cut-offs need a time zone (R1.3). */
export const callsShips = (functions: string) => /[18]/.test(functions);

/** World ports' rows (commercial.md §1.1, R1.1–R1.3, R1.5): UN/LOCODE of its country, a known country, lane and port group of that country, a time zone where ships call. */
export function portRows(db: Db, hub: LiveHub) {
  return masterRows<PortInput>(db, hub, {
    entity: 'port',
    noun: 'port',
    nounZh: '港口',
    table: 'ports',
    columns: {
      NameZh: 'name_zh',
      NameEn: 'name_en',
      CountryCode: 'country_code',
      TimeZone: 'time_zone',
      Functions: 'functions',
      LaneCode: 'lane_code',
      PortGroup: 'port_group',
      Aliases: 'aliases',
    },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      CountryCode: normaliseCode(i.CountryCode),
      TimeZone: (i.TimeZone ?? '').trim(),
      Functions: (i.Functions ?? '').trim().toUpperCase().padEnd(8, '-'),
      LaneCode: normaliseCode(i.LaneCode ?? '') || undefined,
      PortGroup: normaliseCode(i.PortGroup ?? '') || undefined,
      Aliases: [...new Set((i.Aliases ?? []).map((a) => a.trim()).filter(Boolean))],
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      // the rules are the domain's; the words, with the values they name, are the module's (both languages)
      if (unlocodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notUnlocode(i.Code)));
      else if (/^[A-Z]{2}$/.test(i.CountryCode) && portCountryProblem(i.Code, i.CountryCode))
        errors.push(fieldSays('/Code', refdataCheckWords.codeNotOfCountry(i.Code, i.CountryCode)));
      if (!(await countryExists(q, i.CountryCode))) errors.push(fieldSays('/CountryCode', refdataCheckWords.notCountryCode(i.CountryCode)));
      if (!/^[-0-9B]{8}$/.test(i.Functions ?? '')) errors.push({ Path: '/Functions', Message: 'is 8 positions of UN/LOCODE function digits (1–7, B) or -' });
      if (i.TimeZone) {
        if (timeZoneProblem(i.TimeZone)) errors.push(fieldSays('/TimeZone', refdataCheckWords.notIanaZone(i.TimeZone)));
      } else if (callsShips(i.Functions ?? '')) errors.push({ Path: '/TimeZone', Message: 'is needed for a port ships call at: cut-offs are shown in it' });
      if (i.LaneCode && !(await laneExists(q, i.LaneCode))) errors.push(fieldSays('/LaneCode', refdataCheckWords.noLaneCode(i.LaneCode)));
      if (i.PortGroup) {
        const group = await portGroupCountry(q, i.PortGroup);
        if (!group) errors.push(fieldSays('/PortGroup', refdataCheckWords.noPortGroup(i.PortGroup)));
        else if (group.country_code !== i.CountryCode) errors.push(fieldSays('/PortGroup', refdataCheckWords.groupInCountry(group.country_code)));
      }
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      return errors;
    },
    usage: [
      { what: 'bookings', zh: '订舱', sql: 'select count(*) as n from booking_facts where $1 in (receipt_code, loading_code, discharge_code, delivery_code)' },
      { what: 'trade lanes', zh: '航线', sql: 'select count(*) as n from trade_lane_ports where port_code = $1' },
    ],
  });
}
