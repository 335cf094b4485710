import { codeCalls } from '../../contract/refdata/codeCalls';
import { ACCESS } from '../../contract/access';
import type { BookingAgencyRow } from '../../contract/refdata/codeCalls';
import { BOOKING_CHANNELS, contactsOfText, oneIdOfText } from '../../domain/refdata/agencies';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { CHANNEL_WORDS, codeWords } from './codes/words';
import { refdataWords } from './words';
import { RECORDS, recordText } from './recordSources';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /DataMaintenance/OrderAgency: the booking agents per carrier (订舱代理), the channel a booking
 * reaches them by and whom to call; an agent that is a provider on the platform names its company.
 */
export default function BookingAgencyScreen() {
  const w = useWords(codeWords);
  const lang = useLanguage();
  return (
    <MasterGrid<BookingAgencyRow>
      list={refdataListCalls.bookingAgencyList}
      calls={codeCalls.bookingAgency}
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
        { name: 'CarrierCodes', label: w.carrierCodes, type: 'carriers' },
        { name: 'Channel', label: w.channel, options: BOOKING_CHANNELS.map((c) => ({ value: c, label: `${c} ${CHANNEL_WORDS[c][lang]}` })) },
        { name: 'CompanyId', label: w.platformCompanyId, type: 'record', records: RECORDS.providers },
        { name: 'Contacts', label: w.contacts, type: 'textarea', helper: w.contactsHelp },
      ]}
      initial={(r) => ({
        Name: r.Name,
        CarrierCodes: r.CarrierCodes.join(', '),
        Channel: r.Channel,
        CompanyId: recordText(r.CompanyId, r.CompanyCode, r.CompanyName),
        Contacts: r.Contacts.map((c) => [c.Name, c.Phone, c.Email].join(', ')).join('\n'),
      })}
      body={(v) => ({
        Name: v.Name,
        CarrierCodes: listOf(v.CarrierCodes),
        Channel: v.Channel,
        CompanyId: oneIdOfText(v.CompanyId ?? ''),
        Contacts: contactsOfText(v.Contacts ?? ''),
      })}
    />
  );
}
