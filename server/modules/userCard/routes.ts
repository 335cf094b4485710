import type { FastifyInstance } from 'fastify';
import { userCardCalls as C } from '../../../src/contract/userCard/calls';
import { vcardDisposition } from '../../../src/domain/userCard/vcard';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareLink } from '../../http/shareRoute';
import { cardStats, getCard, removeImage, saveCard, uploadImage } from './cardService';
import { publicCard, publicVcf, shareCard } from './shareService';

/** A picture in base64 is a third larger than its 2 MB: the body may be 4 MB for this one call. */
const IMAGE_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The card's calls (src/contract/userCard/calls.ts): the owner's, each on the caller's own card;
 * the visitor's pair, the link's token instead of a session, limited per address and noindex like
 * every share link (server/http/shareRoute.ts).
 */
export function userCardRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  route(app, C.get, async ({ actor }, r) => sendOutcome(r, await getCard(db, actor)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveCard(db, actor, input)));
  route(app, C.imageUpload, { bodyLimit: IMAGE_BODY_LIMIT }, async ({ actor, input }, r) => sendOutcome(r, await uploadImage(db, actor, input)));
  route(app, C.imageRemove, async ({ actor, input }, r) => sendOutcome(r, await removeImage(db, actor, input.Kind)));
  route(app, C.share, async ({ actor, input }, r) => sendOutcome(r, await shareCard(db, actor, publicUrl, input.Rotate === true)));
  route(app, C.stats, async ({ actor }, r) => sendOutcome(r, await cardStats(db, actor)));

  route(app, C.publicCard, shareLink(), async ({ input }, r) => sendOutcome(r, await publicCard(db, input.c)));
  route(app, C.publicVcf, { file: true, ...shareLink() }, async ({ input }, r) => {
    const vcf = await publicVcf(db, publicUrl, input.c);
    if (!vcf.ok) return sendOutcome(r, vcf);
    return r
      .header('content-type', 'text/vcard; charset=utf-8')
      .header('content-disposition', vcardDisposition(vcf.value.name))
      .header('cache-control', 'no-store')
      .send(vcf.value.text);
  });
}
