import { contactSays } from './contactSays';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { codeCalls as C } from '../../../src/contract/refdata/codeCalls';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { BOOKING_CHANNELS } from '../../../src/domain/refdata/agencies';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { bookingAgencyContacts, bookingAgencyIdOfName, setBookingAgencyContacts } from './agencyRepository';
import { isProvider, unknownCarriers } from './masterRepository';
import { masterRows } from './masterService';

export type AgencyInput = (typeof C.bookingAgency.save.input)['static'];

/**
 * Booking agencies' rows (commercial.md §1.1 BookingAgency): keyed by a generated id, found by an
 * import by its name (case aside); known carriers, a provider company, reachable contacts.
 */
export function bookingAgencyRows(db: Db, hub: LiveHub) {
  return masterRows<AgencyInput>(db, hub, {
    entity: 'bookingAgency',
    noun: 'booking agency',
    nounZh: '订舱代理',
    table: 'booking_agencies',
    key: 'Id',
    columns: { CompanyId: 'company_id', Name: 'name', CarrierCodes: 'carrier_codes', Channel: 'channel' },
    normalise: (i) => ({
      ...i,
      CompanyId: i.CompanyId ?? null,
      Name: i.Name.trim().replace(/\s+/g, ' '),
      CarrierCodes: [...new Set(i.CarrierCodes.map(normaliseCode).filter(Boolean))].sort(),
      Channel: normaliseCode(i.Channel) as AgencyInput['Channel'],
      Contacts: i.Contacts.map((c) => ({ Name: c.Name.trim(), Phone: c.Phone.trim(), Email: c.Email.trim().toLowerCase() })).filter(
        (c) => c.Name || c.Phone || c.Email,
      ),
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!i.Name) errors.push({ Path: '/Name', Message: 'is empty' });
      if (!(BOOKING_CHANNELS as readonly string[]).includes(i.Channel))
        errors.push(fieldSays('/Channel', refdataCheckWords.isOneOf(BOOKING_CHANNELS.join(', '))));
      if (!i.CarrierCodes.length) errors.push({ Path: '/CarrierCodes', Message: 'names no carrier: an agent books with at least one' });
      const unknown = await unknownCarriers(q, i.CarrierCodes);
      if (unknown.length) errors.push(fieldSays('/CarrierCodes', refdataCheckWords.carriersUnknown(unknown.join(', '))));
      if (i.CompanyId !== null && i.CompanyId !== undefined) {
        if (!Number.isSafeInteger(i.CompanyId)) errors.push({ Path: '/CompanyId', Message: 'is no company id' });
        else if (!(await isProvider(q, i.CompanyId))) errors.push(fieldSays('/CompanyId', refdataCheckWords.notProvider(i.CompanyId)));
      }
      i.Contacts.forEach((c, n) => {
        const said = contactSays(`/Contacts/${n}`, c);
        if (said) errors.push(said);
      });
      return errors;
    },
    // a booking code names its agency (book_codes.booking_agency_id)
    usage: [{ what: 'booking codes', zh: '订舱代码', sql: 'select count(*) as n from book_codes where booking_agency_id = $1' }],
    identify: async (tx, i) => i.Id ?? (await bookingAgencyIdOfName(tx, i.Name)),
    // contacts are jsonb: written as JSON text (a driver would send an array as a PostgreSQL array)
    extra: {
      fields: ['Contacts'],
      read: async (tx, key) => ({
        Contacts: await bookingAgencyContacts(tx, key),
      }),
      write: (tx, i) => setBookingAgencyContacts(tx, i.Id, i.Contacts),
    },
  });
}
