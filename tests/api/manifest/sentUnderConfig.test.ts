import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ConfigManifest } from '../../../src/contract/manifestSetup/calls';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * A filing configuration's detail lists the manifests sent under it: each transmission records the
 * configuration its send resolved (migration 068). The demo's (server/modules/manifest/demoSeed.ts)
 * were sent under 天祥's own configuration; the platform's defaults sent none of them.
 */
const t = withTestApp({ modules: ['manifest', 'manifestSetup'] });
const { call, asUser } = caller(t);
let staff = '';
beforeAll(async () => {
  staff = await asUser('admin@demo.test');
});
const configOf = async (where: string) => (await t.db.query<{ id: number }>(`select id::int from manifest_configs where ${where} order by id limit 1`))[0]!.id;
const sentUnder = async (id: number) => (await call('GET', `${ENDPOINTS.manifestConfigManifests}?Id=${id}`, staff)).json().Data as ConfigManifest[];

describe('the manifests sent under a filing configuration', () => {
  it('天祥’s configuration lists the demo manifests it sent, last sent first, each with its state; the platform default none of them', async () => {
    const own = await configOf(`company_id = (select id from companies where code = 'CUS-HZTX') and mcf_filing = 'CN_EXPORT'`);
    const rows = await sentUnder(own);
    const demo = rows.filter((r) => r.MFT_HBL_NO.startsWith('HZTXH2611'));
    // every demo manifest that went out: on its way, sent, failed, rejected, accepted, amended, deleted at customs
    expect(demo.map((r) => r.MFT_STATUS).sort((a, b) => a - b)).toEqual([S.SENDING, S.SENT, S.SEND_FAILED, S.REJECTED, S.ACCEPTED, S.AMENDING, S.DELETED]);
    expect(rows.map((r) => r.SentAt)).toEqual([...rows.map((r) => r.SentAt)].sort().reverse());
    expect(demo.find((r) => r.MFT_STATUS === S.ACCEPTED)).toMatchObject({ MFT_STAGE: 'TALLIED', CompanyName: '杭州天祥进出口有限公司' });
    const platform = await configOf(`company_id is null and mcf_filing = 'CN_EXPORT' and mcf_carrier = '' and mcf_loading_code = ''`);
    expect((await sentUnder(platform)).filter((r) => r.MFT_HBL_NO.startsWith('HZTXH2611'))).toEqual([]);
  });

  it('an unknown configuration answers 404', async () => {
    expect((await call('GET', `${ENDPOINTS.manifestConfigManifests}?Id=987654321`, staff)).statusCode).toBe(404);
  });
});
