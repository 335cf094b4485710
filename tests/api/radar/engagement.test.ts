import { describe, expect, it } from 'vitest';
import type { LiveHub } from '../../../server/live/hub';
import { pushSearchSignal, radarAudience } from '../../../server/modules/radar/livePush';
import type { ServerFrame } from '../../../src/contract/live';
import type { Signal, UsersAnswer } from '../../../src/contract/radar/calls';
import { type Who, radarApp } from './radarApp';

const MIN = 60_000;
const shanghaiDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);

/**
 * The user radar's signals from the campaigns and ready space (R9.4), its live push (scoped as the
 * feed, R9.1) and the atomic act: opens and clicks of our EDM by a customer's contacts, a customer's
 * views of ready-space offers, the frame only to those whose radar shows the customer, and two Acts
 * at once making one plan.
 */
describe('the user radar: EDM, ready space, live push, one plan a double click', () => {
  const { t, get, post, one, employeeId, tianxiang, stranger, search } = radarApp();
  const signals = async (who: Who) => {
    const res = await get(who, '/api/Radar/Users');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().Data as UsersAnswer).Signals;
  };
  const of = (list: Signal[], kind: string, companyId: string) => list.filter((s) => s.Kind === kind && s.CompanyId === companyId);
  const platform = async () =>
    (await one<{ id: string }>(`select company_id::text as id from employees where id = $1`, [await employeeId('sales@demo.test')])).id;

  it('opens and clicks of our campaign by 天祥’s contacts today are one EDM signal with their count and the subject — to its holder and the manager, not 周婷', async () => {
    const tx = await tianxiang();
    const customer = await one<{ id: string }>(`select id::text from crm_customers where linked_company_id = $1 limit 1`, [tx]);
    const contact = await one<{ id: string }>(
      `insert into crm_contacts (customer_id, name, email, email_key) values ($1, '雷达联系人', 'radar@tianxiang.test', 'radar@tianxiang.test') returning id::text`,
      [customer.id],
    );
    const campaign = await one<{ id: string }>(
      `insert into edm_campaigns (owner_company_id, name, subject, status) values ($1, '雷达测试', '十二月美西运价', 'FINISHED') returning id::text`,
      [await platform()],
    );
    const send = await one<{ id: string }>(
      `insert into edm_sends (campaign_id, contact_id, email, domain, status) values ($1, $2, 'radar@tianxiang.test', 'tianxiang.test', 'SENT') returning id::text`,
      [campaign.id, contact.id],
    );
    const now = Date.now();
    for (const [kind, ago] of [
      ['OPEN', 3],
      ['OPEN', 2],
      ['CLICK', 1],
      ['BOUNCE', 1],
    ] as const)
      await t.db.query(`insert into edm_events (send_id, kind, at) values ($1, $2, $3)`, [send.id, kind, new Date(now - ago * MIN)]);
    const mine = of(await signals('sunLi'), 'EDM', tx);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ Count: 3, Subject: '十二月美西运价', Day: shanghaiDay(new Date(now - MIN)), SuggestedAction: 'PLAN', State: 'OPEN' });
    expect(of(await signals('manager'), 'EDM', tx)).toHaveLength(1);
    expect(of(await signals('zhou'), 'EDM', tx)).toHaveLength(0);
  });

  it('a customer’s views of ready-space offers today are one signal: the offer viewed most and all views', async () => {
    const tx = await tianxiang();
    const spaces = await t.db.query<{ id: string; no: string; pol: string; pod: string }>(
      `select id::text, space_no as no, pol_code as pol, pod_code as pod from ready_spaces order by id limit 2`,
    );
    expect(spaces.length).toBe(2);
    const today = shanghaiDay(new Date());
    await t.db.query(`insert into ready_space_views (company_id, ready_space_id, day, views) values ($1, $2, $4::date, 2), ($1, $3, $4::date, 5)`, [
      tx,
      spaces[0]!.id,
      spaces[1]!.id,
      today,
    ]);
    const [s] = of(await signals('sunLi'), 'READY_SPACE_VIEW', tx);
    expect(s).toMatchObject({ Count: 7, Subject: spaces[1]!.no, PolCode: spaces[1]!.pol, PodCode: spaces[1]!.pod, Day: today, SuggestedAction: 'QUOTE' });
    expect(of(await signals('zhou'), 'READY_SPACE_VIEW', tx)).toHaveLength(0);
  });

  it('a customer’s third search of a lane today sends radar.signal to its holder and the manager only; a stranger’s reaches only the manager', async () => {
    const frames: { to: string; frame: ServerFrame }[] = [];
    const hub = {
      publish: async (a: { scope: string; employeeId?: string }, frame: ServerFrame) => void frames.push({ to: String(a.employeeId), frame }),
    } as unknown as LiveHub;
    const [sun, zhou, manager] = [await employeeId('sales@demo.test'), await employeeId('sales2@demo.test'), await employeeId('sales.manager@demo.test')];
    const tx = await tianxiang();
    const owner = await platform();
    const lane = { ownerCompanyId: owner, companyId: tx, polCode: 'CNNGB', podCode: 'AUMEL' };
    await search(tx, lane.polCode, lane.podCode, new Date(Date.now() - 2 * MIN));
    await pushSearchSignal(t.db, hub, lane);
    expect(frames, 'two searches are no signal yet').toEqual([]);
    await search(tx, lane.polCode, lane.podCode, new Date(Date.now() - MIN));
    await search(tx, lane.polCode, lane.podCode, new Date());
    await pushSearchSignal(t.db, hub, lane);
    const to = frames.map((f) => f.to);
    expect(to).toContain(sun);
    expect(to).toContain(manager);
    expect(to).not.toContain(zhou);
    expect(frames[0]!.frame).toEqual({ type: 'radar.signal', Kind: 'SEARCH_REPEAT', Ref: `SEARCH_REPEAT:${tx}:${shanghaiDay(new Date())}` });
    const other = await stranger();
    const audience = await radarAudience(t.db, owner, other);
    expect(audience).toContain(manager);
    expect(audience).not.toContain(sun);
    expect(audience).not.toContain(zhou);
  });

  it('through the app: 天祥’s clerk’s third search of a lane publishes radar.signal on the live hub to 孙丽', async () => {
    const sent: { to: unknown; frame: ServerFrame }[] = [];
    const hub = t.app.liveHub;
    const real = hub.publish.bind(hub);
    hub.publish = async (audience, frame) => {
      sent.push({ to: 'employeeId' in audience ? audience.employeeId : audience, frame });
      return real(audience, frame);
    };
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await post('customer', '/api/FclRate/Search', { PolCode: 'CNFOC', PodCode: 'AUSYD', Lines: [{ ContainerClass: '40HQ', Qty: 1 }] });
        expect(res.statusCode, res.body).toBe(200);
      }
      await expect
        .poll(() => sent.filter((f) => f.frame.type === 'radar.signal').map((f) => String(f.to)), { timeout: 5000 })
        .toContain(await employeeId('sales@demo.test'));
      expect(sent.map((f) => String(f.to))).not.toContain(await employeeId('sales2@demo.test'));
    } finally {
      hub.publish = real;
    }
  });

  it('two PLAN acts on one signal at once make exactly one plan; the other is refused ALREADY_DONE', async () => {
    const tx = await tianxiang();
    for (const i of [1, 2, 3]) await search(tx, 'CNXMN', 'USNYC', new Date(Date.now() - i * MIN));
    // one signal a customer, kind and day: today's repeated search of 天祥, whichever lane it names
    const [s] = of(await signals('sunLi'), 'SEARCH_REPEAT', tx);
    expect(s).toMatchObject({ State: 'OPEN' });
    const plansBefore = Number((await one<{ n: string }>(`select count(*) as n from crm_follow_plans`)).n);
    const both = await Promise.all([1, 2].map(() => post('sunLi', '/api/Radar/Act', { Ref: s!.Ref, Action: 'PLAN' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.statusCode === 400)!.json()).toMatchObject({ Code: 'ALREADY_DONE' });
    expect(Number((await one<{ n: string }>(`select count(*) as n from crm_follow_plans`)).n)).toBe(plansBefore + 1);
    const act = await one<{ made: number }>(
      `select made_id::int as made from radar_signal_acts where kind = 'SEARCH_REPEAT' and customer_company_id = $1 and action = 'PLAN' and day = $2::date`,
      [tx, s!.Day],
    );
    expect(act.made).toBe(both.find((r) => r.statusCode === 200)!.json().Data.MadeId);
  });
});
