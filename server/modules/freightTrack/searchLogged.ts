import type { QueryType } from '../../../src/contract/publicTrack/calls';
import { REF_TYPES, type RefInput } from '../../../src/domain/freightTrack/refs';
import type { Actor } from '../../platform/access/grants';
import type { Db } from '../../db/types';
import { logSearch } from '../publicTrack/public';
import type { SubscribeAnswer } from './subscribeIn';

/** A refusal that still means the number is one we track (it was there before this search). */
const STILL_TRACKED = 'ALREADY_TRACKED';

const normal = (ref: string) => ref.trim().toUpperCase().replace(/\s+/g, '');

/**
 * trk.log for the signed-in pages: every reference a person asks to track is one search_logs row, as
 * a visitor's number is on the public sites (server/modules/publicTrack). Found: it is tracked now
 * (added, or tracked already); a reference refused for its number or carrier is not, and one whose
 * kind we do not know is logged as INVALID. The channel is the side the person works on.
 */
export async function logSubscribeSearches(db: Db, actor: Actor, ip: string, refs: readonly RefInput[], answer: SubscribeAnswer, ms: number): Promise<void> {
  const refused = new Map(answer.Refused.map((r) => [normal(r.Ref), r.Code]));
  const each = ms / Math.max(1, refs.length);
  for (const input of refs) {
    const query = normal(input.TRK_REF);
    if (!query) continue;
    const kind = (input.TRK_REF_TYPE ?? 'CONTAINER').trim().toUpperCase();
    const code = refused.get(query);
    const found = code === undefined || code === STILL_TRACKED;
    const queryType: QueryType =
      (REF_TYPES as readonly string[]).includes(kind) && (found || !code?.startsWith('CONTAINER_')) ? (kind as QueryType) : 'INVALID';
    await logSearch(db, {
      channel: actor.companyKind === 'platform' ? 'INTERNAL' : 'WORKBENCH',
      ip,
      queryType,
      query,
      found,
      results: found ? 1 : 0,
      ms: each,
      employeeId: String(actor.id),
    });
  }
}
