import { randomUUID } from 'node:crypto';
import { fieldSays } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { type EventDbRow, insertEvent, listsClosedBy, lockBySource, lockEvent, markRetracted, type NewEvent, setAnomalies } from './eventRepository';
import { DOC, blank, docActorOf, type GatewayAuthor, seesRow } from './eventTerms';
import { flagContainer } from './storeEvent';

export async function retractBySource(
  tx: Queryable,
  author: GatewayAuthor,
  publisher: string,
  o: { sourceId: string; retractsSourceId: string; reason: string; updatedAt: string },
): Promise<'retracted' | 'duplicate' | 'unknown'> {
  if (await lockBySource(tx, publisher, o.sourceId)) return 'duplicate';
  const found = await lockBySource(tx, publisher, o.retractsSourceId);
  const target = found && (await lockEvent(tx, found.id));
  if (!target) return 'unknown';
  const id = randomUUID();
  await insertEvent(tx, {
    ...retractionOf(target, o.reason, null),
    id,
    publisher,
    sourceId: o.sourceId,
    // the publisher's own time of the retraction: the same retraction stored the same whenever it arrives
    updatedAt: Number.isNaN(Date.parse(o.updatedAt)) ? new Date().toISOString() : new Date(Date.parse(o.updatedAt)).toISOString(),
  });
  await markRetracted(tx, target.EVT_ID);
  await recordDocEvent(tx, {
    docType: DOC,
    docId: target.EVT_ID,
    actor: docActorOf(author),
    type: 'v1.TrackingEventRetracted',
    detail: { By: id, Reason: o.reason, KeptClosed: [] },
  });
  if (target.EVT_EQUIPMENT_REF) await flagContainer(tx, target.EVT_EQUIPMENT_REF);
  return 'retracted';
}

/** The retraction row of `target`: its facts copied, naming it, with the reason as its remark. */
function retractionOf(target: EventDbRow, reason: string, createdBy: string | null): NewEvent {
  return {
    id: '',
    publisher: '',
    sourceId: null,
    type: target.EVT_TYPE,
    code: target.EVT_CODE,
    classifier: target.EVT_CLASSIFIER,
    at: target.EVT_AT,
    offset: target.EVT_AT_OFFSET,
    updatedAt: new Date().toISOString(),
    equipmentRef: target.EVT_EQUIPMENT_REF,
    isoCode: '',
    empty: target.EVT_EMPTY,
    phase: target.EVT_PHASE,
    location: target.EVT_LOCATION,
    facilityCode: target.EVT_FACILITY_CODE,
    facilityProvider: null,
    facilityType: target.EVT_FACILITY_TYPE,
    mode: target.EVT_MODE,
    vesselImo: '',
    vesselName: target.EVT_VESSEL_NAME,
    voyage: target.EVT_VOYAGE,
    docType: target.EVT_DOC_TYPE,
    docRef: target.EVT_DOC_REF,
    cgoId: target.EVT_CGO_ID,
    mblNo: target.EVT_MBL_NO,
    delayReason: '',
    remark: reason.trim(),
    retracts: target.EVT_ID,
    companyId: target.company_id,
    createdBy,
  };
}

/**
 * A channel's batch (one poll's answer), set-based: the same stored result as storeEvent one by one
 * (the ingest property test holds it to that), in a handful of statements instead of about six per
 * event — each container's and document's link once, the publisher's
 * earlier words locked in one read, the new events and their history lines written in one statement
 * each, each container's anomalies found once at the end. A newer word of a stored event supersedes
 * it through storeEvent's own path (rare), as does an event named twice in one answer. Answers each
 * event's outcome, in the order given.
 */

/**
 * §5.3 Retract, in `tx`: a new event naming the old one, the old one marked; both kept. The
 * publisher retracts its own; anyone else needs the retract button (`mayRetractAny`), else
 * 'forbidden' (the route answers 403). A retracted gate-in does not reopen what it closed: the
 * packing lists stay gated in, and the retraction is flagged `gateInStands` (its history names them).
 */
export async function retractIn(
  tx: Queryable,
  actor: Actor,
  input: { EVT_ID: string; Reason: string },
  mayRetractAny: boolean,
): Promise<Outcome<{ EVT_ID: string }> | 'forbidden'> {
  const target = await lockEvent(tx, input.EVT_ID);
  if (!target || !seesRow(actor, target)) return missing('No such event.', '没有这个事件。');
  if (target.EVT_PUBLISHER !== `MANUAL:${actor.id}` && !mayRetractAny) return 'forbidden';
  if (blank(input.Reason))
    return no('REASON_REQUIRED', 'Say why the event is retracted.', '撤回事件须填写原因。', [
      fieldSays('/Reason', { en: 'Say why the event is retracted.', zh: '撤回事件须填写原因。' }),
    ]);
  if (target.EVT_RETRACTS)
    return no('IS_RETRACTION', 'A retraction cannot itself be retracted: add the event again instead.', '撤回记录本身不能再撤回：请重新录入该事件。');
  if (target.EVT_RETRACTED) return no('ALREADY_RETRACTED', 'This event was already retracted.', '该事件已被撤回。');
  const closed = target.EVT_TYPE === 'EQUIPMENT' && target.EVT_CODE === 'GTIN' ? await listsClosedBy(tx, target.EVT_ID) : [];
  const id = randomUUID();
  await insertEvent(tx, { ...retractionOf(target, input.Reason, actor.id), id, publisher: `MANUAL:${actor.id}` });
  await markRetracted(tx, target.EVT_ID);
  if (closed.length) await setAnomalies(tx, [{ id, kinds: ['gateInStands'] }]);
  const by = { kind: 'employee' as const, id: Number(actor.id) };
  await recordDocEvent(tx, {
    docType: DOC,
    docId: target.EVT_ID,
    actor: by,
    type: 'v1.TrackingEventRetracted',
    detail: { By: id, Reason: input.Reason.trim(), KeptClosed: closed },
  });
  if (target.EVT_EQUIPMENT_REF) await flagContainer(tx, target.EVT_EQUIPMENT_REF);
  return { ok: true, value: { EVT_ID: id } };
}
