import { randomUUID } from 'node:crypto';
import type { EventInput } from '../../../src/contract/containerEvents/calls';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { recordDocEvents } from '../../platform/spine/docEvents';
import { insertEvents, lockBySources, type NewEvent } from './eventRepository';
import { type AddAnswer, type GatewayAuthor, type Lang, isOlderOrSame, problemsOf, refusalOf, up, updatedAtRefusal } from './eventTerms';
import { type Link, flagContainer, gateInOf, linkOf, newEventOf, recordedLine, sourceIdOf, storeEvent } from './storeEvent';

export async function storeBatch(
  tx: Queryable,
  author: GatewayAuthor,
  publisher: string,
  inputs: readonly EventInput[],
  lang: Lang,
): Promise<Outcome<AddAnswer>[]> {
  const now = new Date();
  const before = await lockBySources(tx, publisher, [...new Set(inputs.map(sourceIdOf).filter((x): x is string => !!x))]);
  const links = new Map<string, Promise<Link>>();
  const linkFor = (input: EventInput) => {
    const key = `${up(input.EVT_TYPE)}|${up(input.EVT_EQUIPMENT_REF)}|${(input.EVT_DOC_REF ?? '').trim()}`;
    if (!links.has(key)) links.set(key, linkOf(tx, input));
    return links.get(key)!;
  };
  const touched = new Set<string>();
  const out: Outcome<AddAnswer>[] = [];
  let fresh: { at: number; event: NewEvent }[] = [];
  const seen = new Set<string>();
  const flush = async () => {
    if (!fresh.length) return;
    const events = fresh.map((f) => f.event);
    await insertEvents(tx, events);
    await recordDocEvents(
      tx,
      events.map((e) => recordedLine(e, author)),
    );
    for (const f of fresh)
      out[f.at] = { ok: true, value: { EVT_ID: f.event.id, Outcome: 'STORED', Anomalies: [], GatedIn: await gateInOf(tx, f.event, false) } };
    fresh = [];
  };
  for (const [at, input] of inputs.entries()) {
    // a channel's event is checked as published: its place is not looked up in our table
    const problems = await problemsOf(tx, input, lang, now, author);
    if (problems.length) {
      out[at] = refusalOf(problems);
      continue;
    }
    const badTime = updatedAtRefusal(input);
    if (badTime) {
      out[at] = badTime;
      continue;
    }
    const sourceId = sourceIdOf(input);
    const stored = sourceId ? before.get(sourceId) : undefined;
    if (sourceId && (seen.has(sourceId) || (stored && !isOlderOrSame(input, stored.updatedAt, now)))) {
      // named twice in this answer, or a newer word of a stored event: storeEvent's own path, after what is pending
      await flush();
      out[at] = await storeEvent(tx, author, publisher, input, lang, randomUUID(), touched);
      continue;
    }
    if (sourceId) seen.add(sourceId);
    if (stored) {
      // the same word again, or an older one: kept as it was (evt.dedupe)
      out[at] = { ok: true, value: { EVT_ID: stored.id, Outcome: 'DUPLICATE', Anomalies: stored.anomalies, GatedIn: [] } };
      continue;
    }
    const event = newEventOf(input, publisher, author, await linkFor(input), randomUUID(), now);
    if (event.equipmentRef) touched.add(event.equipmentRef);
    fresh.push({ at, event });
  }
  await flush();
  for (const cnno of touched) await flagContainer(tx, cnno);
  return out;
}
