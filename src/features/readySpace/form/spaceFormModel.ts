import type { QuickSailing } from '../../../contract/booking/quickCalls';
import type { ReadySpace, ReadySpaceWire } from '../../../contract/readySpace/calls';
import { localDateTime } from '../../../domain/refdata/localTimes';

export type Line = ReadySpaceWire['Lines'][number];
/** The form as typed: DCO and FCO apart, and the version of the listing it was read from (kept across a reload). */
export type Form = Omit<ReadySpaceWire, 'CutOffs' | 'Lines'> & { Dco: string; Fco: string; Lines: Line[]; ReadVersion?: number };

export const EMPTY: Form = {
  CarrierCode: '',
  VesselName: '',
  Voyage: '',
  PolCode: '',
  PodCode: '',
  Etd: '',
  Dco: '',
  Fco: '',
  Currency: 'USD',
  PriceIncludes: 'OF_ONLY',
  ValidUntil: '',
  CancellationTerms: '',
  CancelFeePerContainer: '',
  Audience: 'MARKET',
  HoldMinutes: 120,
  Lines: [{ ContainerClass: '40HQ', TotalQty: 1, Price: '' }],
};

/** A stored listing back into the form: cut-offs on the POL's clock, as they are typed. */
export function formOf(s: ReadySpace): Form {
  const at = (code: string) => {
    const c = s.CutOffs.find((x) => x.Code === code);
    return c ? localDateTime(c.DateTime, s.PolTimeZone) : '';
  };
  return {
    VesselCallId: s.VesselCallId,
    ServiceCode: s.ServiceCode,
    Eta: s.Eta,
    CarrierCode: s.CarrierCode,
    VesselName: s.VesselName,
    Voyage: s.Voyage,
    PolCode: s.PolCode,
    PodCode: s.PodCode,
    ViaCode: s.ViaCode,
    Etd: s.Etd,
    Dco: at('DCO'),
    Fco: at('FCO'),
    Currency: s.Currency,
    PriceIncludes: s.PriceIncludes === 'ALL_IN' ? 'ALL_IN' : 'OF_ONLY',
    ValidUntil: s.ValidUntil ? localDateTime(s.ValidUntil, s.PolTimeZone) : '',
    CancellationTerms: s.CancellationTerms,
    CancelFeePerContainer: s.CancelFeePerContainer ?? '',
    MaxPerOrder: s.MaxPerOrder,
    HoldMinutes: s.HoldMinutes,
    Remarks: s.Remarks,
    Audience: 'MARKET',
    Lines: s.Lines.map((l) => ({ ContainerClass: l.ContainerClass, TotalQty: l.TotalQty ?? 0, Price: l.Price, FloorPrice: l.FloorPrice ?? '' })),
  };
}

/** The wire a form saves: the DCO and FCO as cut-offs, empty optional fields left out. */
export function wireOf(f: Form): ReadySpaceWire {
  const { Dco, Fco, ReadVersion: _read, ...rest } = f;
  return {
    ...rest,
    ViaCode: f.ViaCode || undefined,
    MaxPerOrder: f.MaxPerOrder || null,
    CutOffs: [...(Dco ? [{ Code: 'DCO', DateTime: Dco }] : []), ...(Fco ? [{ Code: 'FCO', DateTime: Fco }] : [])],
  };
}

/** A sailing from the schedule fills what it knows: the vessel and voyage are the schedule's, the cut-offs on the POL's clock. */
export function sailingPatch(x: QuickSailing): Partial<Form> {
  const cutOff = (code: string) => {
    const c = x.CutOffs.find((c) => c.Code === code);
    return c ? localDateTime(c.DateTime, x.PolZone) : '';
  };
  return {
    VesselCallId: x.CallId,
    CarrierCode: x.CarrierCode,
    VesselName: x.Vessel,
    Voyage: x.Voyage,
    ServiceCode: x.Service || undefined,
    Etd: localDateTime(x.Etd, x.PolZone).slice(0, 10),
    Eta: localDateTime(x.Eta, x.PolZone).slice(0, 10),
    Dco: cutOff('DCO'),
    Fco: cutOff('FCO'),
  };
}
