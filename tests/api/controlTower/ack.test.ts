import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { towerKit } from './towerKit';

/**
 * Acknowledging an exception (operations.md §12.2 Ack): a snooze with a note hides it from the
 * acknowledging company until the snooze ends, logged in doc_events; a customer sees and snoozes
 * only its own company's exceptions — another's is answered as absent.
 */
const t = withTestApp({ modules: ['controlTower', 'si'] });
const k = towerKit(t);
beforeAll(() => k.signIn());

describe('snooze with a note', () => {
  it('hides the exception until the snooze ends, shows it under Acked meanwhile, and logs who did it', async () => {
    const { cgo } = await k.booking({ DCO: 5 });
    expect(await k.about('customer', 'DOC_CUTOFF', cgo)).toHaveLength(1);
    const res = await k.ack('customer', { Code: 'DOC_CUTOFF', DocType: 'booking', DocId: cgo, SnoozeHours: 2, Note: '客户说明天补料' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().Data.SnoozedUntil) - Date.now()).toBeGreaterThan(7000_000);
    expect(await k.about('customer', 'DOC_CUTOFF', cgo)).toEqual([]);
    const [acked] = await k.about('customer', 'DOC_CUTOFF', cgo, true);
    expect(acked).toMatchObject({ Note: '客户说明天补料', SnoozedUntil: res.json().Data.SnoozedUntil });
    // the snooze is the customer company's: the staff still see it open
    expect(await k.about('admin', 'DOC_CUTOFF', cgo)).toHaveLength(1);
    const [logged] = await k.q<{ type: string; detail: { Note: string; SnoozeHours: number } }>(
      `select type, detail from doc_events where doc_type = 'booking' and doc_id = $1 order by id desc limit 1`,
      [cgo],
    );
    expect(logged).toMatchObject({ type: 'v1.ExceptionAcknowledged', detail: { Note: '客户说明天补料', SnoozeHours: 2 } });
    // the snooze ends: it is back
    await k.q(`update exception_acks set snoozed_until = now() - interval '1 second' where doc_id = $1`, [cgo]);
    expect(await k.about('customer', 'DOC_CUTOFF', cgo)).toHaveLength(1);
    expect(await k.about('customer', 'DOC_CUTOFF', cgo, true)).toEqual([]);
  });

  it('refuses what the person does not see open: another company’s, a resolved one, an unknown code', async () => {
    const { cgo } = await k.booking({ DCO: 5 });
    const theirs = { Code: 'DOC_CUTOFF', DocType: 'booking', DocId: cgo };
    expect((await k.ack('customer2', theirs)).statusCode).toBe(404);
    expect((await k.ack('customer2', { ...theirs, Code: 'NO_SUCH_RULE' })).statusCode).toBe(404);
    const resolved = await k.booking({ DCO: 100 });
    expect((await k.ack('customer', { ...theirs, DocId: resolved.cgo })).statusCode).toBe(404);
    expect((await k.ack('customer', { ...theirs, SnoozeHours: 0 })).statusCode).toBe(400);
    expect((await k.q('select 1 from exception_acks where doc_id = $1', [cgo])).length).toBe(0);
  });
});

describe('a customer’s scope', () => {
  it('never shows another company’s exceptions', async () => {
    const mine = await k.booking({ DCO: 3 });
    const theirs = await k.booking({ DCO: 3 }, { company: 'CUS-NBHY' });
    const docs = async (who: 'customer' | 'customer2') => (await k.exceptions(who)).Items.map((r) => r.DocId);
    expect(await docs('customer')).toContain(mine.cgo);
    expect(await docs('customer')).not.toContain(theirs.cgo);
    expect(await docs('customer2')).toContain(theirs.cgo);
    expect(await docs('customer2')).not.toContain(mine.cgo);
    // the staff see every company's
    expect((await k.exceptions('admin')).Items.map((r) => r.DocId)).toEqual(expect.arrayContaining([mine.cgo, theirs.cgo]));
    // every company the customer's rows name is its own
    const own = await k.q<{ n: number }>(
      `select count(*)::int as n from bookings b join companies c on c.id = b.company_id where b.cgo_id = any($1::text[]) and c.code <> 'CUS-HZTX'`,
      [(await k.exceptions('customer')).Items.filter((r) => r.DocType === 'booking').map((r) => r.DocId)],
    );
    expect(own[0]!.n).toBe(0);
  });

  it('filters by code and severity, and refuses a stranger', async () => {
    await k.booking({ DCO: 1 });
    const high = await k.exceptions('admin', '&Severity=high');
    expect(high.Items.length).toBeGreaterThan(0);
    expect(high.Items.every((r) => r.Severity === 'high')).toBe(true);
    expect((await k.exceptions('admin', '&Severity=low')).Items).toEqual([]);
    expect((await k.exceptions('admin', '&Code=DOC_CUTOFF')).Items.every((r) => r.Code === 'DOC_CUTOFF')).toBe(true);
  });
});
