import { OAP_KIND } from '../../../src/domain/orderApply/status';
import type { Queryable } from '../../db/types';
import { seedDb, seedPerson } from '../../platform/seedDb';
import { demoHbls } from './repository';
import { apply, cancel } from './service';

/**
 * The demo's applications, made through the service after the houseBill and billing demos exist (so
 * the check reads their bills and invoices as a person's apply would): 天祥's issued house B/L
 * collected against an ID — pending review, its invoice overdue 45 days on another booking (R3); its
 * draft house B/L — blocked (R4: not issued), the overdue invoice named beside; a second draft B/L
 * applied for and cancelled.
 */
export async function seedDemoApplications(tx: Queryable): Promise<void> {
  const [done] = await tx.query('select 1 from bl_applications limit 1');
  if (done) return;
  const service = await seedPerson(tx, 'bl.service@demo.test');
  if (!service) return;
  const db = seedDb(tx);
  const hbls = await demoHbls(tx, 'CUS-HZTX');
  const issued = hbls.find((h) => h.status === 4);
  const drafts = hbls.filter((h) => h.status === 1 || h.status === 2);
  if (issued) await apply(db, service, { HBL_ID: issued.id, Kind: OAP_KIND.COLLECT, PickupName: '陈晓', PickupIdLast4: '1234', UseGuarantee: false });
  if (drafts[0]) await apply(db, service, { HBL_ID: drafts[0].id, Kind: OAP_KIND.SEAWAY, UseGuarantee: false });
  if (drafts[1]) {
    const made = await apply(db, service, { HBL_ID: drafts[1].id, Kind: OAP_KIND.TELEX, ReleaseTo: 'NORDKAP TRADING GMBH', UseGuarantee: false });
    if (made.ok) await cancel(db, service, { Id: made.value.Id, Version: made.value.Version, Reason: '客户改为海运单放单' });
  }
}
