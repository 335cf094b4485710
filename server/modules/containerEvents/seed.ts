import { createHash } from 'node:crypto';
import type { EventInput } from '../../../src/contract/containerEvents/calls';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Queryable } from '../../db/types';
import { loadActor } from '../../platform/access/grants';
import { retractIn, storeEvent } from './eventService';

/** A demo event's id, named by its key: the same on every database, so tests find it. */
export function demoEventId(key: string): string {
  const h = createHash('md5').update(`demo-container-event:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const box = (owner: string, n: number) => withCheckDigit(`${owner}U${String(n).padStart(6, '0')}`);
/** A time `hours` ago on Shanghai's clock, as the place's clock reads it (evt.tz). */
function ago(hours: number, now: number): string {
  const local = new Date(now - hours * 3_600_000 + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 19)}+08:00`;
}

const equipment = (cnno: string, code: string, empty: 'EMPTY' | 'LADEN', at: string, location: string, facility: 'DEPO' | 'CLOC' | 'POTE'): EventInput => ({
  EVT_TYPE: 'EQUIPMENT',
  EVT_CODE: code,
  EVT_CLASSIFIER: 'ACT',
  EVT_AT: at,
  EVT_EQUIPMENT_REF: cnno,
  EVT_EMPTY: empty,
  EVT_LOCATION: location,
  EVT_FACILITY_TYPE: facility,
});

/** The export path of one box up to `upTo` steps: empty out at the depot, stuffed, full in, loaded (hours ago from `start`). */
function exportPath(cnno: string, pol: string, start: number, upTo: number, now: number): EventInput[] {
  const steps = [
    equipment(cnno, 'GTOT', 'EMPTY', ago(start, now), pol, 'DEPO'),
    equipment(cnno, 'STUF', 'LADEN', ago(start - 20, now), pol, 'CLOC'),
    equipment(cnno, 'GTIN', 'LADEN', ago(start - 30, now), pol, 'POTE'),
    equipment(cnno, 'LOAD', 'LADEN', ago(start - 60, now), pol, 'POTE'),
  ];
  return steps.slice(0, upTo);
}

/**
 * Demo container events (issue 34 "container events in every state on the released demo bookings"),
 * stored through the service as the platform administrator typed them, so links, anomalies and
 * gate-ins are what the rules make of them:
 * - CGO-HZTX-2611-001 (Shanghai, COSCO SHIPPING ARIES 031W): every box out empty, stuffed, in,
 *   loaded; the vessel departed; an estimated arrival at Hamburg (the ETA).
 * - CGO-HZTX-2611-002 (Ningbo): two boxes stuffed, the third loaded before it was gated in (the
 *   `sequence` anomaly: the GTIN is flagged).
 * - CGO-HZTX-2611-003 (Shanghai): empty pick-ups, one typed at the wrong place and retracted.
 * - CGO-NBHY-2611-001 (宁波海越): its box out empty and stuffed (another company's, for the scoping tests).
 */
export async function seedDemoContainerEvents(tx: Queryable): Promise<void> {
  const [admin] = await tx.query<{ id: string }>(
    `select e.id::text as id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
      where u.account = 'admin@demo.test' and c.kind = 'platform'`,
  );
  const actor = admin && (await loadActor(tx, admin.id));
  if (!actor) return;
  const now = Date.now();
  const publisher = `MANUAL:${actor.id}`;
  const store = async (key: string, input: EventInput) => {
    const o = await storeEvent(tx, actor, publisher, input, 'zh', demoEventId(key));
    if (!o.ok) throw new Error(`demo container event ${key}: ${o.message}`);
  };

  const first = [box('CSQ', 305438), box('CSQ', 305439), box('TGH', 123456)];
  for (const [i, cnno] of first.entries()) for (const [j, e] of exportPath(cnno, 'CNSHA', 120 - i, 4, now).entries()) await store(`001-${i}-${j}`, e);
  const vessel = { EVT_TYPE: 'TRANSPORT', EVT_MODE: 'VESSEL', EVT_VESSEL_NAME: 'COSCO SHIPPING ARIES', EVT_VOYAGE: '031W' };
  await store('001-depa', { ...vessel, EVT_CODE: 'DEPA', EVT_CLASSIFIER: 'ACT', EVT_AT: ago(6, now), EVT_LOCATION: 'CNSHA', EVT_FACILITY_TYPE: 'POTE' });
  await store('001-eta', {
    ...vessel,
    EVT_CODE: 'ARRI',
    EVT_CLASSIFIER: 'EST',
    EVT_AT: `${new Date(now + 30 * 86_400_000).toISOString().slice(0, 10)}T08:00:00+01:00`,
    EVT_LOCATION: 'DEHAM',
  });

  const second = [box('MSK', 410220), box('MSK', 410221), box('MSK', 410222)];
  for (const [i, cnno] of second.slice(0, 2).entries())
    for (const [j, e] of exportPath(cnno, 'CNNGB', 80 - i, 2, now).entries()) await store(`002-${i}-${j}`, e);
  const late = second[2]!;
  await store('002-2-0', equipment(late, 'GTOT', 'EMPTY', ago(90, now), 'CNNGB', 'DEPO'));
  await store('002-2-1', equipment(late, 'STUF', 'LADEN', ago(70, now), 'CNNGB', 'CLOC'));
  await store('002-2-load', equipment(late, 'LOAD', 'LADEN', ago(30, now), 'CNNGB', 'POTE'));
  await store('002-2-gtin', equipment(late, 'GTIN', 'LADEN', ago(20, now), 'CNNGB', 'POTE'));

  const third = [box('EGH', 702100), box('EGH', 702101), box('EGH', 702300)];
  await store('003-wrong', equipment(third[0]!, 'GTOT', 'EMPTY', ago(50, now), 'CNNGB', 'DEPO'));
  const retracted = await retractIn(tx, actor, { EVT_ID: demoEventId('003-wrong'), Reason: '地点录错：应为上海 CNSHA' }, true);
  if (retracted !== 'forbidden' && !retracted.ok) throw new Error(`demo retraction: ${retracted.message}`);
  for (const [i, cnno] of third.entries()) await store(`003-${i}`, equipment(cnno, 'GTOT', 'EMPTY', ago(48 - i, now), 'CNSHA', 'DEPO'));

  const other = box('MSC', 550012);
  for (const [j, e] of exportPath(other, 'CNNGB', 60, 2, now).entries()) await store(`nbhy-${j}`, e);
}
