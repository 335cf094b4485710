import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userCardCalls as C } from '../../../src/contract/userCard/calls';
import { vcardDisposition } from '../../../src/domain/userCard/vcard';
import type { Db } from '../../db/types';
import { optionalActor } from '../../platform/auth/authHook';
import type { SessionPolicy } from '../../platform/auth/sessionRepository';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareLink } from '../../http/shareRoute';
import { cardStats, getCard, ownPicture, type Picture, removeImage, saveCard, uploadImage } from './cardService';
import { publicCard, publicPicture, publicVcf, shareCard, type Visitor } from './shareService';
import { quoteRoute } from './quoteRoute';

/** A picture in base64 is a third larger than its 2 MB: the body may be 4 MB for this one call. */
const IMAGE_BODY_LIMIT = 4 * 1024 * 1024;

/** A picture's bytes: its stored type, never sniffed, cached for good (its address names its content hash). */
const sendPicture = (r: FastifyReply, p: Picture, scope: 'public' | 'private') =>
  r
    .header('content-type', p.type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `${scope}, max-age=31536000, immutable`)
    .send(Buffer.from(p.bytes));

/**
 * The card's calls (src/contract/userCard/calls.ts): the owner's, each on the caller's own card;
 * the visitor's pair, the link's token instead of a session, limited per address and noindex like
 * every share link (server/http/shareRoute.ts).
 */
export function userCardRoutes(app: FastifyInstance, db: Db, publicUrl: string, policy: SessionPolicy): void {
  const visitor = async (request: FastifyRequest): Promise<Visitor> => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    // the actor's id may be a number at run time: compared as text with the card's owner
    employeeId: await optionalActor(app, db, policy, request).then((a) => (a ? String(a.id) : undefined)),
  });
  route(app, C.get, async ({ actor }, r) => sendOutcome(r, await getCard(db, actor)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveCard(db, actor, input)));
  route(app, C.imageUpload, { bodyLimit: IMAGE_BODY_LIMIT }, async ({ actor, input }, r) => sendOutcome(r, await uploadImage(db, actor, input)));
  route(app, C.imageRemove, async ({ actor, input }, r) => sendOutcome(r, await removeImage(db, actor, input.Kind)));
  route(app, C.share, async ({ actor, input }, r) => sendOutcome(r, await shareCard(db, actor, publicUrl, input.Rotate === true)));
  route(app, C.stats, async ({ actor }, r) => sendOutcome(r, await cardStats(db, actor)));
  route(app, C.picture, { file: true }, async ({ actor, input }, r) => {
    const picture = await ownPicture(db, actor, input.k, input.h);
    return picture.ok ? sendPicture(r, picture.value, 'private') : sendOutcome(r, picture);
  });

  route(app, C.publicCard, shareLink(), async ({ input, request }, r) => sendOutcome(r, await publicCard(db, input.c, await visitor(request))));
  route(app, C.publicPicture, { file: true, ...shareLink() }, async ({ input }, r) => {
    const picture = await publicPicture(db, input.c, input.h);
    return picture.ok ? sendPicture(r, picture.value, 'public') : sendOutcome(r, picture);
  });
  quoteRoute(app, db);
  route(app, C.publicVcf, { file: true, ...shareLink() }, async ({ input, request }, r) => {
    const vcf = await publicVcf(db, publicUrl, input.c, await visitor(request));
    if (!vcf.ok) return sendOutcome(r, vcf);
    return r
      .header('content-type', 'text/vcard; charset=utf-8')
      .header('content-disposition', vcardDisposition(vcf.value.name))
      .header('cache-control', 'no-store')
      .send(vcf.value.text);
  });
}
