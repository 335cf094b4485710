import { ORDER_APPLY_PAGES as G } from '../../../src/contract/orderApply/module';
import type { Queryable } from '../../db/types';
import { seedDemoRoles, syncMenuButtons } from '../access/public';
import { seedDemoStaff } from '../staff/public';

/**
 * The module's seed: its buttons, and two demo roles that split the work as §11.2 does — customer
 * service (提单客服: applies, releases, keeps receivers and verifies addresses) and the platform's
 * risk checker (风控专员: decides on applications in review, sets guarantees and the check and system
 * settings). Then the setup the rules read: a guarantee for 天祥, its receivers and authenticated
 * addresses (one verified by SMS, one by the licence, one expired), and 海越's own for the
 * cross-company checks. The applications themselves are seeded after the B/Ls and invoices exist
 * (demoApplications.ts).
 */
/** The house bills' page (the houseBill module's, route table group makeBill). */
const HBL_PAGE = '/MakeOrderBusiness/HBLMake';

export async function seedOrderApplyAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoStaff(tx, [
    { account: 'bl.service@demo.test', name: '提单客服' },
    { account: 'risk@demo.test', name: '风控专员' },
  ]);
  await seedDemoRoles(tx, [
    {
      name: '提单客服',
      description: '为客户申请放单、执行放单，维护收件人与认证地址',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      // the house bills' list (read only): the apply form picks the B/L from it
      menus: [G.apply, G.riskQuery, G.applyLogs, G.checkLogs, G.receivers, G.addresses, HBL_PAGE],
      buttons: { [G.apply]: ['applyBl', 'releaseBl'], [G.receivers]: ['editReceiver'], [G.addresses]: ['verifyAddress'] },
      holders: ['bl.service@demo.test'],
    },
    {
      name: '风控专员',
      description: '审核待审核的提单申请，维护担保额度与审核规则',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: [...Object.values(G), HBL_PAGE],
      buttons: {
        [G.apply]: ['approveBl'],
        [G.checkLogs]: ['approveBl'],
        [G.guarantee]: ['editGuarantee'],
        [G.checkSetting]: ['editCheckSetting'],
        [G.systemSetting]: ['editBlAppSetting'],
      },
      holders: ['risk@demo.test'],
    },
  ]);
}

const YEAR_MS = 365 * 86_400_000;

export async function seedOrderApplySetup(tx: Queryable): Promise<void> {
  const [done] = await tx.query('select 1 from auth_addresses limit 1');
  if (done) return;
  const [risk] = await tx.query<{ id: string }>(
    `select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'risk@demo.test'`,
  );
  const [service] = await tx.query<{ id: string }>(
    `select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'bl.service@demo.test'`,
  );
  const riskId = risk?.id ?? null;
  const serviceId = service?.id ?? null;
  const year = new Date().getUTCFullYear();
  // 天祥: 80,000 CNY valid this calendar year; 海越: 20,000 CNY, suspended by risk
  await tx.query(
    `insert into guarantee_limits (company_id, gua_limit, gua_valid_from, gua_valid_to, gua_approved_by, gua_remark, gua_status)
     select id, 8000000, $2::date, $3::date, $1::bigint, '年度担保，额度 8 万元', 'ACTIVE' from company_directory where code = 'CUS-HZTX'
     union all
     select id, 2000000, $2::date, $3::date, $1::bigint, '逾期较多，暂停担保放单', 'SUSPENDED' from company_directory where code = 'CUS-NBHY'`,
    [riskId, `${year}-01-01`, `${year}-12-31`],
  );
  const now = Date.now();
  const addresses: {
    company: string;
    name: string;
    phone: string;
    city: string;
    district: string;
    address: string;
    method: string | null;
    note: string;
    verifiedAgoDays: number | null;
    status: string;
  }[] = [
    {
      company: 'CUS-HZTX',
      name: '陈晓',
      phone: '13905710001',
      city: '杭州市',
      district: '滨江区',
      address: '江南大道 3688 号 8 楼',
      method: 'SMS_CODE',
      note: '',
      verifiedAgoDays: 30,
      status: 'VERIFIED',
    },
    {
      company: 'CUS-HZTX',
      name: '林涛',
      phone: '13905710002',
      city: '杭州市',
      district: '上城区',
      address: '解放路 18 号天祥大厦',
      method: 'LICENSE',
      note: '营业执照注册地址 91330100MA2CXXXX',
      verifiedAgoDays: 60,
      status: 'VERIFIED',
    },
    // verified more than a year ago: expired
    {
      company: 'CUS-HZTX',
      name: '赵敏',
      phone: '13905710003',
      city: '宁波市',
      district: '北仑区',
      address: '明州路 66 号',
      method: 'STAFF_CALL',
      note: '2025 年电话核实，赵敏本人接听',
      verifiedAgoDays: 400,
      status: 'VERIFIED',
    },
    {
      company: 'CUS-HZTX',
      name: '王五',
      phone: '13905710004',
      city: '杭州市',
      district: '西湖区',
      address: '文三路 90 号',
      method: null,
      note: '',
      verifiedAgoDays: null,
      status: 'PENDING',
    },
    {
      company: 'CUS-NBHY',
      name: '周海',
      phone: '13805740001',
      city: '宁波市',
      district: '鄞州区',
      address: '天童南路 588 号',
      method: 'SMS_CODE',
      note: '',
      verifiedAgoDays: 10,
      status: 'VERIFIED',
    },
  ];
  const ids: number[] = [];
  for (const a of addresses) {
    const verifiedAt = a.verifiedAgoDays === null ? null : new Date(now - a.verifiedAgoDays * 86_400_000);
    const [row] = await tx.query<{ id: string }>(
      `insert into auth_addresses (company_id, aad_name, aad_phone, aad_province, aad_city, aad_district, aad_address, aad_postcode, aad_method, aad_note,
         aad_verified_by, aad_verified_at, aad_expires_at, aad_status)
       select id, $2, $3, '浙江省', $4, $5, $6, '310000', $7, $8, $9::bigint, $10::timestamptz, $11::timestamptz, $12 from company_directory where code = $1 returning id`,
      [
        a.company,
        a.name,
        a.phone,
        a.city,
        a.district,
        a.address,
        a.method,
        a.note,
        verifiedAt ? serviceId : null,
        verifiedAt?.toISOString() ?? null,
        verifiedAt ? new Date(verifiedAt.getTime() + YEAR_MS).toISOString() : null,
        a.status,
      ],
    );
    ids.push(Number(row!.id));
  }
  // receivers: each of the verified addresses' people, and one not yet authenticated
  const receivers = [
    { i: 0, isDefault: true },
    { i: 1, isDefault: false },
    { i: 2, isDefault: false },
    { i: 3, isDefault: false },
    { i: 4, isDefault: true },
  ];
  for (const r of receivers) {
    const a = addresses[r.i]!;
    await tx.query(
      `insert into bl_receivers (company_id, rcv_name, rcv_phone, rcv_province, rcv_city, rcv_district, rcv_address, rcv_postcode, rcv_default, rcv_auth_address_id)
       select id, $2, $3, '浙江省', $4, $5, $6, '310000', $7::boolean, $8::bigint from company_directory where code = $1`,
      [a.company, a.name, a.phone, a.city, a.district, a.address, r.isDefault, a.status === 'PENDING' ? null : ids[r.i]],
    );
  }
}
