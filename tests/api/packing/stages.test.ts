import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { withTestApp } from '../support/build';
import { packingKit } from './packingApp';

/**
 * The list's stages as the screens read them: the opened packing lists (the managers' lists) are
 * states 2 and 4–7 — a rejected application (3) was never opened and stays off them, with the
 * applications (1) and the voided (8); the two queues are states 1 and 4.
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

describe('the stages of the packing lists', () => {
  it('puts each state on the list of its stage only', async () => {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 4 }] });
    const [applied, rejected, opened, voided] = await k.applied(cgo, 4);
    expect((await k.decide('operator', [rejected!], false, '货未备妥')).statusCode).toBe(200);
    expect((await k.decide('operator', [opened!, voided!], true)).statusCode).toBe(200);
    expect((await k.cancel('operator', voided!)).statusCode).toBe(200);
    const stage = async (s: string) =>
      ((await k.get('operator', `${ENDPOINTS.packingList}?CGO_ID=${cgo}&Stage=${s}&PageSize=50`)).json().Data.Items as { Id: number }[])
        .map((r) => r.Id)
        .sort();
    expect(await k.status(rejected!)).toBe(PKL_STATUS.REJECTED);
    expect(await stage('opened')).toEqual([opened!]);
    expect(await stage('applications')).toEqual([applied!]);
    expect(await stage('all')).toEqual([applied!, rejected!, opened!, voided!].sort());
  });
});
