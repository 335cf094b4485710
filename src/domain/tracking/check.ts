import { imoFault, SEED_PORTS, terminalCodeProblem, unlocodeProblem } from '../refdata/public';
import { containerNumberProblem, PORTS } from '../si/public';
import {
  DOCUMENT_TYPE_CODES,
  EVENT_CODES_BY_TYPE,
  FACILITY_TYPE_CODES,
  isCodeOf,
  isDocumentType,
  isEmptyIndicator,
  isEventType,
  isFacilityProvider,
  isFacilityType,
  isModeOfTransport,
  isTransportPhase,
  STORED_CLASSIFIERS,
} from './dcsaCodes';
import { instant } from './event';
import { renderProblem, type TrackingLang, type TrackingParams, type TrackingProblemCode } from './messages';

/** One problem of a typed event: the shape of the SI check's problems (`src/domain/si/check.ts`). */
export interface TrackingProblem {
  Path: string;
  Code: TrackingProblemCode;
  Params?: TrackingParams;
  Message: string;
}

/**
 * An event as staff type it on `Containermaintenance` (operations.md §5.3 `ContainerDynamic/Add`:
 * the fields of §5.1 without ids, our times and the retraction fields). Everything is as typed —
 * the check is what says whether the codes are known.
 */
export interface EventDraft {
  EVT_TYPE?: string;
  EVT_CODE?: string;
  EVT_CLASSIFIER?: string;
  EVT_AT?: string;
  EVT_EQUIPMENT_REF?: string | null;
  EVT_EMPTY?: string | null;
  EVT_PHASE?: string | null;
  EVT_LOCATION?: string;
  EVT_FACILITY_CODE?: string | null;
  EVT_FACILITY_PROVIDER?: string | null;
  EVT_FACILITY_TYPE?: string | null;
  EVT_MODE?: string | null;
  EVT_VESSEL_IMO?: string | null;
  EVT_VESSEL_NAME?: string | null;
  EVT_VOYAGE?: string | null;
  EVT_DOC_TYPE?: string | null;
  EVT_DOC_REF?: string | null;
}

export interface EventCheckOptions {
  /** The language of each `Message`; Chinese by default. */
  lang?: TrackingLang;
  /** The clock (evt.future); the server passes its own. */
  now?: Date;
  /** Known UN/LOCODE places; by default the seeded ports, as the SI check; the server passes its table. */
  ports?: ReadonlySet<string>;
  /**
   * The event is a publisher's own (a carrier's channel), taken as published: its place is checked
   * when it names one (a truck's or rail's transport call may not), and a well-formed UN/LOCODE
   * missing from our table is kept as sent — the carrier knows places we have not registered.
   */
  asPublished?: boolean;
}

/** evt.future: an actual event may be at most this far ahead of the clock (clocks and typing are not exact). */
export const ACT_FUTURE_LIMIT_HOURS = 1;
const HOUR = 3_600_000;
/** An ISO 8601 date-time with seconds optional and an explicit zone (Z or ±hh:mm): evt.tz keeps the place's offset. */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const SEEDED_PORTS: ReadonlySet<string> = new Set([...PORTS.map((p) => p.code), ...SEED_PORTS.map((p) => p.code)]);

/**
 * [reading] The box's load after the event, where the code alone decides it: stuffing leaves it
 * laden, stripping empty, and customs scan, inspect and release laden boxes (an empty one carries
 * no cargo to clear). Other codes happen to empty and laden boxes alike.
 */
const LOAD_AFTER: Readonly<Record<string, 'EMPTY' | 'LADEN'>> = { STUF: 'LADEN', STRP: 'EMPTY', CUSS: 'LADEN', CUSI: 'LADEN', CUSR: 'LADEN' };

const blank = (s: string | null | undefined) => !s?.trim();

/** DCSA `equipmentReference`: at most 15 letters and digits, an ISO 6346 number "where possible". */
const DCSA_EQUIPMENT_REF = /^[A-Z0-9]{1,15}$/;

/**
 * Why a box's reference is refused: staff type ISO 6346 numbers; a publisher's may be other
 * equipment DCSA lets it name (a chassis, `APNR7744962` in DCSA's own example), so only an
 * ISO-shaped number whose check digit disagrees (a typo) is refused from it.
 */
function equipmentRefProblem(ref: string, asPublished: boolean | undefined) {
  const problem = containerNumberProblem(ref);
  return problem === 'shape' && asPublished && DCSA_EQUIPMENT_REF.test(upper(ref)) ? undefined : problem;
}
const upper = (s: string | null | undefined) => (s ?? '').trim().toUpperCase();

/**
 * The check of one event typed by staff (operations.md §5.2 who may add, §5.3 refusals, §5.5
 * evt.future): known DCSA codes, the ISO 6346 container number, a zoned time not in the future for
 * an actual, a known place and facility, EMPTY/LADEN present and consistent with the code, the mode
 * and vessel of a transport event, the document of a shipment event. Browser and server run it.
 */
export function checkEvent(draft: EventDraft, base = '', options: EventCheckOptions = {}): TrackingProblem[] {
  const lang = options.lang ?? 'zh';
  const ports = options.ports ?? SEEDED_PORTS;
  const now = (options.now ?? new Date()).getTime();
  const out: TrackingProblem[] = [];
  const add = (field: string, Code: TrackingProblemCode, Params?: TrackingParams) =>
    void out.push(
      Params
        ? { Path: `${base}/${field}`, Code, Params, Message: renderProblem(Code, Params, lang) }
        : { Path: `${base}/${field}`, Code, Message: renderProblem(Code, {}, lang) },
    );

  const type = upper(draft.EVT_TYPE);
  const code = upper(draft.EVT_CODE);
  const known = isEventType(type);
  if (!known) add('EVT_TYPE', 'type.unknown', { value: draft.EVT_TYPE ?? '' });
  else if (!isCodeOf(type, code)) add('EVT_CODE', 'code.unknown', { type, value: draft.EVT_CODE ?? '', allowed: EVENT_CODES_BY_TYPE[type].join(' ') });

  const classifier = upper(draft.EVT_CLASSIFIER);
  // every type takes ACT, EST and PLN: T&T 2.2's shipment events may be planned or estimated
  if (!(STORED_CLASSIFIERS as readonly string[]).includes(classifier)) add('EVT_CLASSIFIER', 'classifier.unknown', { value: draft.EVT_CLASSIFIER ?? '' });

  const at = (draft.EVT_AT ?? '').trim();
  if (!ZONED_TIME.test(at) || Number.isNaN(instant(at))) add('EVT_AT', 'time.invalid', { value: draft.EVT_AT ?? '' });
  else if (classifier === 'ACT' && instant(at) > now + ACT_FUTURE_LIMIT_HOURS * HOUR)
    add('EVT_AT', 'time.future', { value: at, hours: ACT_FUTURE_LIMIT_HOURS });

  if (type === 'EQUIPMENT') {
    const problem = blank(draft.EVT_EQUIPMENT_REF) ? 'missing' : equipmentRefProblem(draft.EVT_EQUIPMENT_REF!, options.asPublished);
    if (problem === 'missing') add('EVT_EQUIPMENT_REF', 'container.missing');
    else if (problem === 'shape') add('EVT_EQUIPMENT_REF', 'container.shape', { value: draft.EVT_EQUIPMENT_REF! });
    else if (problem === 'checkDigit') add('EVT_EQUIPMENT_REF', 'container.checkDigit', { value: draft.EVT_EQUIPMENT_REF! });
    const empty = upper(draft.EVT_EMPTY);
    if (!empty) add('EVT_EMPTY', 'empty.missing');
    else if (!isEmptyIndicator(empty)) add('EVT_EMPTY', 'empty.unknown', { value: draft.EVT_EMPTY! });
    else if (LOAD_AFTER[code] && LOAD_AFTER[code] !== empty) add('EVT_EMPTY', 'empty.inconsistent', { code, value: empty, expected: LOAD_AFTER[code] });
  } else if (known && !blank(draft.EVT_EMPTY)) add('EVT_EMPTY', 'empty.notApplicable');

  // a shipment event is about a document, which happens nowhere in DCSA: its place is optional
  const location = upper(draft.EVT_LOCATION);
  const placeWanted = type !== 'SHIPMENT' && !options.asPublished;
  if (!location) {
    if (placeWanted) add('EVT_LOCATION', 'location.missing');
  } else if (unlocodeProblem(location)) add('EVT_LOCATION', 'location.shape', { value: draft.EVT_LOCATION! });
  else if (!ports.has(location) && !options.asPublished) add('EVT_LOCATION', 'location.unknown', { value: location });

  if (!blank(draft.EVT_FACILITY_CODE)) {
    if (terminalCodeProblem(draft.EVT_FACILITY_CODE!)) add('EVT_FACILITY_CODE', 'facility.code', { value: draft.EVT_FACILITY_CODE! });
    if (!isFacilityProvider(upper(draft.EVT_FACILITY_PROVIDER)))
      add('EVT_FACILITY_PROVIDER', 'facility.provider', { value: draft.EVT_FACILITY_PROVIDER ?? '' });
  }
  if (!blank(draft.EVT_FACILITY_TYPE) && !isFacilityType(upper(draft.EVT_FACILITY_TYPE)))
    add('EVT_FACILITY_TYPE', 'facility.type', { value: draft.EVT_FACILITY_TYPE!, allowed: FACILITY_TYPE_CODES.join(' ') });
  if (!blank(draft.EVT_PHASE) && !isTransportPhase(upper(draft.EVT_PHASE))) add('EVT_PHASE', 'phase.unknown', { value: draft.EVT_PHASE! });

  if (type === 'TRANSPORT') {
    const mode = upper(draft.EVT_MODE);
    if (!mode) add('EVT_MODE', 'mode.missing');
    else if (!isModeOfTransport(mode)) add('EVT_MODE', 'mode.unknown', { value: draft.EVT_MODE! });
    else if ((mode === 'VESSEL' || mode === 'BARGE') && blank(draft.EVT_VESSEL_IMO) && blank(draft.EVT_VESSEL_NAME)) add('EVT_VESSEL_NAME', 'vessel.missing');
  }
  if (!blank(draft.EVT_VESSEL_IMO) && imoFault(draft.EVT_VESSEL_IMO!)) add('EVT_VESSEL_IMO', 'vessel.imo', { value: draft.EVT_VESSEL_IMO! });

  if (type === 'SHIPMENT') {
    if (!isDocumentType(upper(draft.EVT_DOC_TYPE)))
      add('EVT_DOC_TYPE', 'document.type', { value: draft.EVT_DOC_TYPE ?? '', allowed: DOCUMENT_TYPE_CODES.join(' ') });
    if (blank(draft.EVT_DOC_REF)) add('EVT_DOC_REF', 'document.ref');
  }
  return out;
}
