import type { FastifyInstance } from 'fastify';
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
import { route } from '../../http/route';

/** The rate store's calls (commercial.md §2.3): thin — the schema has checked the shape, the service decides. */
export function rateRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  route(app, C.get, async ({ actor, input }, r) => {
    const [rate] = await readRates(db, [input.Id], todayInShanghai());
    if (!rate || String(rate.OwnerCompanyId) !== String(actor.companyId)) return sendOutcome(r, missing('No such rate.', '没有这条运价。'));
    return sendOutcome(r, { ok: true, value: rate });
  });

  route(app, C.history, async ({ actor, input }, r) => {
    const ids = await versionIds(db, input.RateNo.trim().toUpperCase());
    const versions = (await readRates(db, ids, todayInShanghai())).filter((v) => String(v.OwnerCompanyId) === String(actor.companyId));
    if (!versions.length) return sendOutcome(r, missing('No such rate.', '没有这条运价。'));
    const events = await readEvents(
      db,
      versions.map((v) => v.Id),
    );
    return sendOutcome(r, { ok: true, value: { Versions: versions, Events: events.map((e) => ({ ...e, At: new Date(e.At as string).toISOString() })) } });
  });

  route(app, C.saveDraft, async ({ actor, input, request: q }, r) => sendOutcome(r, await saveDraft(db, actor, input, todayInShanghai(), lang(q.headers))));

  route(app, C.submit, async ({ actor, input, request: q }, r) => {
    const canConfirm = !(await refusal(db, actor, A.rateConfirm));
    const told: Told[] = [];
    const outcome = await submit(db, actor, input, todayInShanghai(), lang(q.headers), canConfirm, told);
    // told only once committed: a rolled-back publish tells no one
    if (outcome.ok) await announce(hub, told);
    return sendOutcome(r, outcome);
  });

  route(app, C.confirm, async ({ actor, input, request: q }, r) => {
    const told: Told[] = [];
    const outcome = await confirm(db, actor, input, todayInShanghai(), lang(q.headers), told);
    await announce(hub, told);
    return sendOutcome(r, outcome);
  });

  route(app, C.setVisibility, async ({ actor, input }, r) => sendOutcome(r, await setVisibility(db, actor, input, todayInShanghai())));
  route(app, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await withdraw(db, actor, input, todayInShanghai())));
  route(app, C.copy, async ({ actor, input, request: q }, r) => sendOutcome(r, await copy(db, actor, input, todayInShanghai(), lang(q.headers))));
  route(app, C.delete, async ({ actor, input }, r) => sendOutcome(r, await deleteDrafts(db, actor, input, todayInShanghai())));
}
