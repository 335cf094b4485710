import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ManifestConfig, ManifestConfigSave, SetupLog } from '../../../src/contract/manifestSetup/calls';
import { saveManifestConfig } from '../../../server/modules/manifestSetup/configService';
import { resolveManifestConfig } from '../../../server/modules/manifestSetup/public';
import { loadActor } from '../../../server/platform/access/grants';
import { CUSTOMER, okData, SETUP, STAFF, setupApp } from './setupApp';

/**
 * Filing configurations (operations.md §7.2): the platform's staff keep them; the platform defaults
 * (company null) are theirs alone; one per scope; saved at the version read; and the manifest
 * module's resolution picks the most specific enabled one, the company's before the platform's.
 */
const { t, post, get, refused, snapshot, companyId } = setupApp();
const S = ENDPOINTS.manifestConfigSave;

const config = (over: Partial<ManifestConfigSave> = {}): ManifestConfigSave => ({
  CompanyId: null,
  MCF_FILING: 'CN_EXPORT',
  MCF_CARRIER: '',
  MCF_LOADING_CODE: '',
  MCF_CUSTOMS_CODE: '',
  MCF_SENDER_CODE: '3122480063',
  MCF_CHANNEL: 'SIMULATOR',
  MCF_DEADLINE_HOURS: 24,
  MCF_REQUIRE_VERIFY: true,
  MCF_AUTO_SEND: false,
  MCF_REQUIRE_SI_MATCH: true,
  MCF_REQUIRE_CONTACT: false,
  MCF_REQUIRE_HOUSE: false,
  MCF_ENABLED: true,
  MCF_REMARK: '',
  ...over,
});

describe('filing configurations: who and what', () => {
  it('the seed: the platform default, COSCO at Ningbo, the foreign filings (AMS, ENS, ISF) and 天祥 without verification', async () => {
    const page = okData<ListPage<ManifestConfig>>(await get(SETUP, `${ENDPOINTS.manifestConfigList}?PageSize=50`));
    expect(page.Items.map((c) => [c.CompanyName, c.MCF_FILING, c.MCF_CARRIER, c.MCF_LOADING_CODE, c.MCF_DEADLINE_HOURS, c.MCF_REQUIRE_VERIFY])).toEqual([
      ['', 'CN_EXPORT', '', '', 24, true],
      ['', 'CN_EXPORT', 'COSU', 'CNNGB', 48, true],
      ['', 'EU_ENS', '', '', 24, true],
      ['', 'US_AMS', '', '', 24, true],
      ['', 'US_ISF', '', '', 24, true],
      ['杭州天祥进出口有限公司', 'CN_EXPORT', '', '', 24, false],
    ]);
    const found = okData<ListPage<ManifestConfig>>(await get(SETUP, `${ENDPOINTS.manifestConfigList}?CompanyName=${encodeURIComponent('天祥')}`));
    expect(found.Items.map((c) => c.CompanyName)).toEqual(['杭州天祥进出口有限公司']);
    const cosco = okData<ListPage<ManifestConfig>>(await get(SETUP, `${ENDPOINTS.manifestConfigList}?MCF_CARRIER=COSU`));
    expect(cosco.Items.map((c) => c.MCF_LOADING_CODE)).toEqual(['CNNGB']);
  });

  it('a customer reaches none of the calls (403), even naming its own company', async () => {
    expect((await get(CUSTOMER, ENDPOINTS.manifestConfigList)).statusCode).toBe(403);
    const before = await snapshot();
    expect((await post(CUSTOMER, S, config({ CompanyId: await companyId('CUS-HZTX') }))).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('the platform defaults are the platform’s alone, whoever else might hold the menu (PLATFORM_ONLY)', async () => {
    const [row] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = $1`, [CUSTOMER]);
    const customer = (await loadActor(t.db, row!.id))!;
    const before = await snapshot();
    const out = await saveManifestConfig(t.db, customer, config({ MCF_FILING: 'JP_AFR' }));
    expect(out).toMatchObject({ ok: false, status: 400, code: 'PLATFORM_ONLY' });
    if (!out.ok) expect(out.zh).toMatch(/平台/);
    // its own company's, at most; another company's is not there for it
    const other = await saveManifestConfig(t.db, customer, config({ MCF_FILING: 'JP_AFR', CompanyId: await companyId('CUS-NBHY') }));
    expect(other).toMatchObject({ ok: false, status: 404 });
    expect(await snapshot()).toBe(before);
  });

  it('refusals: a scope taken (DUPLICATE_SCOPE), auto-send with verification on, a stale version; nothing changed', async () => {
    await refused(SETUP, S, config({ MCF_CARRIER: 'cosu', MCF_LOADING_CODE: 'cnngb' }), 'DUPLICATE_SCOPE');
    const r = await refused(SETUP, S, config({ MCF_FILING: 'EU_ENS', MCF_AUTO_SEND: true }), 'AUTO_SEND_NEEDS_NO_VERIFY');
    expect(r.zh.Errors[0].Path).toBe('/MCF_AUTO_SEND');
    // the demo configures EU ENS for the platform already (demoRegimes.ts): a scope of its own here
    const made = okData<{ Id: number; Version: number }>(await post(SETUP, S, config({ MCF_FILING: 'JP_AFR', MCF_DEADLINE_HOURS: 24 })));
    okData(await post(SETUP, S, config({ Id: made.Id, Version: 1, MCF_FILING: 'JP_AFR', MCF_DEADLINE_HOURS: 20 })));
    await refused(SETUP, S, config({ Id: made.Id, Version: 1, MCF_FILING: 'JP_AFR', MCF_DEADLINE_HOURS: 22 }), 'STALE');
    await refused(SETUP, ENDPOINTS.manifestConfigDelete, { Id: made.Id, Version: 1 }, 'STALE');
    const log = okData<SetupLog>(await get(SETUP, `${ENDPOINTS.manifestConfigLog}?Id=${made.Id}`));
    expect(log.map((e) => e.Type)).toEqual(['v1.ManifestConfigSaved', 'v1.ManifestConfigCreated']);
    expect(log[0]!.Detail).toMatchObject({ MCF_DEADLINE_HOURS: 20, Version: 2 });
    okData(await post(SETUP, ENDPOINTS.manifestConfigDelete, { Id: made.Id, Version: 2 }));
    expect((await get(SETUP, `${ENDPOINTS.manifestConfigGet}?Id=${made.Id}`)).statusCode).toBe(404);
  });

  it('platform staff save for a company and for the platform; the list exports', async () => {
    const made = okData<{ Id: number }>(
      await post(STAFF, S, config({ CompanyId: await companyId('CUS-NBHY'), MCF_FILING: 'US_ISF', MCF_REQUIRE_CONTACT: true })),
    );
    const got = okData<ManifestConfig>(await get(STAFF, `${ENDPOINTS.manifestConfigGet}?Id=${made.Id}`));
    expect(got).toMatchObject({ CompanyName: '宁波海越贸易有限公司', MCF_FILING: 'US_ISF', MCF_REQUIRE_CONTACT: true, Version: 1 });
    const xlsx = await get(SETUP, `${ENDPOINTS.manifestConfigList}/Export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('resolveManifestConfig: the most specific enabled configuration', () => {
  it('company before platform; carrier+port, carrier, port, neither; disabled ones skipped; the built-in default last', async () => {
    const HZTX = await companyId('CUS-HZTX');
    const NBHY = await companyId('CUS-NBHY');
    const pick = async (companyId: number, filing: string, carrier?: string, loadingCode?: string) => {
      const c = await resolveManifestConfig(t.db, { companyId, filing, carrier, loadingCode });
      return [c.Source, c.MCF_CARRIER, c.MCF_LOADING_CODE, c.MCF_DEADLINE_HOURS, c.MCF_REQUIRE_VERIFY];
    };
    // the seed alone
    expect(await pick(NBHY, 'CN_EXPORT', 'COSU', 'CNNGB')).toEqual(['platform', 'COSU', 'CNNGB', 48, true]);
    expect(await pick(NBHY, 'CN_EXPORT', 'cosu', 'cnngb')).toEqual(['platform', 'COSU', 'CNNGB', 48, true]);
    expect(await pick(NBHY, 'CN_EXPORT', 'COSU', 'CNSHA')).toEqual(['platform', '', '', 24, true]);
    expect(await pick(HZTX, 'CN_EXPORT', 'COSU', 'CNNGB')).toEqual(['company', '', '', 24, false]);
    const builtIn = await resolveManifestConfig(t.db, { companyId: NBHY, filing: 'JP_AFR' });
    expect(builtIn).toMatchObject({
      Id: null,
      Source: 'builtIn',
      MCF_FILING: 'JP_AFR',
      MCF_DEADLINE_HOURS: 24,
      MCF_REQUIRE_VERIFY: true,
      MCF_AUTO_SEND: false,
      MCF_REQUIRE_SI_MATCH: true,
      MCF_REQUIRE_CONTACT: false,
      MCF_REQUIRE_HOUSE: false,
      MCF_CHANNEL: 'SIMULATOR',
    });
    // a port-only and a carrier-only platform row: carrier+port > carrier > port > neither
    okData(await post(SETUP, S, config({ MCF_LOADING_CODE: 'CNNGB', MCF_DEADLINE_HOURS: 36 })));
    okData(await post(SETUP, S, config({ MCF_CARRIER: 'COSU', MCF_DEADLINE_HOURS: 30 })));
    expect(await pick(NBHY, 'CN_EXPORT', 'COSU', 'CNNGB')).toEqual(['platform', 'COSU', 'CNNGB', 48, true]);
    expect(await pick(NBHY, 'CN_EXPORT', 'COSU', 'CNSHA')).toEqual(['platform', 'COSU', '', 30, true]);
    expect(await pick(NBHY, 'CN_EXPORT', 'MAEU', 'CNNGB')).toEqual(['platform', '', 'CNNGB', 36, true]);
    expect(await pick(NBHY, 'CN_EXPORT', 'MAEU', 'CNSHA')).toEqual(['platform', '', '', 24, true]);
    // the company's own carrier row beats its general one
    const own = okData<{ Id: number; Version: number }>(
      await post(SETUP, S, config({ CompanyId: HZTX, MCF_CARRIER: 'COSU', MCF_DEADLINE_HOURS: 40, MCF_REQUIRE_VERIFY: false })),
    );
    expect(await pick(HZTX, 'CN_EXPORT', 'COSU', 'CNNGB')).toEqual(['company', 'COSU', '', 40, false]);
    // disabled: the next one down answers
    okData(
      await post(
        SETUP,
        S,
        config({
          Id: own.Id,
          Version: own.Version,
          CompanyId: HZTX,
          MCF_CARRIER: 'COSU',
          MCF_DEADLINE_HOURS: 40,
          MCF_REQUIRE_VERIFY: false,
          MCF_ENABLED: false,
        }),
      ),
    );
    expect(await pick(HZTX, 'CN_EXPORT', 'COSU', 'CNNGB')).toEqual(['company', '', '', 24, false]);
  });
});
