import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../../src/contract/access';
import type { Db } from '../../db/types';
import { forbidden } from '../../http/replies';
import { refusal } from '../auth/authHook';

/** Refuses (and answers) when the actor lacks a finer access than the route's own. */
export async function demand(db: Db, request: FastifyRequest, reply: FastifyReply, access: Access): Promise<boolean> {
  const why = await refusal(db, request.actor!, access);
  if (why) {
    await forbidden(reply, why.en, why.zh);
    return false;
  }
  return true;
}
