import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text } from '../schema';
import { codeMasterCalls, idMasterCalls, masterVersion } from './masterCalls';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from './module';

/**
 * Editing schedules (commercial.md §1.1 Service/ServiceCode, VesselCall, ScheduleTemplate; §1.3):
 * a service's codes, rotation and vessels; a call's estimated and actual times, its cut-offs,
 * omitting (跳港) or cancelling it; the schedule templates ("截二开四") with their preview.
 */

const dateTime = Type.String({ minLength: 10, maxLength: 40 });
const weekdays = Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 });

/** A service's key is `<CARRIER>-<SERVICE CODE>` (COSU-AEU1): at most 4 + 1 + 11 characters. */
export const SERVICE_KEY_LENGTH = 16;

export const serviceSaveInput = strict({
  /** The key (COSU-AEU1) when editing; made from CarrierCode and ServiceCode for a new service. */
  Code: Type.Optional(text(SERVICE_KEY_LENGTH)),
  CarrierCode: text(4, 1),
  ServiceCode: text(11, 1),
  /** DCSA universalServiceReference (SR + 5 digits + a letter), when the service has one. */
  UniversalServiceReference: Type.Optional(text(8)),
  Name: Type.Optional(text(100)),
  LaneCode: Type.Optional(text(10)),
  LoopDays: Type.Integer({ minimum: 7, maximum: 182 }),
  /** Each call: its port, the terminal there when the service says (its code at that port), the arrival day. */
  Rotation: Type.Array(strict({ PortCode: text(10, 1), TerminalCode: Type.Optional(text(6)), DayOffset: Type.Integer({ minimum: 0, maximum: 181 }) }), {
    minItems: 2,
    maxItems: 40,
  }),
  VesselImos: Type.Optional(Type.Array(text(10, 1), { maxItems: 30 })),
  PartnerCarrierCodes: Type.Optional(Type.Array(text(4, 1), { maxItems: 10 })),
  Version: masterVersion,
});

const callKey = { Id: id, Version: Type.Integer({ minimum: 1 }) };
export const setTimesInput = strict({
  ...callKey,
  Event: Type.Union([Type.Literal('ARRI'), Type.Literal('DEPA')]),
  Classifier: Type.Union([Type.Literal('EST'), Type.Literal('ACT')]),
  /** An instant with its offset (2026-05-14T10:00:00+08:00). */
  DateTime: dateTime,
});
export const setCutOffsInput = strict({ ...callKey, CutOffs: Type.Array(strict({ Code: text(3, 1), DateTime: dateTime }), { maxItems: 15 }) });
export const closeCallInput = strict({ ...callKey, Reason: text(200, 1) });
const callVersion = Type.Object({ Version: Type.Integer() });

export const scheduleTemplateSaveInput = strict({
  Id: Type.Optional(id),
  Name: text(60, 1),
  CarrierCode: Type.Optional(text(4)),
  ServiceCode: Type.Optional(text(11)),
  PolCode: Type.Optional(text(5)),
  ViaCode: Type.Optional(text(5)),
  CutOffWeekdays: weekdays,
  EtdWeekdays: weekdays,
  TransitDays: Type.Integer({ minimum: 0, maximum: 90 }),
  Remarks: Type.Optional(text(200)),
  Version: masterVersion,
});

export const TemplateSailingSchema = Type.Object({ CutOff: Type.String(), Etd: Type.String(), Eta: Type.String() });
export type TemplateSailingWire = Static<typeof TemplateSailingSchema>;

export const scheduleCalls = {
  service: codeMasterCalls(
    { save: P.serviceSave, setStatus: P.serviceSetStatus, delete: P.serviceDelete },
    A.serviceEdit,
    serviceSaveInput,
    SERVICE_KEY_LENGTH,
  ),
  setTimes: defineCall({ method: 'POST', path: P.vesselCallSetTimes, input: setTimesInput, answer: callVersion, access: A.vesselCallEdit }),
  setCutOffs: defineCall({ method: 'POST', path: P.vesselCallSetCutOffs, input: setCutOffsInput, answer: callVersion, access: A.vesselCallEdit }),
  omit: defineCall({ method: 'POST', path: P.vesselCallOmit, input: closeCallInput, answer: callVersion, access: A.vesselCallEdit }),
  cancel: defineCall({ method: 'POST', path: P.vesselCallCancel, input: closeCallInput, answer: callVersion, access: A.vesselCallEdit }),
  template: idMasterCalls(
    { save: P.scheduleTemplateSave, setStatus: P.scheduleTemplateSetStatus, delete: P.scheduleTemplateDelete },
    A.scheduleTemplateEdit,
    scheduleTemplateSaveInput,
  ),
  /** The next four sailings of a template from a day (today in Shanghai when not given). */
  templatePreview: defineCall({
    method: 'GET',
    path: P.scheduleTemplatePreview,
    input: strict({ Id: id, From: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }),
    answer: Type.Object({ Notation: Type.String(), Sailings: Type.Array(TemplateSailingSchema) }),
    access: A.scheduleTemplateRead,
  }),
} as const;
