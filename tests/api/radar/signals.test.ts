import { describe, expect, it } from 'vitest';
import type { Signal, UsersAnswer } from '../../../src/contract/radar/calls';
import { radarApp } from './radarApp';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const shanghaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
const dayShift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The user radar's rules (R9.4, R9.1), each against a count made here from the rows laid down: a
 * lane searched ≥ 3 times in one Shanghai day, a draft left over 24 h, dormancy (a booking in the 180
 * days before the last 60, none in those); each once per customer, kind and day; a salesperson sees
 * their own customers, the manager all, an external person nothing.
 */
describe('GET /api/Radar/Users', () => {
  const { t, get, tianxiang, stranger, search, booking } = radarApp();
  const users = async (who: 'sunLi' | 'zhou' | 'manager', q = '') => {
    const res = await get(who, `/api/Radar/Users${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().Data as UsersAnswer).Signals;
  };
  const of = (signals: Signal[], kind: string, companyId: string) => signals.filter((s) => s.Kind === kind && s.CompanyId === companyId);

  it('a lane searched three times in a Shanghai day is one signal with its count; twice is none; a staff search is not the customer’s', async () => {
    const tx = await tianxiang();
    const now = Date.now();
    const laid = [
      ...[1, 2, 3, 4].map((i) => ({ pol: 'CNSHA', pod: 'USLAX', at: new Date(now - i * MIN), source: 'CUSTOMER' })),
      ...[1, 2].map((i) => ({ pol: 'CNNGB', pod: 'DEHAM', at: new Date(now - i * MIN), source: 'CUSTOMER' })),
      ...[1, 2, 3].map((i) => ({ pol: 'CNNGB', pod: 'DEHAM', at: new Date(now - i * MIN), source: 'STAFF' })),
    ];
    for (const l of laid) await search(tx, l.pol, l.pod, l.at, l.source);
    // the count made here over every search of the company in the window (the demo's among them): its own per lane and Shanghai day
    const rows = await t.db.query<{ pol: string; pod: string; at: Date }>(
      `select pol_code as pol, pod_code as pod, at from rate_search_log where company_id = $1 and source = 'CUSTOMER' and at >= now() - interval '8 days' order by at desc`,
      [tx],
    );
    const counts = new Map<string, { n: number; last: number }>();
    for (const l of rows) {
      const k = `${l.pol}|${l.pod}|${shanghaiDay(l.at)}`;
      const c = counts.get(k) ?? { n: 0, last: 0 };
      counts.set(k, { n: c.n + 1, last: Math.max(c.last, l.at.getTime()) });
    }
    const first = shanghaiDay(new Date(Date.now() - 6 * DAY));
    // once per customer and day: of the lanes searched three times that day, the one searched last
    const perDay = new Map<string, { lane: string; count: number; last: number }>();
    for (const [k, c] of counts) {
      const day = k.slice(-10);
      if (c.n < 3 || day < first) continue;
      if ((perDay.get(day)?.last ?? -1) < c.last) perDay.set(day, { lane: k, count: c.n, last: c.last });
    }
    const expected = [...perDay.values()].map(({ lane, count }) => ({ lane, count }));
    const got = of(await users('sunLi'), 'SEARCH_REPEAT', tx).map((s) => ({ lane: `${s.PolCode}|${s.PodCode}|${s.Day}`, count: s.Count }));
    expect(new Set(got.map((g) => JSON.stringify(g)))).toEqual(new Set(expected.map((g) => JSON.stringify(g))));
    expect(got.length).toBe(expected.length);
    expect(got.find((g) => g.lane === `CNSHA|USLAX|${shanghaiDay(new Date())}`)?.count).toBeGreaterThanOrEqual(4);
    const signal = of(await users('sunLi'), 'SEARCH_REPEAT', tx)[0]!;
    expect(signal).toMatchObject({ SuggestedAction: 'QUOTE', State: 'OPEN', OwnerName: '孙丽' });
    expect(signal.CompanyName).not.toBe('');
  });

  it('a booking draft left over 24 h is a signal on the day it turned 24 h old, once per day; a fresh one is not', async () => {
    const tx = await tianxiang();
    const from = shanghaiDay(new Date(Date.now() - 3 * DAY));
    await booking(tx, { status: 'DRAFT', createdAt: new Date(Date.now() - 30 * HOUR) });
    await booking(tx, { status: 'DRAFT', createdAt: new Date(Date.now() - 2 * HOUR) });
    // the rule computed here over the company's drafts (the demo's among them): the newest draft per day it turned 24 h old
    const drafts = await t.db.query<{ no: string; at: Date }>(
      `select booking_no as no, created_at as at from booking_orders where company_id = $1 and status = 'DRAFT' and submitted_at is null order by created_at desc`,
      [tx],
    );
    const expected = new Map<string, string>();
    for (const d of drafts) {
      const turned = new Date(d.at.getTime() + DAY);
      if (turned.getTime() > Date.now() || shanghaiDay(turned) < from) continue;
      if (!expected.has(shanghaiDay(turned))) expected.set(shanghaiDay(turned), d.no);
    }
    const left = of(await users('sunLi', `?From=${from}`), 'DRAFT_LEFT', tx);
    expect(new Map(left.map((s) => [s.Day, s.Subject]))).toEqual(expected);
    expect(left.length).toBe(expected.size);
    expect([...expected.values()].some((no) => no.startsWith('BKRADAR'))).toBe(true);
  });

  it('dormancy: a booking sailing 100 days ago and none in the last 60 makes the company dormant today; one sailing 20 days ago does not', async () => {
    const tx = await tianxiang();
    const other = await stranger();
    const today = shanghaiDay(new Date());
    await booking(tx, { status: 'RELEASED', createdAt: new Date(Date.now() - 110 * DAY), etd: dayShift(today, -100), released: true });
    await booking(other, { status: 'RELEASED', createdAt: new Date(Date.now() - 110 * DAY), etd: dayShift(today, -100), released: true });
    await booking(other, { status: 'RELEASED', createdAt: new Date(Date.now() - 30 * DAY), etd: dayShift(today, -20), released: true });
    const seen = await users('manager', '?Kind=DORMANT');
    expect(of(seen, 'DORMANT', tx).map((s) => [s.Day, s.Subject])).toEqual([[today, dayShift(today, -100)]]);
    expect(of(seen, 'DORMANT', other)).toEqual([]);
    expect(seen.every((s) => s.Kind === 'DORMANT')).toBe(true);
  });

  it('scope (R9.1): 孙丽 sees her customer’s signals and not a stranger’s; 周婷 sees neither; the manager sees both; each once per customer, kind and day', async () => {
    const tx = await tianxiang();
    const other = await stranger();
    for (const i of [1, 2, 3]) await search(other, 'CNSHA', 'USNYC', new Date(Date.now() - i * MIN));
    const sun = await users('sunLi');
    expect(of(sun, 'SEARCH_REPEAT', tx).length).toBe(1);
    expect(sun.some((s) => s.CompanyId === other)).toBe(false);
    const zhou = await users('zhou');
    expect(zhou.some((s) => s.CompanyId === tx || s.CompanyId === other)).toBe(false);
    const all = await users('manager');
    expect(of(all, 'SEARCH_REPEAT', other).length).toBe(1);
    // once per customer, kind and day: two lanes of the stranger searched three times are still one signal today
    for (const i of [1, 2, 3]) await search(other, 'CNSHA', 'GBFXT', new Date(Date.now() - i * MIN));
    const again = await users('manager');
    expect(of(again, 'SEARCH_REPEAT', other).length).toBe(1);
    expect(new Set(again.map((s) => s.Ref)).size).toBe(again.length);
  });

  it('refuses a first day after today or more than 90 days back, in words', async () => {
    const later = await get('sunLi', `/api/Radar/Users?From=${dayShift(shanghaiDay(new Date()), 2)}`);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({ Code: 'FROM_AFTER_TODAY' });
    const early = await get('sunLi', `/api/Radar/Users?From=${dayShift(shanghaiDay(new Date()), -120)}`);
    expect(early.json()).toMatchObject({ Code: 'FROM_TOO_EARLY' });
  });
});
