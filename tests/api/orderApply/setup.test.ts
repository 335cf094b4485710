import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import type { AuthAddress, CheckRule, Guarantee, Receiver, SystemSettings } from '../../../src/contract/orderApply/calls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { ADMIN, CUSTOMER, okData, orderApplyApp, RISK, SERVICE } from './oaApp';

/**
 * The setup the risk check reads (operations.md §11.1): guarantee amounts (the risk role only),
 * check and system settings, receivers, and authenticated addresses with SMS codes through the
 * simulated SMS gateway (5 codes per phone per hour, then 429).
 */
const { t, post, get, refused, companyId } = orderApplyApp();

describe('guarantee amounts', () => {
  it('the demo: 天祥 active with its limit, 海越 suspended; used and available in CNY', async () => {
    const page = okData<ListPage<Guarantee>>(await get(RISK, `${ENDPOINTS.guaranteeList}?PageSize=50`));
    const tx = page.Items.find((g) => g.CompanyName.includes('天祥'))!;
    expect(tx).toMatchObject({ GUA_LIMIT: 80_000, GUA_STATUS: 'ACTIVE', UsedCny: 0, AvailableCny: 80_000 });
    expect(tx.GUA_VALID_FROM).toMatch(/^\d{4}-01-01$/);
    expect(page.Items.find((g) => g.CompanyName.includes('海越'))!.GUA_STATUS).toBe('SUSPENDED');
  });

  it('only the risk role sets or suspends one; every change is in its history', async () => {
    const hz = await companyId('CUS-HZTX');
    const page = okData<ListPage<Guarantee>>(await get(RISK, `${ENDPOINTS.guaranteeList}?CompanyId=${hz}`));
    const g = page.Items[0]!;
    const body = { Id: g.Id, Version: g.Version, CompanyId: hz, GUA_LIMIT: 120_000.5, GUA_VALID_FROM: '2026-01-01', GUA_VALID_TO: '2027-06-30' };
    // customer service reads the guarantee on the apply page, never changes it; a customer reaches nothing
    expect((await post(SERVICE, ENDPOINTS.guaranteeSave, body)).statusCode).toBe(403);
    expect((await post(CUSTOMER, ENDPOINTS.guaranteeSave, body)).statusCode).toBe(403);
    expect((await post(SERVICE, ENDPOINTS.guaranteeSuspend, { Id: g.Id, Version: g.Version, Suspend: true, Reason: '逾期' })).statusCode).toBe(403);
    await refused(RISK, ENDPOINTS.guaranteeSave, { ...body, GUA_VALID_TO: '2025-12-31' }, 'BAD_PERIOD');
    const saved = okData<{ Version: number }>(await post(RISK, ENDPOINTS.guaranteeSave, body));
    await refused(RISK, ENDPOINTS.guaranteeSave, body, 'STALE');
    await refused(RISK, ENDPOINTS.guaranteeSave, { ...body, Id: undefined, Version: undefined }, 'GUARANTEE_EXISTS');
    const s = okData<{ Version: number }>(
      await post(RISK, ENDPOINTS.guaranteeSuspend, { Id: g.Id, Version: saved.Version, Suspend: true, Reason: '客户逾期严重' }),
    );
    await refused(RISK, ENDPOINTS.guaranteeSuspend, { Id: g.Id, Version: s.Version, Suspend: true, Reason: '再次' }, 'UNCHANGED');
    okData(await post(RISK, ENDPOINTS.guaranteeSuspend, { Id: g.Id, Version: s.Version, Suspend: false, Reason: '已还款' }));
    const after = okData<ListPage<Guarantee>>(await get(RISK, `${ENDPOINTS.guaranteeList}?CompanyId=${hz}`)).Items[0]!;
    expect(after).toMatchObject({ GUA_LIMIT: 120_000.5, GUA_VALID_TO: '2027-06-30', GUA_STATUS: 'ACTIVE', ApprovedBy: '风控专员' });
    const log = okData<{ Type: string; Detail: Record<string, unknown> }[]>(await get(RISK, `${ENDPOINTS.guaranteeLog}?Id=${g.Id}`));
    expect(log.map((e) => e.Type)).toEqual(['v1.GuaranteeResumed', 'v1.GuaranteeSuspended', 'v1.GuaranteeChanged']);
    expect(log[1]!.Detail).toMatchObject({ Reason: '客户逾期严重' });
    // a provider is no customer: no guarantee for it
    const provider = await companyId('PRV-SHYD');
    expect((await post(RISK, ENDPOINTS.guaranteeSave, { ...body, Id: undefined, Version: undefined, CompanyId: provider })).statusCode).toBe(404);
  });
});

describe('check and system settings', () => {
  it('rules: severity and parameters saved; R1/R2 never switched off; stale refused; customer service reads only', async () => {
    const cur = okData<{ Rules: CheckRule[]; Version: number }>(await get(SERVICE, ENDPOINTS.orderApplySettingGetCheck));
    expect(cur.Rules.map((r) => r.Rule)).toHaveLength(10);
    expect(cur.Rules.find((r) => r.Rule === 'R3_OVERDUE')).toMatchObject({ Enabled: true, Severity: 'REVIEW', Days: 30 });
    const body = {
      Version: cur.Version,
      Rules: [
        { Rule: 'R3_OVERDUE', Enabled: true, Severity: 'BLOCK', Days: 45 },
        { Rule: 'R7_PARTY_LIST', Enabled: true, Severity: 'BLOCK', Names: ['SANCTIONED TRADING LLC', ' SANCTIONED TRADING LLC '] },
        { Rule: 'R9_CHANGED_AFTER_MANIFEST', Enabled: false, Severity: 'REVIEW' },
      ],
    };
    expect((await post(SERVICE, ENDPOINTS.orderApplySettingSaveCheck, body)).statusCode).toBe(403);
    await refused(RISK, ENDPOINTS.orderApplySettingSaveCheck, { ...body, Rules: [{ Rule: 'R1_UNPAID', Enabled: false, Severity: 'BLOCK' }] }, 'RULE_REQUIRED');
    okData(await post(RISK, ENDPOINTS.orderApplySettingSaveCheck, body));
    await refused(RISK, ENDPOINTS.orderApplySettingSaveCheck, body, 'STALE');
    const after = okData<{ Rules: CheckRule[]; Version: number }>(await get(RISK, ENDPOINTS.orderApplySettingGetCheck));
    expect(after.Version).toBe(cur.Version + 1);
    expect(after.Rules.find((r) => r.Rule === 'R3_OVERDUE')).toMatchObject({ Severity: 'BLOCK', Days: 45 });
    expect(after.Rules.find((r) => r.Rule === 'R7_PARTY_LIST')!.Names).toEqual(['SANCTIONED TRADING LLC']);
    expect(after.Rules.find((r) => r.Rule === 'R9_CHANGED_AFTER_MANIFEST')!.Enabled).toBe(false);
    // put back for the other tests of this file
    okData(await post(RISK, ENDPOINTS.orderApplySettingSaveCheck, { Version: after.Version, Rules: cur.Rules.map(({ Required: _r, ...r }) => r) }));
  });

  it('system: auto-approve, kinds per customer, telex hours, courier, e-mails — refusals in words', async () => {
    const cur = okData<SystemSettings>(await get(RISK, ENDPOINTS.orderApplySettingGetSystem));
    expect(cur).toMatchObject({ AutoApprove: true, TelexFrom: '08:30', TelexTo: '17:30', DefaultCourier: 'SF' });
    const nb = await companyId('CUS-NBHY');
    const body = {
      AutoApprove: false,
      AllowedKinds: [{ CompanyId: nb, Kinds: [1, 2] }],
      TelexFrom: '09:00',
      TelexTo: '18:00',
      DefaultCourier: 'EMS',
      NotifyEmails: 'risk@demo.test; ops@demo.test',
      Version: cur.Version,
    };
    await refused(RISK, ENDPOINTS.orderApplySettingSaveSystem, { ...body, TelexTo: '08:00' }, 'BAD_HOURS');
    await refused(RISK, ENDPOINTS.orderApplySettingSaveSystem, { ...body, NotifyEmails: 'not-an-address' }, 'BAD_EMAIL');
    expect((await post(SERVICE, ENDPOINTS.orderApplySettingSaveSystem, body)).statusCode).toBe(403);
    okData(await post(RISK, ENDPOINTS.orderApplySettingSaveSystem, body));
    const after = okData<SystemSettings>(await get(ADMIN, ENDPOINTS.orderApplySettingGetSystem));
    expect(after).toMatchObject({ AutoApprove: false, TelexFrom: '09:00', NotifyEmails: 'risk@demo.test, ops@demo.test' });
    expect(after.AllowedKinds).toEqual([{ CompanyId: nb, CompanyName: '宁波海越贸易有限公司', Kinds: [1, 2] }]);
    okData(
      await post(RISK, ENDPOINTS.orderApplySettingSaveSystem, {
        ...body,
        AutoApprove: true,
        AllowedKinds: [],
        TelexFrom: '08:30',
        TelexTo: '17:30',
        Version: after.Version,
      }),
    );
  });
});

describe('receivers and authenticated addresses', () => {
  it('the demo: 天祥’s addresses verified, one expired, one never verified; receivers show it', async () => {
    const hz = await companyId('CUS-HZTX');
    const addresses = okData<ListPage<AuthAddress>>(await get(SERVICE, `${ENDPOINTS.authAddressList}?CompanyId=${hz}`)).Items;
    expect(addresses.map((a) => a.AAD_STATUS).sort()).toEqual(['EXPIRED', 'PENDING', 'VERIFIED', 'VERIFIED']);
    const receivers = okData<ListPage<Receiver>>(await get(SERVICE, `${ENDPOINTS.blReceiverList}?CompanyId=${hz}`)).Items;
    expect(receivers.map((r) => r.AuthStatus).sort()).toEqual(['EXPIRED', 'NONE', 'VERIFIED', 'VERIFIED']);
    expect(receivers[0]!.RCV_DEFAULT).toBe(true);
  });

  it('an address verified by an SMS code read back from the (simulated) phone; wrong codes refused; revoked', async () => {
    const hz = await companyId('CUS-HZTX');
    const made = okData<{ Id: number; Version: number }>(
      await post(SERVICE, ENDPOINTS.authAddressSave, {
        CompanyId: hz,
        AAD_NAME: '孙丽',
        AAD_PHONE: '13905719999',
        AAD_PROVINCE: '浙江省',
        AAD_CITY: '杭州市',
        AAD_DISTRICT: '拱墅区',
        AAD_ADDRESS: '湖墅南路 1 号',
        AAD_POSTCODE: '310005',
      }),
    );
    const sent = okData<{ Phone: string; Simulated: boolean }>(await post(SERVICE, ENDPOINTS.authAddressSendCode, { Id: made.Id }));
    expect(sent).toMatchObject({ Phone: '13905719999', Simulated: true });
    // the simulated gateway delivered it at once: the phone's inbox, and the outbox row is transmitted
    const inbox = okData<{ Body: string }[]>(await get(SERVICE, `${ENDPOINTS.authAddressSimInbox}?Phone=13905719999`));
    const code = /(\d{6})/.exec(inbox[0]!.Body)![1]!;
    const [msg] = await t.db.query<{ status: string; simulated: boolean }>(
      `select status, simulated from outbound_messages where channel = 'SMS' and doc_id = $1`,
      [made.Id],
    );
    expect(msg).toEqual({ status: 'TRANSMITTED', simulated: true });
    const wrong = code === '000000' ? '111111' : '000000';
    await refused(SERVICE, ENDPOINTS.authAddressVerify, { Id: made.Id, Version: 1, Method: 'SMS_CODE', Code: wrong }, 'WRONG_CODE');
    await refused(SERVICE, ENDPOINTS.authAddressVerify, { Id: made.Id, Version: 1, Method: 'STAFF_CALL' }, 'NOTE_MISSING');
    expect((await post(CUSTOMER, ENDPOINTS.authAddressVerify, { Id: made.Id, Version: 1, Method: 'SMS_CODE', Code: code })).statusCode).toBe(403);
    const v = okData<{ Version: number }>(await post(SERVICE, ENDPOINTS.authAddressVerify, { Id: made.Id, Version: 1, Method: 'SMS_CODE', Code: code }));
    // the code is used: it verifies nothing twice
    const list = okData<ListPage<AuthAddress>>(await get(SERVICE, `${ENDPOINTS.authAddressList}?AAD_PHONE=13905719999`)).Items[0]!;
    expect(list).toMatchObject({ AAD_STATUS: 'VERIFIED', AAD_METHOD: 'SMS_CODE', VerifiedBy: '提单客服' });
    expect(Date.parse(list.AAD_EXPIRES_AT!) - Date.now()).toBeGreaterThan(364 * 86_400_000);
    // a receiver pointing at it is authenticated; another company's address is refused as absent
    const nb = await companyId('CUS-NBHY');
    const rcv = {
      CompanyId: hz,
      RCV_NAME: '孙丽',
      RCV_PHONE: '13905719999',
      RCV_PROVINCE: '浙江省',
      RCV_CITY: '杭州市',
      RCV_DISTRICT: '拱墅区',
      RCV_ADDRESS: '湖墅南路 1 号',
      RCV_POSTCODE: '310005',
      RCV_DEFAULT: true,
      RCV_AUTH_ADDRESS_ID: made.Id,
    };
    expect((await post(SERVICE, ENDPOINTS.blReceiverSave, { ...rcv, CompanyId: nb })).statusCode).toBe(404);
    const r = okData<{ Id: number }>(await post(SERVICE, ENDPOINTS.blReceiverSave, rcv));
    const receivers = okData<ListPage<Receiver>>(await get(SERVICE, `${ENDPOINTS.blReceiverList}?CompanyId=${hz}`)).Items;
    expect(receivers.filter((x) => x.RCV_DEFAULT).map((x) => x.Id)).toEqual([r.Id]);
    expect(receivers.find((x) => x.Id === r.Id)!.AuthStatus).toBe('VERIFIED');
    okData(await post(SERVICE, ENDPOINTS.authAddressRevoke, { Id: made.Id, Version: v.Version, Reason: '收件人已离职' }));
    const again = okData<ListPage<Receiver>>(await get(SERVICE, `${ENDPOINTS.blReceiverList}?CompanyId=${hz}`)).Items;
    expect(again.find((x) => x.Id === r.Id)!.AuthStatus).toBe('REVOKED');
    await refused(SERVICE, ENDPOINTS.authAddressSendCode, { Id: made.Id }, 'REVOKED');
  });

  it('5 codes per phone per hour, then 429 with Retry-After; nothing more is sent', async () => {
    const hz = await companyId('CUS-HZTX');
    const made = okData<{ Id: number }>(
      await post(SERVICE, ENDPOINTS.authAddressSave, {
        CompanyId: hz,
        AAD_NAME: '钱七',
        AAD_PHONE: '13905718888',
        AAD_PROVINCE: '',
        AAD_CITY: '杭州市',
        AAD_DISTRICT: '',
        AAD_ADDRESS: '庆春路 2 号',
        AAD_POSTCODE: '',
      }),
    );
    for (let i = 0; i < 5; i++) okData(await post(SERVICE, ENDPOINTS.authAddressSendCode, { Id: made.Id }));
    const sixth = await post(SERVICE, ENDPOINTS.authAddressSendCode, { Id: made.Id });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().Code).toBe('TOO_MANY_CODES');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(sixth.json().Message).toMatch(/一小时内/);
    const inbox = okData<unknown[]>(await get(SERVICE, `${ENDPOINTS.authAddressSimInbox}?Phone=13905718888`));
    expect(inbox).toHaveLength(5);
  });
});
