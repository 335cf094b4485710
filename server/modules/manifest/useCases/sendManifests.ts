import { manifestErrors } from '../../../../src/domain/manifest/check';
import { MFT_STATUS, type MftEvent } from '../../../../src/domain/manifest/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { dataOf } from '../manifestData';
import { channelOfFiling } from '../payload';
import { noChannelWords, noManifest } from '../refusals';
import { claimKey, keepAnswer } from '../sendKeyRepository';
import { manifestsByIds, type StoredManifest } from '../repository';
import { type Requester, scopeOf } from '../requester';
import { judge } from '../rules';
import { type Queued, transmit } from '../transmit';

type SendAnswer = { Queued: Queued[]; Refused: { Id: number; Code: string; Message: string }[] };
type Judged = Awaited<ReturnType<typeof judge>>;
type Refusal = { code: string; en: string; zh: string };

/**
 * Sends manifests to customs through the outbox, each on its own (one refused does not hold the
 * others back); late or SI-mismatched only with a verifier's override reason; once per Idempotency-Key.
 */
export async function sendManifests(
  db: Db,
  r: Requester & { kind: 'employee' },
  ids: readonly number[],
  override: { Reason: string } | undefined,
  idem: { key: string; hash: string },
): Promise<Outcome<SendAnswer>> {
  return inTransaction(db, async (tx, fail) => {
    const scope = `company:${r.actor.companyId}:send`;
    const claimed = await claimKey(tx, scope, idem.key, idem.hash);
    if (!claimed.fresh) {
      if (claimed.hash !== idem.hash)
        return no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
      if (claimed.answer) return { ok: true, value: claimed.answer as SendAnswer };
    }
    const ms = await manifestsByIds(tx, ids, scopeOf(r), true);
    if (ms.length !== new Set(ids).size) fail(noManifest());
    const out: SendAnswer = { Queued: [], Refused: [] };
    for (const m of ms) {
      const v = await judge(tx, dataOf(m), { companyId: m.COMPANYID, lang: r.lang, forSend: true });
      // the filing configuration picks the channel, and only the filing's own: never send to the wrong customs
      const channel = channelOfFiling(m.MFT_FILING, v.config);
      const event: MftEvent | undefined =
        m.MFT_STATUS === MFT_STATUS.VERIFIED ? 'send' : m.MFT_STATUS === MFT_STATUS.SUBMITTED && !v.config.MCF_REQUIRE_VERIFY ? 'autoSend' : undefined;
      const refused = !channel ? { code: 'mft.channel', ...noChannelWords(m) } : whyNot(m, v, event, override);
      if (refused || !channel || !event) {
        if (refused) out.Refused.push({ Id: m.Id, Code: refused.code, Message: r.lang === 'en' ? refused.en : refused.zh });
        continue;
      }
      const messageId = await transmit(tx, r, m, {
        kind: 'MAIN',
        event,
        late: v.deadline.Late,
        overrideReason: override && (v.deadline.Late || v.siDiff.length) ? override.Reason : '',
        config: v.config,
        channel,
      });
      out.Queued.push({ Id: m.Id, MessageId: messageId });
    }
    await keepAnswer(tx, scope, idem.key, out);
    return { ok: true, value: out };
  });
}

/** Why this manifest is not sent now: not verified, failing the check, or late or differing from its SI without an override. */
function whyNot(m: StoredManifest, v: Judged, event: MftEvent | undefined, override: { Reason: string } | undefined): Refusal | undefined {
  if (!event) return { code: 'mft.state', en: `Manifest ${m.MFT_NO} is not verified.`, zh: `舱单 ${m.MFT_NO} 未审核通过。` };
  const errors = manifestErrors(v.problems);
  if (errors.length) return { code: 'mft.check', en: `Manifest ${m.MFT_NO}: ${errors[0]!.Message}`, zh: `舱单 ${m.MFT_NO}：${errors[0]!.Message}` };
  if (v.config.MCF_REQUIRE_SI_MATCH && v.siDiff.length && !override) {
    const d = v.siDiff[0]!;
    return {
      code: 'mft.si',
      en: `Manifest ${m.MFT_NO} differs from its SI (${d.Path}): send it with an override reason.`,
      zh: `舱单 ${m.MFT_NO} 与提单补料不一致（${d.Path}）：须填写原因强制发送。`,
    };
  }
  if (v.deadline.Late && !override)
    return {
      code: 'mft.deadline',
      en: `Manifest ${m.MFT_NO} is past its deadline ${v.deadline.At}: send it with an override reason.`,
      zh: `舱单 ${m.MFT_NO} 已过截止时间 ${v.deadline.At}：须填写原因强制发送。`,
    };
  return undefined;
}
