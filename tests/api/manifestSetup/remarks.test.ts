import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ManifestRemarkRow, SetupLog } from '../../../src/contract/manifestSetup/calls';
import { manifestRemark } from '../../../server/modules/manifestSetup/public';
import { CUSTOMER, okData, SETUP, setupApp } from './setupApp';

/**
 * Standard remarks (operations.md §7.2): the platform's list of return reasons, manifest remarks
 * and change-reason codes; codes unique per use whatever the case; what the manifest module reads.
 */
const { t, post, get, refused, snapshot } = setupApp();
const S = ENDPOINTS.manifestRemarkSave;
const remark = (over: object = {}) => ({
  MRK_CODE: 'X01',
  MRK_USE: 'REJECT_REASON',
  MRK_TEXT_ZH: '测试原因',
  MRK_TEXT_EN: 'A test reason',
  MRK_SORT: 500,
  MRK_ENABLED: true,
  ...over,
});

describe('manifest remarks', () => {
  it('the seed has each use; the list filters by use; customers read, only the platform edits', async () => {
    const change = okData<ListPage<ManifestRemarkRow>>(await get(CUSTOMER, `${ENDPOINTS.manifestRemarkList}?MRK_USE=CHANGE_REASON&PageSize=50`));
    expect(change.Items.map((r) => r.MRK_CODE)).toEqual(['C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C07', 'C99']);
    for (const use of ['REJECT_REASON', 'MANIFEST_REMARK'])
      expect(okData<ListPage<ManifestRemarkRow>>(await get(SETUP, `${ENDPOINTS.manifestRemarkList}?MRK_USE=${use}`)).Total).toBeGreaterThan(2);
    const before = await snapshot();
    expect((await post(CUSTOMER, S, remark())).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refusals: a code taken in its use (any case), words in one language only, a stale version', async () => {
    await refused(SETUP, S, remark({ MRK_CODE: 'R01' }), 'DUPLICATE_CODE');
    await refused(SETUP, S, remark({ MRK_TEXT_EN: '   ' }), 'TEXT_REQUIRED');
    // the same code under another use is another remark
    const made = okData<{ Id: number; Version: number }>(await post(SETUP, S, remark({ MRK_CODE: 'r01', MRK_USE: 'MANIFEST_REMARK' })));
    okData(await post(SETUP, S, remark({ Id: made.Id, Version: 1, MRK_CODE: 'R01', MRK_USE: 'MANIFEST_REMARK', MRK_TEXT_EN: 'Edited' })));
    await refused(SETUP, S, remark({ Id: made.Id, Version: 1, MRK_CODE: 'R01', MRK_USE: 'MANIFEST_REMARK' }), 'STALE');
    await refused(SETUP, ENDPOINTS.manifestRemarkDelete, { Id: made.Id, Version: 1 }, 'STALE');
    okData(await post(SETUP, ENDPOINTS.manifestRemarkDelete, { Id: made.Id, Version: 2 }));
    // the history outlives the remark
    const log = okData<SetupLog>(await get(SETUP, `${ENDPOINTS.manifestRemarkLog}?Id=${made.Id}`));
    expect(log.map((e) => e.Type)).toEqual(['v1.ManifestRemarkDeleted', 'v1.ManifestRemarkSaved', 'v1.ManifestRemarkCreated']);
    expect(log[1]!.Detail).toMatchObject({ MRK_TEXT_EN: 'Edited', Version: 2 });
    expect((await get(SETUP, `${ENDPOINTS.manifestRemarkLog}?Id=99999999`)).statusCode).toBe(404);
  });

  it('manifestRemark: an enabled remark of the use by code in any case; a disabled one is none', async () => {
    expect(await manifestRemark(t.db, 'c03', 'CHANGE_REASON')).toEqual({
      MRK_CODE: 'C03',
      MRK_USE: 'CHANGE_REASON',
      MRK_TEXT_ZH: '收货人或通知人信息变更',
      MRK_TEXT_EN: 'Consignee or notify party details changed',
    });
    expect(await manifestRemark(t.db, 'C03', 'REJECT_REASON')).toBeUndefined();
    const made = okData<{ Id: number }>(await post(SETUP, S, remark({ MRK_CODE: 'C50', MRK_USE: 'CHANGE_REASON', MRK_ENABLED: false })));
    expect(made.Id).toBeGreaterThan(0);
    expect(await manifestRemark(t.db, 'C50', 'CHANGE_REASON')).toBeUndefined();
  });
});
