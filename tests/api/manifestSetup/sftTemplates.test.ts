import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SftTemplate, SftTemplateRow, SetupLog } from '../../../src/contract/manifestSetup/calls';
import { CUSTOMER, OTHER, okData, STAFF, setupApp } from './setupApp';

/**
 * SFT (收发通) templates (operations.md §7.2, §7.4): the party rules (`mft.party.code`,
 * `mft.party.aeo`, `mft.linked`) on save, each refusal a 400 with its Code in both languages and
 * nothing written; a USCI failing its check character saved only with a reason, which the log
 * keeps; names unique per company whatever the case; customers see their own, staff every company's.
 */
const { post, get, refused, companyId } = setupApp();
const S = ENDPOINTS.sftTemplateSave;

const shipper = { NAME: 'ZHEJIANG TEST CO., LTD.', COUNTRY: 'CN', CODE: 'USCI+91350100M000100Y43', PHONE_TYPE: 'TE', PHONE: '+86 571 1234 5678' };
const body = (over: object = {}) => ({
  SFT_NAME: `T-${Math.random().toString(36).slice(2, 8)}`,
  SFT_SCOPE: 'BOTH',
  Shipper: shipper,
  Consignee: {},
  Notify: {},
  ...over,
});

describe('SFT templates: the party rules on save', () => {
  it('a failing USCI check character is a warning: refused without a reason, saved with one, and the override logged', async () => {
    const bad = { ...shipper, CODE: 'USCI+91350100M000100Y44' };
    const r = await refused(CUSTOMER, S, body({ Shipper: bad }), 'CODE_CHECK_WARNING');
    expect(r.zh.Problems).toEqual([{ Path: '/Shipper/CODE', Code: 'mft.party.code.usciCheck', Warning: true }]);
    expect(r.zh.Errors).toEqual([expect.objectContaining({ Path: '/Shipper/CODE' })]);
    expect(r.zh.Message).toContain('应为 3');
    expect(r.en.Message).toContain('should be 3');
    const saved = okData<{ Id: number }>(
      await post(CUSTOMER, S, body({ SFT_NAME: 'kept pilot code', Shipper: { ...bad, CODE_OVERRIDE: '营业执照核对无误' } })),
    );
    const tpl = okData<SftTemplate>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateGet}?Id=${saved.Id}`));
    expect(tpl.Shipper).toMatchObject({ CODE: 'USCI+91350100M000100Y44', CODE_OVERRIDE: '营业执照核对无误' });
    const log = okData<SetupLog>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateLog}?Id=${saved.Id}`));
    expect(log.map((e) => e.Type)).toEqual(['v1.CodeCheckOverridden', 'v1.SftTemplateCreated']);
    expect(log[0]!.Detail).toMatchObject({ Party: 'Shipper', Code: 'USCI+91350100M000100Y44', Reason: '营业执照核对无误' });
  });

  it('a reason beside a code that passes is not kept', async () => {
    const saved = okData<{ Id: number }>(await post(CUSTOMER, S, body({ Shipper: { ...shipper, CODE_OVERRIDE: 'not needed' } })));
    const tpl = okData<SftTemplate>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateGet}?Id=${saved.Id}`));
    expect(tpl.Shipper.CODE_OVERRIDE).toBeUndefined();
  });

  it.each([
    ['a USCI of the wrong shape', { Shipper: { ...shipper, CODE: 'USCI+9135010OM000100Y43' } }, 'mft.party.code.usciShape', '/Shipper/CODE'],
    ['an OC failing its check', { Shipper: { ...shipper, CODE: 'OC+M000100Y5' } }, 'mft.party.code.ocCheck', '/Shipper/CODE'],
    ['a code not written TYPE+VALUE', { Shipper: { ...shipper, CODE: '91350100M000100Y43' } }, 'mft.party.code.shape', '/Shipper/CODE'],
    ['9999 for a Chinese party', { Shipper: { ...shipper, CODE: '9999+123' } }, 'mft.party.code.type', '/Shipper/CODE'],
    ['a US type for a German consignee', { Consignee: { NAME: 'X GMBH', COUNTRY: 'DE', CODE: 'EIN+12-3456789' } }, 'mft.party.code.type', '/Consignee/CODE'],
    ['a Chinese AEO code of 9 digits', { Shipper: { ...shipper, AEO: 'AEOCN123456789' } }, 'mft.party.aeo.shape', '/Shipper/AEO'],
    ['a phone number without its type', { Notify: { NAME: 'N', PHONE: '+1 555' } }, 'mft.linked.phone', '/Notify/PHONE_TYPE'],
    ['an address line over 35 characters', { Consignee: { NAME: 'C', ADDRESS: 'X'.repeat(36) } }, 'mft.party.addressLine', '/Consignee/ADDRESS'],
    ['a block without a name', { Consignee: { COUNTRY: 'US', CODE: 'EIN+1' } }, 'mft.party.name', '/Consignee/NAME'],
    ['an unknown country', { Consignee: { NAME: 'C', COUNTRY: 'QQ' } }, 'mft.party.country', '/Consignee/COUNTRY'],
  ])('%s is refused (PARTY_INVALID, %s)', async (_, over, problem, path) => {
    const r = await refused(CUSTOMER, S, body(over), 'PARTY_INVALID');
    expect(r.zh.Problems).toEqual(expect.arrayContaining([{ Path: path, Code: problem, Warning: false }]));
    expect(r.zh.Errors.find((e: { Path: string }) => e.Path === path).Message).toMatch(/[\u4e00-\u9fff]/);
    expect(r.en.Errors.find((e: { Path: string }) => e.Path === path).Message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('an empty template, a blank name and a duplicate name (any case) are refused', async () => {
    await refused(CUSTOMER, S, body({ Shipper: {} }), 'EMPTY_TEMPLATE');
    await refused(CUSTOMER, S, body({ SFT_NAME: '   ' }), 'NAME_REQUIRED');
    okData(await post(CUSTOMER, S, body({ SFT_NAME: 'Dup Name' })));
    await refused(CUSTOMER, S, body({ SFT_NAME: 'DUP NAME' }), 'DUPLICATE_NAME');
    // another company may use the name
    okData(await post(OTHER, S, body({ SFT_NAME: 'dup name' })));
  });

  it('saves at the version read (STALE), and a template stays with its company (COMPANY_FIXED)', async () => {
    const a = okData<{ Id: number; Version: number }>(await post(STAFF, S, body({ CompanyId: await companyId('CUS-HZTX') })));
    const b = okData<{ Version: number }>(await post(STAFF, S, body({ Id: a.Id, Version: a.Version, SFT_NAME: 'staff made for 天祥' })));
    expect(b.Version).toBe(2);
    await refused(STAFF, S, body({ Id: a.Id, Version: 1 }), 'STALE');
    await refused(STAFF, S, body({ Id: a.Id, Version: 2, CompanyId: await companyId('CUS-NBHY') }), 'COMPANY_FIXED');
    // the customer sees what staff made for it
    const mine = okData<ListPage<SftTemplateRow>>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateList}?SFT_NAME=${encodeURIComponent('staff made')}`));
    expect(mine.Items.map((r) => r.Id)).toEqual([a.Id]);
    await refused(STAFF, ENDPOINTS.sftTemplateDelete, { Id: a.Id, Version: 1 }, 'STALE');
    okData(await post(STAFF, ENDPOINTS.sftTemplateDelete, { Id: a.Id, Version: 2 }));
    expect((await get(CUSTOMER, `${ENDPOINTS.sftTemplateGet}?Id=${a.Id}`)).statusCode).toBe(404);
  });
});

describe('SFT templates: whose', () => {
  it('customers list their own company’s, staff every company’s with the company named; search by party name', async () => {
    const mine = okData<ListPage<SftTemplateRow>>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateList}?PageSize=100`));
    expect(mine.Items.length).toBeGreaterThan(0);
    expect(new Set(mine.Items.map((r) => r.CompanyName))).toEqual(new Set(['杭州天祥进出口有限公司']));
    const all = okData<ListPage<SftTemplateRow>>(await get(STAFF, `${ENDPOINTS.sftTemplateList}?PageSize=100`));
    expect(new Set(all.Items.map((r) => r.CompanyName))).toEqual(expect.objectContaining({}));
    expect(all.Items.map((r) => r.CompanyName)).toEqual(expect.arrayContaining(['杭州天祥进出口有限公司', '宁波海越贸易有限公司']));
    const found = okData<ListPage<SftTemplateRow>>(await get(CUSTOMER, `${ENDPOINTS.sftTemplateList}?ConsigneeName=nordic`));
    expect(found.Items.map((r) => r.SFT_NAME)).toEqual(['LA 家居 NORDIC HOME']);
    expect(found.Items[0]).toMatchObject({ ShipperCode: 'USCI+91330100MA2H3TX01F', ConsigneeCode: 'EIN+95-4823107' });
  });

  it('a customer creating for another company finds no such company (404), nothing written', async () => {
    const res = await post(CUSTOMER, S, body({ CompanyId: await companyId('CUS-NBHY') }));
    expect(res.statusCode).toBe(404);
  });

  it('the list exports to Excel', async () => {
    const res = await get(CUSTOMER, `${ENDPOINTS.sftTemplateList}/Export`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});
