import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import type { Queryable } from '../../db/types';
import { badKey, isSameRequest, keyReused, readIdempotencyKey, requestHash } from '../../http/idempotency';
import type { Audience } from '../../live/hub';
import { insertMessageOnce, messageByKey } from './repository';

export interface NewMessage {
  title: string;
  description: string;
  audience: Audience;
}

/**
 * Stores a message from the request's actor once per Idempotency-Key (the browser sends one per
 * composed message): a second send with that key answers the first one's Id with `Replayed`, and
 * only the first is published. Two sends racing meet at the unique index, not a read-then-write.
 * The same key with another message or audience is refused (400).
 */
export async function sendOnce(db: Queryable, request: FastifyRequest, reply: FastifyReply, m: NewMessage, publish: (id: number) => Promise<void>) {
  const reading = readIdempotencyKey(request);
  if (!reading.ok) return badKey(request, reply);
  const { key } = reading;
  const fingerprint = key ? requestHash(request) : null;
  const senderId = request.actor!.id;
  const made = await insertMessageOnce(db, { ...m, senderId, key: key ?? null, fingerprint });
  if (made !== undefined) {
    await publish(made);
    return ok({ Id: made });
  }
  const prior = await messageByKey(db, senderId, key ?? null);
  if (!prior || !isSameRequest(prior.request_fingerprint, fingerprint!)) return keyReused(request, reply);
  return ok({ Id: Number(prior.id), Replayed: true });
}
