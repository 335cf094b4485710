import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { withTestApp } from '../support/build';
import { clerkWithoutRetract, equipment, freshBox, inHours, kit } from './support';

/**
 * The refusals of operations.md §5.3 (each a 400 with a Code and words in both languages, nothing
 * stored) and the retraction's rules (§5.2: reason required, once, the publisher or the button).
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
beforeAll(async () => {
  await clerkWithoutRetract(t.db);
  await k.signIn();
});

async function refused(body: Parameters<typeof k.add>[1], code: string, zh: RegExp, en: RegExp) {
  const before = await k.count();
  const res = await k.add('staff', body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ Status: false, Code: code });
  expect(res.json().Message).toMatch(zh);
  const english = await k.add('staff', body, 'en');
  expect(english.json()).toMatchObject({ Code: code });
  expect(english.json().Message).toMatch(en);
  expect(await k.count()).toBe(before);
}

describe('an event is checked before it is stored', () => {
  it('an actual more than an hour ahead is refused; an estimate that far ahead is kept', async () => {
    const box = freshBox();
    await refused(equipment(box, { EVT_AT: inHours(2) }), 'TIME_FUTURE', /晚于现在 1 小时以上/, /more than 1 h in the future/);
    const near = await k.add('staff', equipment(box, { EVT_AT: inHours(0.5) }));
    expect(near.statusCode, near.body).toBe(200);
    const est = await k.add('staff', equipment(box, { EVT_CODE: 'GTIN', EVT_EMPTY: 'LADEN', EVT_CLASSIFIER: 'EST', EVT_AT: inHours(48) }));
    expect(est.statusCode, est.body).toBe(200);
  });

  it('an unknown DCSA code is refused', async () => {
    await refused(equipment(freshBox(), { EVT_CODE: 'XXXX' }), 'CODE_UNKNOWN', /不是 EQUIPMENT 事件的 DCSA 代码/, /is not a DCSA code of a EQUIPMENT event/);
  });

  it('an equipment event without EMPTY or LADEN is refused', async () => {
    await refused(equipment(freshBox(), { EVT_EMPTY: '' }), 'EMPTY_MISSING', /空箱（EMPTY）或重箱（LADEN）/, /EMPTY or LADEN/);
  });

  it('a container number with a wrong ISO 6346 check digit is refused', async () => {
    const good = freshBox();
    const bad = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    await refused(equipment(bad), 'CONTAINER_CHECK_DIGIT', /ISO 6346 校验码不对/, /fails the ISO 6346 check digit/);
  });

  it('a stored event is published as the employee who typed it and linked to the booking carrying the box', async () => {
    // TGHU123456? is on 天祥's demo booking CGO-HZTX-2611-001
    const res = await k.add('staff', equipment(withCheckDigit('TGHU123456'), { EVT_CODE: 'INSP', EVT_EMPTY: 'LADEN' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.query<{ evt_publisher: string; evt_cgo_id: string; code: string }>(
      `select e.evt_publisher, e.evt_cgo_id, c.code from tracking_events e join companies c on c.id = e.company_id where e.evt_id = $1`,
      [res.json().Data.EVT_ID],
    );
    const [admin] = await t.db.query<{ id: string }>(`select e.id::text from employees e join users u on u.id = e.user_id where u.account = 'admin@demo.test'`);
    expect(row).toEqual({ evt_publisher: `MANUAL:${admin!.id}`, evt_cgo_id: 'CGO-HZTX-2611-001', code: 'CUS-HZTX' });
  });
});

describe('retracting', () => {
  it('needs a reason, happens once, and a retraction is not itself retracted', async () => {
    const added = await k.add('staff', equipment(freshBox()));
    const id = added.json().Data.EVT_ID as string;
    const before = await k.count();
    const noReason = await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: id, Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ Code: 'REASON_REQUIRED', Message: '撤回事件须填写原因。' });
    expect(await k.count()).toBe(before);

    const done = await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: id, Reason: '场站录错' });
    expect(done.statusCode, done.body).toBe(200);
    const retraction = done.json().Data.EVT_ID as string;
    const rows = await t.db.query<{ evt_id: string; evt_retracted: boolean; evt_retracts: string | null; evt_remark: string }>(
      'select evt_id::text, evt_retracted, evt_retracts::text, evt_remark from tracking_events where evt_id in ($1, $2) order by evt_retracts nulls first',
      [id, retraction],
    );
    expect(rows).toEqual([
      { evt_id: id, evt_retracted: true, evt_retracts: null, evt_remark: '' },
      { evt_id: retraction, evt_retracted: false, evt_retracts: id, evt_remark: '场站录错' },
    ]);

    const again = await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: id, Reason: '再撤' }, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'ALREADY_RETRACTED', Message: 'This event was already retracted.' });
    const ofRetraction = await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: retraction, Reason: '再撤' });
    expect(ofRetraction.json()).toMatchObject({ Code: 'IS_RETRACTION' });
    expect(await k.count()).toBe(before + 1);
  });

  it('the publisher retracts its own without the retract button; another publisher’s event needs it (403)', async () => {
    const mine = await k.add('clerk', equipment(freshBox()));
    expect(mine.statusCode, mine.body).toBe(200);
    const own = await k.post('clerk', ENDPOINTS.containerEventRetract, { EVT_ID: mine.json().Data.EVT_ID, Reason: '录重了' });
    expect(own.statusCode, own.body).toBe(200);

    const staffs = await k.add('staff', equipment(freshBox()));
    const before = await k.count();
    const theirs = await k.post('clerk', ENDPOINTS.containerEventRetract, { EVT_ID: staffs.json().Data.EVT_ID, Reason: '不对' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().Message).toMatch(/“retract”按钮/);
    expect(await k.count()).toBe(before);
  });
});
