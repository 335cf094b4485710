import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { letterBody, lettersApp, tableBody } from './lettersApp';

/** A withdrawn letter or sailing table corrected and published again (operations.md §13.2): a draft of its next version, history kept. */
describe('a withdrawn letter or table, corrected and republished', () => {
  const { get, post } = lettersApp();
  const ok = async (res: Promise<{ statusCode: number; body: string; json: () => { Data: unknown } }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(200);
    return r.json().Data as { Id: number; Version: number; Status: number };
  };

  it('saves a withdrawn letter as a draft of its next version, hidden from customers until published again as version 2', async () => {
    const s = await ok(post('desk', ENDPOINTS.letterSave, letterBody({ Title: '撤回后更正' })));
    const p = await ok(post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: s.Version }));
    const w = await ok(post('desk', ENDPOINTS.letterWithdraw, { Id: s.Id, Version: p.Version, Reason: '费率有误' }));
    expect(w.Status).toBe(2);
    // a stale version is still refused
    expect((await post('desk', ENDPOINTS.letterSave, letterBody({ Id: s.Id, Version: p.Version }))).json().Code).toBe('STALE');
    const corrected = await ok(post('desk', ENDPOINTS.letterSave, letterBody({ Id: s.Id, Version: w.Version, Title: '撤回后更正（第二版）' })));
    expect(corrected.Status).toBe(0);
    const draft = (await get('desk', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).json().Data;
    expect(draft).toMatchObject({ Status: 0, PublishedVersion: 1, WithdrawReason: null, Title: '撤回后更正（第二版）' });
    expect((await get('hztx', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).statusCode).toBe(404);
    const again = await ok(post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: corrected.Version }));
    expect(again.Status).toBe(1);
    const seen = await get('hztx', `${ENDPOINTS.letterGet}?Id=${s.Id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().Data).toMatchObject({ Title: '撤回后更正（第二版）', PublishedVersion: 2 });
    const history = (await get('desk', `${ENDPOINTS.letterHistory}?Id=${s.Id}`)).json().Data as { Action: string; Version: number }[];
    expect(history.map((h) => h.Action)).toEqual(['PUBLISH', 'REDRAFT', 'WITHDRAW', 'PUBLISH', 'CREATE']);
    expect(history[0]!.Version).toBe(2);
    const versions = (await get('desk', `${ENDPOINTS.letterVersions}?Id=${s.Id}`)).json().Data as { Version: number; Title: string }[];
    expect(versions.map((v) => [v.Version, v.Title])).toEqual([
      [2, '撤回后更正（第二版）'],
      [1, '撤回后更正'],
    ]);
  });

  it('saves a withdrawn sailing table (header and rows) as a draft, then publishes it as its next version', async () => {
    const s = await ok(post('desk', ENDPOINTS.sailingSave, tableBody()));
    const p = await ok(post('desk', ENDPOINTS.sailingPublish, { Id: s.Id, Version: s.Version }));
    const w = await ok(post('desk', ENDPOINTS.sailingWithdraw, { Id: s.Id, Version: p.Version, Reason: '船期调整' }));
    const corrected = await ok(post('desk', ENDPOINTS.sailingSave, tableBody({ Id: s.Id, Version: w.Version, Title: '更正后的船期表' })));
    expect(corrected.Status).toBe(0);
    expect((await get('hztx', `${ENDPOINTS.sailingGet}?Id=${s.Id}`)).statusCode).toBe(404);
    const again = await ok(post('desk', ENDPOINTS.sailingPublish, { Id: s.Id, Version: corrected.Version }));
    expect(again.Status).toBe(1);
    const seen = await get('hztx', `${ENDPOINTS.sailingGet}?Id=${s.Id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().Data).toMatchObject({ Title: '更正后的船期表', PublishedVersion: 2, Status: 1 });
    const history = (await get('desk', `${ENDPOINTS.sailingHistory}?Id=${s.Id}`)).json().Data as { Action: string }[];
    expect(history.map((h) => h.Action)).toEqual(['PUBLISH', 'REDRAFT', 'WITHDRAW', 'PUBLISH', 'CREATE']);
  });
});
