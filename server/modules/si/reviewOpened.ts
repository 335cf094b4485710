import { SI_ACCESS } from '../../../src/contract/si/module';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { rememberOpened } from './reviewRepository';

/**
 * A reviewer opening an SI (its detail, or the review desk's facts) is remembered with the version
 * shown, so a decision sent without a Version — the spec's call has none — is bound to what they
 * saw (reviewService.changeStatus). Only people who may decide are remembered: a customer reading
 * their own SI writes nothing.
 */
export async function noteOpened(db: Db, actor: Actor, row: { id: string; version: number }): Promise<void> {
  if (await refusal(db, actor, SI_ACCESS.siReview)) return;
  await rememberOpened(db, row.id, actor.id, row.version);
}
