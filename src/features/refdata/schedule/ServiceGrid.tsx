import { scheduleCalls } from '../../../contract/refdata/scheduleCalls';
import type { ReactNode } from 'react';
import { ACCESS } from '../../../contract/access';
import type { ServiceRow } from '../../../contract/refdata/listItems';
import { parseRotation, rotationText } from '../../../domain/refdata/rotation';
import { ApiError } from '../../../streams/callApi';
import { useWords } from '../../../i18n/words';
import type { DataColumn } from '../../../lib/DataTable';
import { MasterGrid, statusColumn } from '../MasterGrid';
import { listOf } from '../../../lib/codeList';
import { refdataWords } from '../words';
import { scheduleWords } from './words';
import { refdataListCalls } from '../../../contract/refdata/listCalls';

/**
 * One grid of the services (the same rows on `/DataMaintenance/ShipSchedulemaintain` and
 * `/DataMaintenance/Linecode`): each page shows its own columns and actions, both edit a service with
 * the same form — carrier and service code (fixed once saved), the DCSA universal reference, lane,
 * loop, rotation as typed ("CNSHA+0 CNNGB+2"), vessels and VSA partners.
 */
export function ServiceGrid(props: {
  columns: DataColumn<ServiceRow>[];
  rowActions?(row: ServiceRow): ReactNode;
  rowActionsWidth?: number;
  children?: ReactNode;
}) {
  const w = useWords(refdataWords);
  const s = useWords(scheduleWords);
  return (
    <MasterGrid<ServiceRow>
      list={refdataListCalls.serviceList}
      calls={scheduleCalls.service}
      access={{ read: ACCESS.serviceRead, edit: ACCESS.serviceEdit }}
      entity="service"
      newTitle={scheduleWords.newService}
      editTitle={scheduleWords.editService}
      columns={[...props.columns, statusColumn<ServiceRow>()]}
      rowActions={props.rowActions}
      rowActionsWidth={props.rowActionsWidth}
      wide
      fields={(row) => [
        { name: 'CarrierCode', label: w.carrierCode, disabled: !!row, helper: s.serviceCodeFixed, type: 'carrier' },
        { name: 'ServiceCode', label: w.serviceCode, disabled: !!row },
        { name: 'UniversalServiceReference', label: s.universalRef, helper: s.universalRefHelp },
        { name: 'Name', label: w.serviceName },
        { name: 'LaneCode', label: s.laneCode },
        { name: 'LoopDays', label: s.loopDaysField },
        { name: 'Rotation', label: s.rotationField, type: 'textarea' },
        { name: 'VesselImos', label: s.vesselImos },
        { name: 'PartnerCarrierCodes', label: s.partners, type: 'carriers' },
      ]}
      initial={(r) => ({
        CarrierCode: r.CarrierCode,
        ServiceCode: r.ServiceCode,
        UniversalServiceReference: r.UniversalServiceReference,
        Name: r.Name,
        LaneCode: r.LaneCode,
        LoopDays: String(r.LoopDays),
        Rotation: rotationText(r.Rotation),
        VesselImos: r.VesselImos.join(', '),
        PartnerCarrierCodes: r.PartnerCarrierCodes.join(', '),
      })}
      body={(v) => {
        const rotation = parseRotation(v.Rotation ?? '');
        // said at the field, like the server's own refusals; nothing is sent
        if (!rotation.ok) throw new ApiError(400, s.rotationBad(rotation.bad), [{ Path: '/Rotation', Message: s.rotationBad(rotation.bad) }]);
        return {
          CarrierCode: v.CarrierCode,
          ServiceCode: v.ServiceCode,
          UniversalServiceReference: v.UniversalServiceReference,
          Name: v.Name,
          LaneCode: v.LaneCode,
          LoopDays: Number(v.LoopDays),
          Rotation: rotation.calls,
          VesselImos: listOf(v.VesselImos),
          PartnerCarrierCodes: listOf(v.PartnerCarrierCodes),
        };
      }}
      label={(r) => r.Code}
    >
      {props.children}
    </MasterGrid>
  );
}
