import type { BookingProblem, BookingWire, Party } from '../../contract/booking/calls';
import { isCalendarDate, SEED_PORTS } from '../refdata/public';
import { blockOverflows, containerTypeName, isToOrder, LINE_LIMITS, LINE_WIDTH, maxPayloadKg, PACKAGE_CODES } from '../si/public';
import { cutOffAt, type SailingCutOffs, sailingStanding } from './sailing';
import { type BookingLang, type BookingProblemCode, type Params, renderBookingProblem } from './messages';

/**
 * The booking check (commercial.md §6.6, R6.1–R6.6): one pure function, run in the browser as the
 * person types and by the server as the authority at submit. Errors refuse a submission; warnings
 * travel with it. R6.7 (the price reference) and R6.11 (a double submission) need the database and
 * are the server's; R6.8 (release) is release.ts.
 */

/** What the check knows of a carrier (its BookingCarrierConfig). */
export interface CarrierFacts {
  onlineBookable: boolean;
  requiredFields: readonly string[];
  minLeadHoursBeforeDco: number;
}

/** A picked sailing's booking facts: when the carrier opened and closes acceptance, and the cut-offs. */
export type SailingFacts = SailingCutOffs;

export interface BookingCheckContext {
  /** Today, on the office's calendar (YYYY-MM-DD). */
  today: string;
  /** Now (ISO): cut-offs are instants. */
  now: string;
  lang?: BookingLang;
  /** Known seaports (UN/LOCODE). By default the seeded list; the server passes its table. */
  seaports?: ReadonlySet<string>;
  /** Known places, seaports or inland (POR and FND may be inland). By default the seeded list. */
  places?: ReadonlySet<string>;
  /** The carriers that take bookings, by code. An absent carrier is unknown or inactive. */
  carriers?: ReadonlyMap<string, CarrierFacts>;
  /** The customer submits (R6.1: the carrier must be bookable online); staff may book any active carrier. */
  byCustomer: boolean;
  sailing?: SailingFacts;
}

const SEEDED_SEAPORTS: ReadonlySet<string> = new Set(SEED_PORTS.filter((p) => (p.functions ?? '1').startsWith('1')).map((p) => p.code));
const SEEDED_PLACES: ReadonlySet<string> = new Set(SEED_PORTS.map((p) => p.code));
const KNOWN_PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));
const HS = /^\d{6,10}$/;
const UN = /^\d{4}$/;
const IMO = /^[1-9](\.[1-6])?$/;
/** R6.2: the lead time before the documentation cut-off a carrier wants when its config says nothing. */
export const DEFAULT_LEAD_HOURS = 24;

const blank = (s: string | undefined | null) => !s?.trim();
/** A party block as printed on the B/L: its name, then its address lines. */
export const partyText = (p: Party | undefined) => [p?.Name ?? '', p?.Address ?? ''].filter((l) => l.trim()).join('\n');

/** Records one problem of the booking at its path. */
type Add = (Path: string, Code: BookingProblemCode, Params?: Params, Severity?: 'error' | 'warning') => void;

/** R6.1 places and carrier: ports known and seaports, POL and POD apart, the carrier known (and bookable online by a customer); the carrier's facts for the rules after. */
function checkPlaces(b: BookingWire, ctx: BookingCheckContext, add: Add, places: ReadonlySet<string>, seaports: ReadonlySet<string>): CarrierFacts | undefined {
  for (const field of ['PolCode', 'PodCode'] as const) {
    const v = (b[field] ?? '').trim();
    if (!v) add(`/${field}`, 'required', { field });
    else if (!places.has(v)) add(`/${field}`, 'port.unknown', { field, value: v });
    else if (!seaports.has(v)) add(`/${field}`, 'port.notSeaport', { field, value: v });
  }
  if (b.PolCode && b.PolCode === b.PodCode) add('/PodCode', 'port.same');
  for (const field of ['PorCode', 'FndCode', 'ViaCode'] as const) {
    const v = (b[field] ?? '').trim();
    if (v && !places.has(v)) add(`/${field}`, 'port.unknown', { field, value: v });
  }
  const carrierCode = (b.CarrierCode ?? '').trim();
  const carrier = ctx.carriers?.get(carrierCode);
  if (!carrierCode) add('/CarrierCode', 'required', { field: 'CarrierCode' });
  else if (ctx.carriers && !carrier) add('/CarrierCode', 'carrier.unknown', { value: carrierCode });
  else if (carrier && ctx.byCustomer && !carrier.onlineBookable) add('/CarrierCode', 'carrier.notOnline', { value: carrierCode });
  return carrier;
}

/** R6.2 dates and cut-offs: the ETD a day not past, the sailing's cut-offs (passed, closed to acceptance, near). */
function checkDates(b: BookingWire, ctx: BookingCheckContext, add: Add, carrier: CarrierFacts | undefined) {
  if (blank(b.ExpectedEtd)) add('/ExpectedEtd', 'required', { field: 'ExpectedEtd' });
  else if (!isCalendarDate(b.ExpectedEtd!)) add('/ExpectedEtd', 'etd.invalid', { value: b.ExpectedEtd! });
  else if (b.ExpectedEtd! < ctx.today) add('/ExpectedEtd', 'etd.past', { value: b.ExpectedEtd! });
  if (ctx.sailing) {
    const lead = carrier?.minLeadHoursBeforeDco ?? DEFAULT_LEAD_HOURS;
    const standing = sailingStanding(ctx.sailing, ctx.now, lead);
    const dco = cutOffAt(ctx.sailing, 'DCO') ?? '';
    if (standing === 'CLOSED') add('/VesselCallId', 'cutoff.passed', { at: dco });
    else if (standing === 'SPECIAL_ONLY') add('/VesselCallId', 'cutoff.acceptanceClosed', { at: cutOffAt(ctx.sailing, 'STA')! }, 'warning');
    else if (standing === 'CLOSING') add('/VesselCallId', 'cutoff.near', { at: dco, hours: lead }, 'warning');
  }
}

/** R6.3 equipment: known container types, 1–99 units, no more than a container's payload. */
function checkEquipment(b: BookingWire, add: Add) {
  const equipment = b.Equipment ?? [];
  if (!equipment.length) add('/Equipment', 'equipment.none');
  equipment.forEach((e, i) => {
    const type = containerTypeName(e.ContainerClass ?? '');
    if (!type) add(`/Equipment/${i}/ContainerClass`, 'equipment.unknown', { value: e.ContainerClass || '—' });
    if (!(e.Units >= 1 && e.Units <= 99)) add(`/Equipment/${i}/Units`, 'equipment.units');
    const max = type ? maxPayloadKg(type) : undefined;
    if (max && e.GrossKgPerUnit != null && e.GrossKgPerUnit > max)
      add(`/Equipment/${i}/GrossKgPerUnit`, 'equipment.overweight', { type: type!, kg: e.GrossKgPerUnit, max });
  });
}

/** R6.4 cargo: commodity, HS code (when the carrier wants it), packages and weight, and what dangerous, reefer or out-of-gauge cargo needs. */
function checkCargo(b: BookingWire, add: Add, carrier: CarrierFacts | undefined) {
  if (blank(b.Commodity)) add('/Commodity', 'required', { field: 'Commodity' });
  else if (b.Commodity!.length > 550) add('/Commodity', 'commodity.tooLong');
  const hsRequired = carrier?.requiredFields.includes('HsCode');
  if (blank(b.HsCode)) {
    if (hsRequired) add('/HsCode', 'required', { field: 'HsCode' });
  } else if (!HS.test(b.HsCode!.trim())) add('/HsCode', 'hsCode.invalid', { value: b.HsCode! });
  for (const field of ['Packages', 'GrossKg'] as const) {
    if (b[field] == null) add(`/${field}`, 'required', { field });
    else if (!(b[field]! > 0)) add(`/${field}`, 'number.positive', { field });
  }
  if (blank(b.PackageKind)) add('/PackageKind', 'required', { field: 'PackageKind' });
  else if (!KNOWN_PACKAGES.has(b.PackageKind!.trim().toUpperCase())) add('/PackageKind', 'package.unknown', { value: b.PackageKind! });
  const cargo = b.CargoType ?? 'GP';
  if (cargo === 'DG') {
    if (!UN.test(b.Dg?.UnNumber ?? '')) add('/Dg/UnNumber', 'dg.unNumber');
    if (!IMO.test(b.Dg?.ImoClass ?? '')) add('/Dg/ImoClass', 'dg.imoClass');
    if (!b.Dg?.PackingGroup) add('/Dg/PackingGroup', 'required', { field: 'PackingGroup' });
    if ((b.Dg?.ImoClass ?? '').startsWith('3') && b.Dg?.FlashPointC == null) add('/Dg/FlashPointC', 'dg.flashPoint');
  }
  if (cargo === 'RF') {
    const t = b.Reefer?.SetTempC;
    if (t == null) add('/Reefer/SetTempC', 'required', { field: 'SetTempC' });
    else if (t < -35 || t > 30) add('/Reefer/SetTempC', 'reefer.range');
  }
  if (cargo === 'OOG' && !(b.Oog?.LengthCm || b.Oog?.WidthCm || b.Oog?.HeightCm)) add('/Oog', 'required', { field: 'Dimensions' });
}

/** R6.5 parties: the SI check's rules (a name, TO ORDER needs a notify party, 35 characters × 5 lines): shipper and consignee named, a notify party for TO ORDER, the carrier's tax id, blocks that fit the B/L. */
function checkParties(b: BookingWire, add: Add, carrier: CarrierFacts | undefined) {
  if (blank(b.Shipper?.Name)) add('/Shipper/Name', 'required', { field: 'Shipper' });
  if (blank(b.Consignee?.Name)) add('/Consignee/Name', 'required', { field: 'Consignee' });
  else if (isToOrder(b.Consignee!.Name) && blank(b.Notify?.Name)) add('/Notify/Name', 'party.notifyForOrder');
  if (carrier?.requiredFields.includes('ShipperTaxId') && blank(b.Shipper?.TaxId)) add('/Shipper/TaxId', 'required', { field: 'ShipperTaxId' });
  for (const field of ['Shipper', 'Consignee', 'Notify'] as const) {
    const { long, lines } = blockOverflows(partyText(b[field]), LINE_LIMITS.party);
    for (const l of long) add(`/${field}/Address`, 'text.lineTooLong', { field, line: l.line, length: l.length, max: LINE_WIDTH });
    if (lines) add(`/${field}/Address`, 'text.tooManyLines', { field, lines, max: LINE_LIMITS.party });
  }
}

/** R6.6 terms: every term chosen, a payable-at place for collect freight, originals that match the release. */
function checkTerms(b: BookingWire, add: Add, places: ReadonlySet<string>) {
  for (const field of ['ReceiptType', 'DeliveryType', 'FreightTerm', 'TransportDocType', 'BlRelease'] as const)
    if (!b[field]) add(`/${field}`, 'required', { field });
  if (b.FreightTerm === 'COL' && blank(b.PayableAtCode)) add('/PayableAtCode', 'terms.payableAt');
  else if (b.FreightTerm === 'COL' && !places.has(b.PayableAtCode!.trim()))
    add('/PayableAtCode', 'port.unknown', { field: 'PayableAtCode', value: b.PayableAtCode! });
  const originals = b.NumberOfOriginals ?? 0;
  if ((b.BlRelease === 'TELEX' || b.BlRelease === 'SEAWAY') && originals !== 0) add('/NumberOfOriginals', 'terms.originals');
  if (b.BlRelease === 'ORIGINAL' && !(originals >= 1 && originals <= 3)) add('/NumberOfOriginals', 'terms.originalsNeeded');
}

export function checkBooking(b: BookingWire, ctx: BookingCheckContext): BookingProblem[] {
  const lang = ctx.lang ?? 'zh';
  const out: BookingProblem[] = [];
  const add = (Path: string, Code: BookingProblemCode, Params: Params = {}, Severity: 'error' | 'warning' = 'error') =>
    void out.push({ Path, Code, Message: renderBookingProblem(Code, Params, lang), Severity });
  const seaports = ctx.seaports ?? SEEDED_SEAPORTS;
  const places = ctx.places ?? SEEDED_PLACES;

  const carrier = checkPlaces(b, ctx, add, places, seaports);
  checkDates(b, ctx, add, carrier);
  checkEquipment(b, add);
  checkCargo(b, add, carrier);
  checkParties(b, add, carrier);
  checkTerms(b, add, places);
  return out;
}

export const errorsOf = (problems: readonly BookingProblem[]) => problems.filter((p) => p.Severity === 'error');
export const warningsOf = (problems: readonly BookingProblem[]) => problems.filter((p) => p.Severity === 'warning');
