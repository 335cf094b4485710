import type { EventInput } from '../../contract/containerEvents/calls';
import type { EventType } from '../../domain/tracking/dcsaCodes';

/** The event a dialog's values make: the fields of its type only, the time with the place's offset, codes and references in capitals. */
export function eventInputOf(type: EventType, v: Record<string, string>): EventInput {
  return {
    EVT_TYPE: type,
    EVT_CODE: v.EVT_CODE ?? '',
    EVT_CLASSIFIER: v.EVT_CLASSIFIER ?? 'ACT',
    EVT_AT: v.local ? `${v.local}:00${v.offset}` : '',
    EVT_LOCATION: (v.EVT_LOCATION ?? '').toUpperCase(),
    ...(type === 'EQUIPMENT' ? { EVT_EQUIPMENT_REF: (v.EVT_EQUIPMENT_REF ?? '').toUpperCase(), EVT_EMPTY: v.EVT_EMPTY ?? '' } : {}),
    ...(type === 'TRANSPORT' ? { EVT_MODE: v.EVT_MODE ?? 'VESSEL', EVT_VESSEL_NAME: v.EVT_VESSEL_NAME ?? '', EVT_VOYAGE: v.EVT_VOYAGE ?? '' } : {}),
    ...(type === 'SHIPMENT' ? { EVT_DOC_TYPE: v.EVT_DOC_TYPE ?? 'BKG', EVT_DOC_REF: v.EVT_DOC_REF ?? '' } : {}),
    ...(v.EVT_FACILITY_TYPE ? { EVT_FACILITY_TYPE: v.EVT_FACILITY_TYPE } : {}),
    ...(v.EVT_REMARK ? { EVT_REMARK: v.EVT_REMARK } : {}),
  };
}
