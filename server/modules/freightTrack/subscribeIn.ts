import { normaliseRef, type RefInput } from '../../../src/domain/freightTrack/refs';
import { refProblemWords } from '../../../src/domain/freightTrack/words';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { bookingFacts } from '../booking/public';
import { bookingOfContainer, bookingOfDocument, bookingRoute } from '../containerEvents/public';
import { insertSubscription, knownCarriers, liveSubscription } from './repository';

/**
 * §8.3 Subscribe in the caller's transaction: each reference judged on its own (normaliseRef: the
 * ISO 6346 number, a carrier we know, named or told by the owner code or the booking), refused with
 * its reason in the request's language or added; linked to the booking it belongs to when the
 * reader may see that booking (a customer its own; staff any company's, which then owns the
 * subscription, so its customer sees it too). The same reference twice, or one already tracked by
 * that company (not stopped), is refused as already tracked.
 */
export type Refused = { Ref: string; Code: string; Message: string };
export type SubscribeAnswer = { Added: number[]; Refused: Refused[] };

const codeOf = (problem: string) => problem.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

async function linkOf(q: Queryable, actor: Actor, type: string, ref: string) {
  const link = type === 'CONTAINER' ? await bookingOfContainer(q, ref) : await bookingOfDocument(q, ref);
  if (!link) return undefined;
  return actor.companyKind === 'platform' || String(link.companyId) === String(actor.companyId) ? link : undefined;
}

export async function subscribeIn(tx: Queryable, actor: Actor, refs: readonly RefInput[], lang: 'zh' | 'en', simulated: boolean): Promise<SubscribeAnswer> {
  const carriers = await knownCarriers(tx);
  // the reason in the request's language (the words of src/domain/freightTrack/words.ts)
  const refuse = (ref: string, problem: keyof typeof refProblemWords): Refused => {
    const says = refProblemWords[problem];
    return { Ref: ref, Code: codeOf(problem), Message: lang === 'zh' ? says.zh : says.en };
  };
  const out: SubscribeAnswer = { Added: [], Refused: [] };
  const seen = new Set<string>();
  for (const input of refs) {
    const shown = input.TRK_REF.trim();
    let n = normaliseRef(input, carriers);
    const type = (input.TRK_REF_TYPE ?? 'CONTAINER').trim().toUpperCase();
    const link = 'problem' in n && n.problem !== 'carrierRequired' ? undefined : await linkOf(tx, actor, type, shown.toUpperCase().replace(/\s+/g, ''));
    // a house bill's (or a leased box's) carrier is its booking's
    if ('problem' in n && n.problem === 'carrierRequired' && link) {
      const owner = await bookingFacts(tx, link.cgoId, null);
      if (owner) n = normaliseRef({ ...input, TRK_CARRIER: owner.carrier }, carriers);
    }
    if ('problem' in n) {
      out.Refused.push(refuse(shown, n.problem));
      continue;
    }
    const companyId = String(link?.companyId ?? actor.companyId);
    const key = `${companyId}|${n.type}|${n.ref}`;
    if (seen.has(key) || (await liveSubscription(tx, companyId, n.type, n.ref))) {
      out.Refused.push(refuse(n.ref, 'alreadyTracked'));
      continue;
    }
    seen.add(key);
    const containers = n.type === 'CONTAINER' ? [n.ref] : link ? ((await bookingRoute(tx, link.cgoId))?.containers ?? []) : [];
    out.Added.push(
      await insertSubscription(tx, {
        companyId,
        refType: n.type,
        ref: n.ref,
        carrier: n.carrier ?? null,
        cgoId: link?.cgoId ?? null,
        createdBy: actor.id,
        simulated,
        containers,
      }),
    );
  }
  return out;
}

/** Subscribe as `actor` in `tx` (the demo seed): the ids added. */
export const trackServiceIn = (tx: Queryable, simulated: boolean) => async (actor: Actor, refs: readonly RefInput[]) =>
  (await subscribeIn(tx, actor, refs, 'zh', simulated)).Added;
