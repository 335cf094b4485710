import { contactSays } from './contactSays';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { agencyCodeProblem, normaliseContact } from '../../../src/domain/refdata/shipAgencies';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { setShipAgencyContacts, shipAgencyContacts } from './agencyRepository';
import { codesNotIn } from './masterRepository';
import { masterRows } from './masterService';

type AgencyInput = (typeof C.shipAgency.save.input)['static'];

/** A list of codes as stored: trimmed, capitals, once each, sorted. */
const codeSet = (codes: readonly string[] | undefined) => [...new Set((codes ?? []).map(normaliseCode).filter(Boolean))].sort();

/**
 * Ship agencies' rows (commercial.md §1.1 ShipAgency): each port and carrier an agency serves must be
 * known, each contact reachable (a phone or an e-mail); the contacts are written beside the row.
 */
export function shipAgencyRows(db: Db, hub: LiveHub) {
  return masterRows<AgencyInput>(db, hub, {
    entity: 'shipAgency',
    noun: 'ship agency',
    nounZh: '船代',
    table: 'ship_agencies',
    columns: { NameZh: 'name_zh', NameEn: 'name_en', PortCodes: 'port_codes', CarrierCodes: 'carrier_codes', EdiCode: 'edi_code', Address: 'address' },
    normalise: (i) => ({
      ...i,
      Code: normaliseCode(i.Code),
      NameZh: i.NameZh.trim(),
      NameEn: i.NameEn.trim(),
      PortCodes: codeSet(i.PortCodes),
      CarrierCodes: codeSet(i.CarrierCodes),
      EdiCode: normaliseCode(i.EdiCode ?? ''),
      Address: (i.Address ?? '').trim(),
      Contacts: (i.Contacts ?? []).map(normaliseContact),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (agencyCodeProblem(i.Code)) errors.push(fieldSays('/Code', refdataCheckWords.notAgencyCode(i.Code)));
      if (!i.NameZh) errors.push({ Path: '/NameZh', Message: 'is empty' });
      if (!i.NameEn) errors.push({ Path: '/NameEn', Message: 'is empty' });
      const ports = await codesNotIn(q, 'ports', i.PortCodes ?? []);
      if (ports.length) errors.push(fieldSays('/PortCodes', refdataCheckWords.noSuchPorts(ports.join(', '))));
      const carriers = await codesNotIn(q, 'carriers', i.CarrierCodes ?? []);
      if (carriers.length) errors.push(fieldSays('/CarrierCodes', refdataCheckWords.noSuchCarriers(carriers.join(', '))));
      if (i.EdiCode && !/^[A-Z0-9_-]{1,20}$/.test(i.EdiCode)) errors.push({ Path: '/EdiCode', Message: 'is up to 20 capitals, digits, "-" or "_"' });
      (i.Contacts ?? []).forEach((c, n) => {
        const said = contactSays(`/Contacts/${n}`, c);
        if (said) errors.push(said);
      });
      return errors;
    },
    usage: [{ what: 'vessel calls', zh: '船期挂靠', sql: 'select count(*) as n from vessel_calls where ship_agency_code = $1' }],
    extra: {
      fields: ['Contacts'],
      read: async (q, code) => ({
        Contacts: await shipAgencyContacts(q, code),
      }),
      async write(tx, i) {
        await setShipAgencyContacts(tx, i.Code, i.Contacts ?? []);
      },
    },
  });
}
