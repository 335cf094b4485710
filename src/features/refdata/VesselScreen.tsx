import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import type { VesselRow } from '../../contract/refdata/listItems';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/** A form's whole number as the save takes it: none when empty (a word is sent as is and refused by the server). */
const whole = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : undefined);

/**
 * /DataMaintenance/Shipmaintain: the vessels schedules and bookings name (DCSA Vessel). The IMO
 * number is checked (seven digits with a check digit) and fixed once saved: a renamed vessel keeps
 * it and its old name is listed. A vessel named by a call or a service is disabled, not deleted.
 */
export default function VesselScreen() {
  const w = useWords(refdataWords);
  return (
    <MasterGrid<VesselRow>
      list={refdataListCalls.vesselList}
      calls={refdataCalls.vessel}
      access={{ read: ACCESS.vesselRead, edit: ACCESS.vesselEdit }}
      entity="vessel"
      keyField="Id"
      label={(r) => r.Name}
      importColumns={['船名 Name', 'IMO IMO number', 'MMSI MMSI', '呼号 Call sign', '船旗 Flag', '经营人 Operator', '箱位 TEU', '建造年份 Built']}
      newTitle={refdataWords.newVessel}
      editTitle={refdataWords.editVessel}
      columns={[
        { key: 'Name', title: refdataWords.vesselName, width: 220, filter: 'text', filterKey: 'Names', sortable: true },
        { key: 'ImoNumber', title: refdataWords.imoNumber, width: 90, filter: 'text', sortable: true },
        { key: 'Mmsi', title: refdataWords.mmsi, width: 100, filter: 'text' },
        { key: 'CallSign', title: refdataWords.callSign, width: 80, filter: 'text' },
        { key: 'Flag', title: refdataWords.flagShort, width: 90, filter: 'text', sortable: true, text: (r) => (r.Flag ? `${r.Flag} ${r.FlagName}` : '') },
        { key: 'OperatorCarrierCode', title: refdataWords.operatorShort, width: 80, filter: 'text', sortable: true },
        { key: 'TeuCapacity', title: refdataWords.teuCapacity, width: 90, sortable: true, text: (r) => (r.TeuCapacity ?? '').toLocaleString() },
        { key: 'BuiltYear', title: refdataWords.builtYear, width: 70, sortable: true, text: (r) => String(r.BuiltYear ?? '') },
        { key: 'FormerNames', title: refdataWords.formerNames, width: 160, text: (r) => r.FormerNames.join(' / ') },
        { key: 'Calls', title: refdataWords.callsShort, width: 70 },
        statusColumn<VesselRow>(),
      ]}
      fields={(row) => [
        { name: 'Name', label: w.vesselName },
        { name: 'ImoNumber', label: w.imoNumber, disabled: !!row, helper: w.imoHelp },
        { name: 'Mmsi', label: w.mmsi },
        { name: 'CallSign', label: w.callSign },
        { name: 'Flag', label: w.flag },
        { name: 'OperatorCarrierCode', label: w.operator, type: 'carrier' },
        { name: 'TeuCapacity', label: w.teuCapacity },
        { name: 'BuiltYear', label: w.builtYear },
      ]}
      initial={(r) => ({
        Name: r.Name,
        ImoNumber: r.ImoNumber,
        Mmsi: r.Mmsi,
        CallSign: r.CallSign,
        Flag: r.Flag,
        OperatorCarrierCode: r.OperatorCarrierCode,
        TeuCapacity: r.TeuCapacity === null ? '' : String(r.TeuCapacity),
        BuiltYear: r.BuiltYear === null ? '' : String(r.BuiltYear),
      })}
      body={(v) => ({
        Name: v.Name,
        ImoNumber: v.ImoNumber,
        Mmsi: v.Mmsi,
        CallSign: v.CallSign,
        Flag: v.Flag,
        OperatorCarrierCode: v.OperatorCarrierCode,
        TeuCapacity: whole(v.TeuCapacity),
        BuiltYear: whole(v.BuiltYear),
      })}
    />
  );
}
