import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../../src/contract/envelope';
import { setting } from '../settings/read';
import { type Channel, CHANNELS } from '../settings/schema';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { GATEWAY_SIGNATURE_HEADER, GATEWAY_SKEW_SECONDS, GATEWAY_TIMESTAMP_HEADER } from '../../src/contract/platform/module';
import type { Db } from '../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../http/addressLimit';
import { nestsDeeperThan, replyTooDeep } from '../http/jsonDepth';
import { channelModes } from './modes';
import { type Receipt, recordReceipt } from './outbox';

/**
 * The receipt webhook (operations.md §17.2): a counterpart that pushes its receipts instead of being
 * polled posts them to `/api/Gateway/Receipt/<Channel>`, signed with the channel's secret. They are
 * kept exactly as a poll keeps them (`recordReceipt`: a duplicate is dropped), then the channel's
 * module applies them in the counterpart's order. No session: the signature is the authentication,
 * and a channel without a secret in the environment takes no webhook at all.
 *
 * Body: `{"Receipts":[{"ExternalRef":"BK…-R1","Seq":2,"Code":"CONFIRMED","Text":"…","Body":{…}}]}`;
 * `Body` is the channel's own receipt content (for the carrier channel: `reason`, `facts`).
 */

/** What a channel's module does once receipts were recorded: apply what is now in order. */
type AfterReceipts = () => Promise<void>;
const sinks = new Map<string, AfterReceipts>();

/** A channel's module registers how its recorded receipts get applied (the carrier channel: at once). */
export function registerReceiptSink(channel: string, after: AfterReceipts): void {
  sinks.set(channel, after);
}

export const gatewaySignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const MAX_BODY = 256 * 1024;
const MAX_RECEIPTS = 100;
/** A channel's webhook secret; a path naming no channel of ours has none (and is refused as any secretless one). */
const secretOf = (channel: string) =>
  (CHANNELS as readonly string[]).includes(channel) ? (setting(process.env, `GATEWAY_SECRET_${channel as Channel}`) ?? '') : '';

/** Why a webhook body is not a list of receipts, or the receipts. */
function receiptsOf(text: string, simulated: boolean): { errors: string[] } | { receipts: Receipt[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { errors: ['The body is not JSON.'] };
  }
  const list = (parsed as { Receipts?: unknown })?.Receipts;
  if (!Array.isArray(list) || !list.length || list.length > MAX_RECEIPTS) return { errors: [`Receipts must be a list of 1 to ${MAX_RECEIPTS} receipts.`] };
  const errors: string[] = [];
  const receipts: Receipt[] = [];
  list.forEach((r: Record<string, unknown>, i) => {
    const ref = r?.ExternalRef;
    const seq = r?.Seq;
    const code = r?.Code;
    const text = r?.Text ?? '';
    const body = r?.Body ?? {};
    if (typeof ref !== 'string' || !ref.trim() || ref.length > 100) errors.push(`/Receipts/${i}/ExternalRef: a reference of 1 to 100 characters`);
    if (!Number.isInteger(seq) || (seq as number) < 1 || (seq as number) > 100_000) errors.push(`/Receipts/${i}/Seq: a whole number from 1`);
    if (typeof code !== 'string' || !/^[A-Z][A-Z_]{1,39}$/.test(code)) errors.push(`/Receipts/${i}/Code: capitals and underscores`);
    if (typeof text !== 'string' || text.length > 500) errors.push(`/Receipts/${i}/Text: at most 500 characters`);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) errors.push(`/Receipts/${i}/Body: an object`);
    receipts.push({ externalRef: String(ref).trim(), seq: seq as number, code: code as string, text: text as string, raw: JSON.stringify(body), simulated });
  });
  return errors.length ? { errors } : { receipts };
}

/** What a signed post's handler gets: the channel's path parameters, the body as sent (its signature checked). */
type SignedRequest = FastifyRequest<{ Params: Record<string, string>; Body: string }>;

/**
 * A counterpart's signed post at `path` (the receipt webhook, a carrier's DCSA event callback): no
 * session, the signature over the bytes as sent is the authentication — the Unix time within
 * GATEWAY_SKEW_SECONDS and `sha256=` HMAC of `<time>.<body>` with the channel's secret
 * (`GATEWAY_SECRET_<CHANNEL>`). A channel without a secret, or whose module took no part, answers
 * 404; the body is handed over as text, measured for depth before anyone parses it.
 */
export function signedPost(
  app: FastifyInstance,
  path: string,
  channelOf: (q: SignedRequest) => string,
  handle: (q: SignedRequest, reply: FastifyReply, body: string, channel: string) => Promise<unknown>,
  takes: (channel: string) => boolean = () => true,
): void {
  app.register(async (scope) => {
    // the signature is over the bytes as sent: the body is kept as text, parsed after the check
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_q, body, done) => done(null, body));
    scope.post<{ Params: Record<string, string>; Body: string }>(path, { preHandler: limitPerAddress(ADDRESS_LIMITS.gateway) }, async (request, reply) => {
      const channel = channelOf(request);
      const secret = secretOf(channel);
      if (!takes(channel) || secret.length < 16) return reply.status(404).send({ ...fail(`No channel ${channel} takes receipts here.`), Code: 'NO_WEBHOOK' });
      const timestamp = String(request.headers[GATEWAY_TIMESTAMP_HEADER] ?? '');
      const signature = String(request.headers[GATEWAY_SIGNATURE_HEADER] ?? '');
      const body = typeof request.body === 'string' ? request.body : '';
      const skew = Math.abs(Date.now() / 1000 - Number(timestamp));
      if (!/^\d{1,12}$/.test(timestamp) || !(skew <= GATEWAY_SKEW_SECONDS))
        return reply
          .status(401)
          .send({ ...fail(`The ${GATEWAY_TIMESTAMP_HEADER} header must be the Unix time within ${GATEWAY_SKEW_SECONDS} s.`), Code: 'STALE_SIGNATURE' });
      const expected = Buffer.from(gatewaySignature(secret, timestamp, body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.status(401).send({ ...fail('The signature does not match this body and time.'), Code: 'BAD_SIGNATURE' });
      // measured before JSON.parse: the receipts' bodies are stringified again, which recurses
      if (nestsDeeperThan(body)) return replyTooDeep(reply);
      return handle(request, reply, body, channel);
    });
  });
}

export function gatewayRoutes(app: FastifyInstance, db: Db): void {
  signedPost(
    app,
    ENDPOINTS.gatewayReceipt,
    (q) => q.params.Channel ?? '',
    async (request, reply, body, channel) => {
      const after = sinks.get(channel)!;
      const read = receiptsOf(body, channelModes()[channel] === 'simulator');
      if ('errors' in read) return reply.status(400).send({ ...fail(read.errors.join('; ')), Code: 'BAD_RECEIPTS' });
      let recorded = 0;
      for (const r of read.receipts) if (await recordReceipt(db, channel, r)) recorded++;
      // kept: the channel's own round would apply them too; applying now only makes it prompt
      await after().catch((err: unknown) => request.log.warn({ err, channel }, 'applying webhook receipts failed; the channel round retries'));
      return ok({ Recorded: recorded, Duplicates: read.receipts.length - recorded });
    },
    (channel) => sinks.has(channel),
  );
}
