import { plusDays } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { releasedBookings, seedDormantDemoOrder } from '../booking/public';
import { linkedCustomersOf } from '../crm/public';
import { seedRadarDemoRates } from '../rates/public';
import { companyNames, salespeopleOfCompanies } from './repository';

/**
 * The radar's demo (issue 51), laid down by the owners' seed functions: for 孙丽's (sales@) customer
 * 天祥 — three searches of one lane today, an opening of its rate card, a quote sent below the floor
 * with its reason (rates); the draft left over 24 h is booking's demo already. For another company
 * 孙丽 sells to with no sailing in 60 days, a released booking that sailed 100 days ago: dormant.
 */
export async function seedDemoRadar(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const sunLi = (await employeesSigningInAs(tx, ['sales@demo.test'])).find((e) => String(e.company_id) === platform.id);
  if (!sunLi) return;
  const me = String(sunLi.id);
  const held = (await linkedCustomersOf(tx, platform.id)).find((c) => c.ownerEmployeeId === me);
  if (held) await seedRadarDemoRates(tx, { ownerCompanyId: platform.id, customerCompanyId: held.companyId, salesEmployeeId: me });
  const today = dayIn(OFFICE_ZONE);
  const recent = new Set((await releasedBookings(tx, { from: plusDays(today, -60), to: plusDays(today, 60) })).map((b) => b.companyId));
  const sold = (await salespeopleOfCompanies(tx)).filter((s) => s.employeeId === me && s.companyId !== held?.companyId && !recent.has(s.companyId));
  const names = await companyNames(
    tx,
    sold.map((s) => s.companyId),
  );
  const quiet = sold.find((s) => names.has(s.companyId));
  if (quiet) await seedDormantDemoOrder(tx, quiet.companyId);
}
