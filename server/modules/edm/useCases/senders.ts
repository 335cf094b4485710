import type { SenderWire } from '../../../../src/contract/edm/calls';
import { domainOf, isMailAddress, normalAddress } from '../../../../src/domain/mail/address';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../refusals';
import { insertSender, type SenderRecord, senderByAddress, senderOf, sendersOf, setSenderChecks, updateSender } from '../setupRepository';
import { checkDomain } from '../domainChecks';

export const senderWire = (s: SenderRecord): SenderWire => ({
  Id: Number(s.id),
  Version: s.version,
  FromName: s.from_name,
  FromEmail: s.from_email,
  ReplyTo: s.reply_to,
  Status: s.status,
  Checks: { Spf: s.checks.Spf === true, Dkim: s.checks.Dkim === true, Dmarc: s.checks.Dmarc === true },
  CheckedAt: s.checked_at ? new Date(s.checked_at).toISOString() : null,
  Simulated: s.simulated,
});

export const listSenders = async (db: Db, actor: Actor) => (await sendersOf(db, actor.companyId)).map(senderWire);

/** A sender's name and addresses (a new address must be verified again). */
export async function saveSender(
  db: Db,
  actor: Actor,
  b: { Id?: number; Version?: number; FromName: string; FromEmail: string; ReplyTo: string },
): Promise<Outcome<{ Id: number; Version: number }>> {
  if (!isMailAddress(b.FromEmail.trim())) return refuse.badEmail('/FromEmail');
  if (!isMailAddress(b.ReplyTo.trim())) return refuse.badEmail('/ReplyTo');
  const s = { fromName: b.FromName.trim(), fromEmail: normalAddress(b.FromEmail.trim()), replyTo: normalAddress(b.ReplyTo.trim()) };
  return inTransaction(db, async (tx) => {
    const same = await senderByAddress(tx, actor.companyId, s.fromEmail);
    if (same && String(b.Id ?? '') !== same.id) return refuse.senderTaken();
    if (!b.Id) {
      const made = await insertSender(tx, actor.companyId, actor.id, s);
      return { ok: true, value: { Id: Number(made.id), Version: made.version } };
    }
    if (!(await senderOf(tx, actor.companyId, b.Id))) return refuse.noSender();
    const done = await updateSender(tx, String(b.Id), b.Version ?? 0, s);
    return done ? { ok: true, value: { Id: Number(done.id), Version: done.version } } : refuse.stale();
  });
}

/** Looks up the sender's domain's SPF, DKIM and DMARC (the DNS, or the local simulated resolver): VERIFIED when all three are there. */
export async function verifySender(db: Db, actor: Actor, id: number): Promise<Outcome<SenderWire>> {
  const s = await senderOf(db, actor.companyId, id);
  if (!s) return refuse.noSender();
  const found = await checkDomain(domainOf(s.from_email));
  await setSenderChecks(db, s.id, found.checks, found.simulated);
  const after = await senderOf(db, actor.companyId, id);
  return { ok: true, value: senderWire(after!) };
}
