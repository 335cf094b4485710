import type { ManifestDelete, ManifestSendAmendment } from '../../../src/contract/manifest';
import { fieldSays } from '../../../src/contract/envelope';
import { immutableChanges } from '../../../src/domain/manifest/amendment';
import { manifestErrors } from '../../../src/domain/manifest/check';
import { customsHolds, MFT_STATUS, type MftEvent, mftMove, type TransmissionKind } from '../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { manifestRemark } from '../manifestSetup/public';
import { channelOfFiling } from './payload';
import { claimKey, keepAnswer, manifestsByIds, moveStatus, requeueMessage, touch, transmissionsOf } from './repository';
import { configOf, judge } from './rules';
import { dataOf } from './manifestData';
import { noChannel, noChannelWords, noManifest, problemsRefusal, staleRefusal, stateRefusal } from './refusals';
import { byOf, logEvent as event, loadManifest, mftActor, type Requester, scopeOf } from './requester';
import { type Queued, transmit } from './transmit';

/**
 * Sending to customs and what follows (operations.md §7.3, §7.4): send through the outbox (each id on
 * its own, late or SI-mismatched only with a verifier's override), amend and send the amendment (MAIN
 * again after a rejection, MODIFY of what customs holds, immutable fields refused), delete (cancel a
 * never-sent one, or a DELETE message), retry. Every change is one transaction with its doc_events row.
 */
export function manifestSending(db: Db) {
  const load = loadManifest;
  type SendAnswer = { Queued: Queued[]; Refused: { Id: number; Code: string; Message: string }[] };
  async function send(
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
      const lang = r.lang;
      const refuse = (id: number, code: string, en: string, zh: string) => out.Refused.push({ Id: id, Code: code, Message: lang === 'en' ? en : zh });
      for (const m of ms) {
        const v = await judge(tx, dataOf(m), { companyId: m.COMPANYID, lang: r.lang, forSend: true });
        // the filing configuration picks the channel, and only the filing's own: never send to the wrong customs
        const channel = channelOfFiling(m.MFT_FILING, v.config);
        if (!channel) {
          refuse(m.Id, 'mft.channel', noChannelWords(m).en, noChannelWords(m).zh);
          continue;
        }
        const event_: MftEvent | undefined =
          m.MFT_STATUS === MFT_STATUS.VERIFIED ? 'send' : m.MFT_STATUS === MFT_STATUS.SUBMITTED && !v.config.MCF_REQUIRE_VERIFY ? 'autoSend' : undefined;
        if (!event_) {
          refuse(m.Id, 'mft.state', `Manifest ${m.MFT_NO} is not verified.`, `舱单 ${m.MFT_NO} 未审核通过。`);
          continue;
        }
        const errors = manifestErrors(v.problems);
        if (errors.length) {
          refuse(m.Id, 'mft.check', `Manifest ${m.MFT_NO}: ${errors[0]!.Message}`, `舱单 ${m.MFT_NO}：${errors[0]!.Message}`);
          continue;
        }
        if (v.config.MCF_REQUIRE_SI_MATCH && v.siDiff.length && !override) {
          const d = v.siDiff[0]!;
          refuse(
            m.Id,
            'mft.si',
            `Manifest ${m.MFT_NO} differs from its SI (${d.Path}): send it with an override reason.`,
            `舱单 ${m.MFT_NO} 与提单补料不一致（${d.Path}）：须填写原因强制发送。`,
          );
          continue;
        }
        if (v.deadline.Late && !override) {
          refuse(
            m.Id,
            'mft.deadline',
            `Manifest ${m.MFT_NO} is past its deadline ${v.deadline.At}: send it with an override reason.`,
            `舱单 ${m.MFT_NO} 已过截止时间 ${v.deadline.At}：须填写原因强制发送。`,
          );
          continue;
        }
        const messageId = await transmit(tx, r, m, {
          kind: 'MAIN',
          event: event_,
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

  async function amend(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ Id: number; VERSION: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, id);
      if (!m) return noManifest();
      const move = mftMove(m.MFT_STATUS, 'amend', mftActor(r));
      if (!move) return stateRefusal(m.MFT_STATUS);
      await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { by: byOf(r) });
      const version = await touch(tx, m.Id, byOf(r));
      await event(tx, r, m.Id, 'v1.ManifestAmendmentOpened', { from: m.MFT_STATUS, stage: m.MFT_STAGE });
      return { ok: true, value: { Id: m.Id, VERSION: version } };
    });
  }

  async function changeReason(tx: Queryable, code: string, path: string) {
    const remark = code.trim() ? await manifestRemark(tx, code, 'CHANGE_REASON') : undefined;
    return remark
      ? undefined
      : no<never>('mft.changeReason', `"${code}" is not a customs change-reason code.`, `"${code}" 不是海关变更原因代码。`, [
          fieldSays(path, { en: 'is not a customs change-reason code', zh: '不是海关变更原因代码' }),
        ]);
  }

  async function sendAmendment(r: Requester & { kind: 'employee' }, input: ManifestSendAmendment): Promise<Outcome<{ MessageId: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, input.Id);
      if (!m) return noManifest();
      if (!mftMove(m.MFT_STATUS, 'sendAmendment', 'verifier')) return stateRefusal(m.MFT_STATUS);
      if (m.VERSION !== input.VERSION) return staleRefusal(m);
      const bad = await changeReason(tx, input.ChangeReasonCode, '/ChangeReasonCode');
      if (bad) return bad;
      const data = dataOf(m);
      // customs holds the last accepted content: the change goes out as MODIFY, and what cannot change is refused
      const kind: TransmissionKind = m.MFT_ACCEPTED_PAYLOAD ? 'MODIFY' : 'MAIN';
      if (m.MFT_ACCEPTED_PAYLOAD) {
        const locked = immutableChanges(m.MFT_ACCEPTED_PAYLOAD, data, r.lang);
        if (locked.length)
          return no('mft.immutable', `${locked[0]!.Message}`, `${locked[0]!.Message}`, [{ Path: `/${locked[0]!.Path}`, Message: locked[0]!.Message }]);
      }
      const v = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang, forSend: true });
      if (manifestErrors(v.problems).length) return problemsRefusal(v.problems);
      const channel = channelOfFiling(m.MFT_FILING, v.config);
      if (!channel) return noChannel(m);
      const messageId = await transmit(tx, r, m, {
        channel,
        kind,
        event: 'sendAmendment',
        late: v.deadline.Late,
        changeReason: input.ChangeReasonCode.trim().toUpperCase(),
        overrideReason: input.Remarks ?? '',
        config: v.config,
      });
      return { ok: true, value: { MessageId: messageId } };
    });
  }

  async function remove(r: Requester & { kind: 'employee' }, input: ManifestDelete): Promise<Outcome<{ MessageId: number | null; Cancelled: boolean }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, input.Id);
      if (!m) return noManifest();
      const cancel = mftMove(m.MFT_STATUS, 'cancel', mftActor(r));
      if (cancel) {
        await moveStatus(tx, m.Id, m.MFT_STATUS, cancel.to, { by: byOf(r) });
        await event(tx, r, m.Id, 'v1.ManifestCancelled', { reason: input.Reason ?? '' });
        return { ok: true, value: { MessageId: null, Cancelled: true } };
      }
      // an amendment may end in a deletion when customs holds an accepted version (not after a rejection)
      const held = customsHolds(m.MFT_STATUS) || (m.MFT_STATUS === MFT_STATUS.AMENDING && !!m.MFT_ACCEPTED_PAYLOAD);
      if (!held || !mftMove(m.MFT_STATUS, 'deleteAccepted', mftActor(r))) return stateRefusal(m.MFT_STATUS);
      const bad = await changeReason(tx, input.ChangeReasonCode ?? '', '/ChangeReasonCode');
      if (bad) return bad;
      const config = await configOf(tx, m.COMPANYID, m);
      const channel = channelOfFiling(m.MFT_FILING, config);
      if (!channel) return noChannel(m);
      const messageId = await transmit(tx, r, m, {
        channel,
        kind: 'DELETE',
        event: 'deleteAccepted',
        late: false,
        changeReason: (input.ChangeReasonCode ?? '').trim().toUpperCase(),
        overrideReason: input.Reason ?? '',
        config,
        // the deletion names what customs holds, never an amendment's unsent edits
        ...(m.MFT_ACCEPTED_PAYLOAD ? { data: m.MFT_ACCEPTED_PAYLOAD } : {}),
      });
      return { ok: true, value: { MessageId: messageId, Cancelled: false } };
    });
  }

  async function retry(r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ MessageId: number }>> {
    return inTransaction(db, async (tx) => {
      const m = await load(tx, r, id);
      if (!m) return noManifest();
      const move = mftMove(m.MFT_STATUS, 'retry', 'verifier');
      if (!move) return stateRefusal(m.MFT_STATUS);
      const failed = (await transmissionsOf(tx, m.Id)).filter((t) => t.Status === 'FAILED').at(-1);
      if (!failed) return stateRefusal(m.MFT_STATUS);
      await requeueMessage(tx, failed.MessageId);
      await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: '', by: byOf(r) });
      await event(tx, r, m.Id, 'v1.ManifestRetried', { messageId: failed.MessageId });
      return { ok: true, value: { MessageId: failed.MessageId } };
    });
  }

  return { send, amend, sendAmendment, remove, retry };
}
