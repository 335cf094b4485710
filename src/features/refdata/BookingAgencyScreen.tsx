import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { BookingAgencyRow } from '../../contract/refdata/codeCalls';
import { BOOKING_CHANNELS, contactsOfText, idsOfText } from '../../domain/refdata/agencies';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { listOf, MasterGrid, statusColumn } from './MasterGrid';
import { CHANNEL_WORDS, codeWords } from './codes/words';
import { refdataWords } from './words';

const companyOf = (typed: string) => {
  const ids = idsOfText(typed);
  return ids.length ? (Number.isNaN(ids[0]) ? typed : ids[0]) : null;
};

/**
 * /DataMaintenance/OrderAgency: the booking agents per carrier (订舱代理), the channel a booking
 * reaches them by and whom to call; an agent that is a provider on the platform names its company.
 */
export default function BookingAgencyScreen() {
  const w = useWords(codeWords);
  const lang = useLanguage();
  return (
    <MasterGrid<BookingAgencyRow>
      paths={{
        list: ENDPOINTS.bookingAgencyList,
        save: ENDPOINTS.bookingAgencySave,
        setStatus: ENDPOINTS.bookingAgencySetStatus,
        delete: ENDPOINTS.bookingAgencyDelete,
      }}
      access={{ read: ACCESS.bookingAgencyRead, edit: ACCESS.bookingAgencyEdit }}
      entity="bookingAgency"
      keyField="Id"
      label={(r) => r.Name}
      importColumns={['名称 Name', '船公司 Carriers', '渠道 Channel', '平台公司 Company', '联系人 Contacts']}
      newTitle={codeWords.newAgency}
      editTitle={codeWords.editAgency}
      columns={[
        { key: 'Name', title: codeWords.agencyName, width: 240, filter: 'text', sortable: true },
        { key: 'Carriers', title: refdataWords.carriers, width: 160, filter: 'text', text: (r) => r.CarrierCodes.join(' ') },
        {
          key: 'Channel',
          title: codeWords.channel,
          width: 110,
          sortable: true,
          filter: BOOKING_CHANNELS.map((c) => ({ value: c, label: CHANNEL_WORDS[c] })),
          text: (r, l) => CHANNEL_WORDS[r.Channel][l],
        },
        { key: 'CompanyName', title: codeWords.platformCompany, width: 200, filter: 'text', sortable: true },
        { key: 'Contacts', title: codeWords.contacts, width: 260, text: (r) => r.Contacts.map((c) => [c.Name, c.Phone || c.Email].join(' ')).join('；') },
        statusColumn<BookingAgencyRow>(),
      ]}
      fields={() => [
        { name: 'Name', label: w.agencyName },
        { name: 'CarrierCodes', label: w.carrierCodes },
        { name: 'Channel', label: w.channel, options: BOOKING_CHANNELS.map((c) => ({ value: c, label: `${c} ${CHANNEL_WORDS[c][lang]}` })) },
        { name: 'CompanyId', label: w.platformCompanyId },
        { name: 'Contacts', label: w.contacts, type: 'textarea', helper: w.contactsHelp },
      ]}
      initial={(r) => ({
        Name: r.Name,
        CarrierCodes: r.CarrierCodes.join(', '),
        Channel: r.Channel,
        CompanyId: r.CompanyId ? String(r.CompanyId) : '',
        Contacts: r.Contacts.map((c) => [c.Name, c.Phone, c.Email].join(', ')).join('\n'),
      })}
      body={(v) => ({
        Name: v.Name,
        CarrierCodes: listOf(v.CarrierCodes),
        Channel: v.Channel,
        // a company as typed ("5" or "5 PRV-SHYD"); anything else is sent as typed, for the server to name
        CompanyId: companyOf(v.CompanyId ?? ''),
        Contacts: contactsOfText(v.Contacts ?? ''),
      })}
    />
  );
}
