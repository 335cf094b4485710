import { OAP_KIND } from '../../../src/domain/orderApply/status';
import type { Queryable } from '../../db/types';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { demoHbls } from './repository';
import { apply, cancel, decide, release } from './service';

/**
 * The demo's applications, made through the service after the houseBill and billing demos exist (so
 * the check reads their bills and invoices as a person's apply would): 天祥's issued house B/L
 * collected against an ID — pending review, its invoice overdue 45 days on another booking (R3); its
 * draft house B/L — blocked (R4: not issued), the overdue invoice named beside; a second draft B/L
 * applied for and cancelled; 天祥's second issued house B/L collected, in review for the same overdue
 * invoice, passed by the risk checker with the reason on record, and released.
 */
export async function seedDemoApplications(tx: Queryable): Promise<void> {
  const [done] = await tx.query('select 1 from bl_applications limit 1');
  if (done) return;
  const service = await seedPerson(tx, 'bl.service@demo.test');
  if (!service) return;
  const db = seedDb(tx);
  const hbls = await demoHbls(tx, 'CUS-HZTX');
  const [issued, second] = hbls.filter((h) => h.status === 4);
  const drafts = hbls.filter((h) => h.status === 1 || h.status === 2);
  if (issued) await apply(db, service, { HBL_ID: issued.id, Kind: OAP_KIND.COLLECT, PickupName: '陈晓', PickupIdLast4: '1234', UseGuarantee: false });
  if (drafts[0]) await apply(db, service, { HBL_ID: drafts[0].id, Kind: OAP_KIND.SEAWAY, UseGuarantee: false });
  if (drafts[1]) {
    const made = await apply(db, service, { HBL_ID: drafts[1].id, Kind: OAP_KIND.TELEX, ReleaseTo: 'NORDKAP TRADING GMBH', UseGuarantee: false });
    if (made.ok) await cancel(db, service, { Id: made.value.Id, Version: made.value.Version, Reason: '客户改为海运单放单' });
  }
  const risk = await seedPerson(tx, 'risk@demo.test');
  if (second && risk) {
    const made = await apply(db, service, { HBL_ID: second.id, Kind: OAP_KIND.COLLECT, PickupName: '陈晓', PickupIdLast4: '1234', UseGuarantee: false });
    if (!made.ok) return;
    // every rule the check put to review, passed with its reason (the way the risk checker decides on the desk)
    const overrides = made.value.Results.filter((r) => r.Result === 'REVIEW').map((r) => ({
      Rule: r.Rule,
      Reason: '客户已承诺本周内付清逾期账单，经理批准放单',
    }));
    const passed = await decide(db, risk, { Id: made.value.Id, Version: made.value.Version, Approve: true, Overrides: overrides });
    if (passed.ok) await release(db, service, { Id: passed.value.Id, Version: passed.value.Version }, { key: undefined, hash: '' });
  }
}
