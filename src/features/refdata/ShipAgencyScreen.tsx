import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import type { ShipAgencyRow } from '../../contract/refdata/listItems';
import { contactsText, parseContacts } from '../../domain/refdata/shipAgencies';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { listOf } from '../../lib/codeList';
import { refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /DataMaintenance/ShipAgency: the ship agents (船代) with the ports and carriers they serve, their
 * manifest EDI code and contacts; the manifest module sends to the agent of a vessel call. An agency
 * a vessel call names is disabled, not deleted.
 */
export default function ShipAgencyScreen() {
  const w = useWords(refdataWords);
  return (
    <MasterGrid<ShipAgencyRow>
      list={refdataListCalls.shipAgencyList}
      calls={refdataCalls.shipAgency}
      access={{ read: ACCESS.shipAgencyRead, edit: ACCESS.shipAgencyEdit }}
      entity="shipAgency"
      importColumns={[
        '代码 Code',
        '中文名 Chinese name',
        '英文名 English name',
        '港口 Ports',
        '船公司 Carriers',
        'EDI代码 EDI code',
        '地址 Address',
        '联系人 Contacts',
      ]}
      newTitle={refdataWords.newShipAgency}
      editTitle={refdataWords.editShipAgency}
      columns={[
        { key: 'Code', title: refdataWords.code, width: 90, filter: 'text', sortable: true },
        { key: 'NameZh', title: refdataWords.chineseName, width: 200, filter: 'text', sortable: true },
        { key: 'NameEn', title: refdataWords.englishName, width: 260, filter: 'text', sortable: true },
        { key: 'PortCodes', title: refdataWords.agencyPortsShort, width: 150, filter: 'text', text: (r) => r.PortCodes.join(' ') },
        { key: 'CarrierCodes', title: refdataWords.agencyCarriersShort, width: 150, filter: 'text', text: (r) => r.CarrierCodes.join(' ') },
        { key: 'EdiCode', title: refdataWords.ediCode, width: 100, filter: 'text' },
        { key: 'Contacts', title: refdataWords.contactsShort, width: 260, text: (r) => contactsText(r.Contacts, '; ') },
        statusColumn<ShipAgencyRow>(),
      ]}
      fields={(row) => [
        { name: 'Code', label: w.code, disabled: !!row, helper: w.codeFixed },
        { name: 'NameZh', label: w.chineseName },
        { name: 'NameEn', label: w.englishName },
        { name: 'PortCodes', label: w.agencyPorts, type: 'ports' },
        { name: 'CarrierCodes', label: w.agencyCarriers, type: 'carriers' },
        { name: 'EdiCode', label: w.ediCode },
        { name: 'Address', label: w.address },
        { name: 'Contacts', label: w.contacts, type: 'textarea' },
      ]}
      initial={(r) => ({
        Code: r.Code,
        NameZh: r.NameZh,
        NameEn: r.NameEn,
        PortCodes: r.PortCodes.join(', '),
        CarrierCodes: r.CarrierCodes.join(', '),
        EdiCode: r.EdiCode,
        Address: r.Address,
        Contacts: contactsText(r.Contacts),
      })}
      body={(v) => ({
        Code: v.Code,
        NameZh: v.NameZh,
        NameEn: v.NameEn,
        PortCodes: listOf(v.PortCodes),
        CarrierCodes: listOf(v.CarrierCodes),
        EdiCode: v.EdiCode,
        Address: v.Address,
        Contacts: parseContacts(v.Contacts ?? ''),
      })}
    />
  );
}
