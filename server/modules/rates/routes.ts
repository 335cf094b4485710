import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { ratesCalls as C } from '../../../src/contract/rates/calls';
import { RATES_ACCESS as A } from '../../../src/contract/rates/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { refusal } from '../../platform/auth/authHook';
import { readEvents, readRates, versionIds } from './repository';
import { copy, deleteDrafts, setVisibility, withdraw } from './housekeepingService';
import { announce, type Told } from '../../live/tell';
import { confirm, saveDraft, submit } from './service';
import type { LiveHub } from '../../live/hub';
import { missing } from '../../platform/refusal';

/** The rate store's calls (commercial.md §2.3): thin — the schema has checked the shape, the service decides. */
export function rateRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  app.get(C.get.path, routeOf(C.get), async (q, r) => {
    const [rate] = await readRates(db, [(q.query as CallInput<typeof C.get>).Id], todayInShanghai());
    if (!rate || String(rate.OwnerCompanyId) !== String(q.actor!.companyId)) return sendOutcome(r, missing('No such rate.', '没有这条运价。'));
    return sendOutcome(r, { ok: true, value: rate });
  });

  app.get(C.history.path, routeOf(C.history), async (q, r) => {
    const ids = await versionIds(db, (q.query as CallInput<typeof C.history>).RateNo.trim().toUpperCase());
    const versions = (await readRates(db, ids, todayInShanghai())).filter((v) => String(v.OwnerCompanyId) === String(q.actor!.companyId));
    if (!versions.length) return sendOutcome(r, missing('No such rate.', '没有这条运价。'));
    const events = await readEvents(
      db,
      versions.map((v) => v.Id),
    );
    return sendOutcome(r, { ok: true, value: { Versions: versions, Events: events.map((e) => ({ ...e, At: new Date(e.At as string).toISOString() })) } });
  });

  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) =>
    sendOutcome(r, await saveDraft(db, q.actor!, q.body as CallInput<typeof C.saveDraft>, todayInShanghai(), lang(q.headers))),
  );

  app.post(C.submit.path, routeOf(C.submit), async (q, r) => {
    const canConfirm = !(await refusal(db, q.actor!, A.rateConfirm));
    const told: Told[] = [];
    const outcome = await submit(db, q.actor!, q.body as CallInput<typeof C.submit>, todayInShanghai(), lang(q.headers), canConfirm, told);
    // told only once committed: a rolled-back publish tells no one
    if (outcome.ok) await announce(hub, told);
    return sendOutcome(r, outcome);
  });

  app.post(C.confirm.path, routeOf(C.confirm), async (q, r) => {
    const told: Told[] = [];
    const outcome = await confirm(db, q.actor!, q.body as CallInput<typeof C.confirm>, todayInShanghai(), lang(q.headers), told);
    await announce(hub, told);
    return sendOutcome(r, outcome);
  });

  app.post(C.setVisibility.path, routeOf(C.setVisibility), async (q, r) =>
    sendOutcome(r, await setVisibility(db, q.actor!, q.body as CallInput<typeof C.setVisibility>, todayInShanghai())),
  );
  app.post(C.withdraw.path, routeOf(C.withdraw), async (q, r) =>
    sendOutcome(r, await withdraw(db, q.actor!, q.body as CallInput<typeof C.withdraw>, todayInShanghai())),
  );
  app.post(C.copy.path, routeOf(C.copy), async (q, r) =>
    sendOutcome(r, await copy(db, q.actor!, q.body as CallInput<typeof C.copy>, todayInShanghai(), lang(q.headers))),
  );
  app.post(C.delete.path, routeOf(C.delete), async (q, r) =>
    sendOutcome(r, await deleteDrafts(db, q.actor!, q.body as CallInput<typeof C.delete>, todayInShanghai())),
  );
}
