import { randomUUID } from 'node:crypto';
import { PACKING_ACCESS, STAFF_PACKING_PAGES, WORKBENCH_PACKING_PAGES } from '../../../src/contract/packing/module';
import { lineTotals } from '../../../src/domain/packing/check';
import { formatPklNo } from '../../../src/domain/packing/number';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { BUYERS_ONLY_PAGES, folderPath } from '../../../src/routes/defaultMenus';
import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { seedPerson } from '../../platform/seedDb';
import { recordDocEvent } from '../../platform/spine/docEvents';
import {
  giveRolesToEmployees,
  grantButtonsToRoles,
  grantMenusToRoles,
  grantPlatformRole,
  revokePagesFromRoles,
  seedDemoRoles,
  seedMenus,
  syncMenuButtons,
} from '../access/public';
import { DEMO_PASSWORD } from '../auth/public';
import { ensureCompany, fillCompanyContact } from '../companies/public';
import { insertEmployee, seedDemoStaff } from '../staff/public';
import type { StoredLine } from './repository';

/**
 * Packing lists in the demo (issue 34): the operator's role and clerk, the packing-list buttons for
 * the customers' and providers' template roles, a trucking company (上海畅达集装箱运输, a provider)
 * with its dispatcher, then packing lists on the released demo bookings in every state — applied,
 * opened with the trucker assigned, data submitted, approved, returned, rejected, cancelled, one
 * split with its children, one universal — with real container numbers (the bookings' own, ISO 6346),
 * seals and goods lines. Free slots are left on every booking for the pages' own tests.
 */

const buttonsOf = (pages: readonly string[]) => {
  const out: Record<string, string[]> = {};
  for (const row of Object.values(PACKING_ACCESS)) {
    if (!('button' in row) || !row.button) continue;
    for (const m of row.menus) if (pages.includes(m)) out[m] = [...new Set([...(out[m] ?? []), row.button])];
  }
  return out;
};

export const TRUCKER_COMPANY = { code: 'PRV-SHCD', zh: '上海畅达集装箱运输有限公司', en: 'Shanghai Changda Container Trucking Co., Ltd.' };
export const TRUCKER_ACCOUNT = { account: 'trucker@demo.test', name: '马军' };

export async function seedPackingAccess(tx: Queryable): Promise<void> {
  // the packing-list pages join trees seeded before them, and their buttons exist
  await seedMenus(tx);
  await syncMenuButtons(tx);
  // the template roles hold the workbench pages already (every external menu): their new buttons join them
  const workbench = { tree: 'external', paths: WORKBENCH_PACKING_PAGES } as const;
  for (const kind of ['customer', 'provider'] as const) {
    await grantMenusToRoles(tx, { standard: kind }, workbench);
    await grantButtonsToRoles(tx, { standard: kind }, workbench, '*');
  }
  // the trucking company and its dispatcher (a provider's employee: the provider template role)
  const truckerId = await ensureCompany(tx, { code: TRUCKER_COMPANY.code, nameZh: TRUCKER_COMPANY.zh, nameEn: TRUCKER_COMPANY.en, kind: 'provider' });
  await fillCompanyContact(tx, TRUCKER_COMPANY.code, { contact: '马军', phone: '021-5677 8800', address: '上海市浦东新区外高桥港区港建路 168 号' });
  const userId = await insertUser(tx, TRUCKER_ACCOUNT.account, TRUCKER_ACCOUNT.name, await hashPassword(DEMO_PASSWORD));
  if (userId && truckerId) {
    const dispatcher = await insertEmployee(tx, { companyId: truckerId, userId, name: TRUCKER_ACCOUNT.name });
    await giveRolesToEmployees(tx, { standard: 'provider' }, [dispatcher]);
  }
  // the platform's operator (操作员): the packing-list queues and managers
  await seedDemoStaff(tx, [{ account: 'operator@demo.test', name: '吴敏' }]);
  await seedDemoRoles(tx, [
    {
      name: '操作员',
      description: '审核装箱单申请与装箱数据，开装箱单、指派车队、拆分与作废',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: [folderPath('cargoManager')],
      buttons: buttonsOf(STAFF_PACKING_PAGES),
      holders: ['operator@demo.test'],
    },
  ]);
}

/**
 * Who applies (issue 34): staff on a customer's behalf take the queues' new `applyOnBehalf` button
 * (the operator's role gets it), and only customers apply themselves — the provider template role and
 * providers' own roles give up the application page and its buttons, granted with every workbench page
 * before. A provider's menu tree leaves the page out anyway (the contract's buyersOnlyPages); this
 * keeps the role editor truthful.
 */
export async function seedWhoApplies(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  const onBehalf = PACKING_ACCESS.packingApplyOnBehalf;
  if (onBehalf.button) await grantPlatformRole(tx, '操作员', onBehalf.menus, [onBehalf.button], false);
  await revokePagesFromRoles(tx, { everyOfKind: 'provider' }, { tree: 'external', paths: BUYERS_ONLY_PAGES });
}

// ─── the demo packing lists ───────────────────────────────────────────────────────────────────────

type Goods = Omit<StoredLine, 'PKD_SEQ'>;
const line = (cn: string, en: string, hs: string, pkg: string, num: number, kg: number, m3: number, marks = 'N/M'): Goods => ({
  PKD_CNGOODS: cn,
  PKD_GOODS: en,
  PKD_HSCODE: hs,
  PKD_MARKS: marks,
  PKD_PACKAGE: pkg,
  PKD_NUM: num,
  PKD_WEIGHT: kg,
  PKD_NET_WEIGHT: Math.round(kg * 0.92 * 1000) / 1000,
  PKD_VOLUME: m3,
  PKD_UNNO: '',
  PKD_IMO_CLASS: '',
});

const LED = line('LED 平板灯', 'LED PANEL LIGHTS', '9405420000', 'CT', 860, 7_310, 58.5, 'TX-LED\nHAMBURG\nC/NO.1-860');
const DRIVER = line('LED 驱动电源', 'LED DRIVERS', '8504409999', 'CT', 240, 2_160, 8.2, 'TX-DRV\nHAMBURG');
const FURNITURE = line('实木餐桌', 'SOLID WOOD DINING TABLES', '9403609990', 'PK', 120, 9_600, 64.0);
const CHAIRS = line('餐椅', 'DINING CHAIRS', '9401619000', 'CT', 480, 4_320, 11.5);
const YARN = line('涤纶纱线', 'POLYESTER YARN', '5402330000', 'BG', 720, 18_000, 26.0);
const PUMPS = line('离心水泵', 'CENTRIFUGAL WATER PUMPS', '8413709990', 'CS', 40, 11_200, 24.0);

type Demo = {
  cgo?: string;
  universal?: { bookingNo: string; carrier: string; vessel: string; voyage: string; pol: string; pod: string; company: string };
  type: string;
  slot: number;
  status: number;
  /** index of the booking's container number of this type; none: not filled yet */
  box?: number;
  seal?: string;
  goods?: Goods[];
  trucker?: boolean;
  remarks?: string;
  decision?: string;
  /** the split's children: the parent's goods divided */
  children?: Goods[][];
  /** events, oldest first (the applied one is implied) */
  history: [type: string, by: 'customer' | 'operator' | 'trucker', detail?: Record<string, unknown>][];
};

const DEMO: Demo[] = [
  // 杭州天祥, COSCO SHIPPING ARIES 031W: all three boxes approved; the demo container events gate them in (state 7)
  {
    cgo: 'CGO-HZTX-2611-001',
    type: '40HQ',
    slot: 1,
    status: PKL_STATUS.DATA_APPROVED,
    box: 0,
    seal: 'CSA2611001',
    goods: [LED, DRIVER],
    trucker: true,
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
      ['DataSaved', 'trucker'],
      ['DataSubmitted', 'trucker'],
      ['DataApproved', 'operator'],
    ],
  },
  {
    cgo: 'CGO-HZTX-2611-001',
    type: '40HQ',
    slot: 2,
    status: PKL_STATUS.DATA_APPROVED,
    box: 1,
    seal: 'CSA2611002',
    goods: [{ ...LED, PKD_NUM: 900, PKD_WEIGHT: 7_650, PKD_NET_WEIGHT: 7_038, PKD_VOLUME: 61.2 }],
    trucker: true,
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
      ['DataSaved', 'trucker'],
      ['DataSubmitted', 'trucker'],
      ['DataApproved', 'operator'],
    ],
  },
  {
    cgo: 'CGO-HZTX-2611-001',
    type: '20GP',
    slot: 1,
    status: PKL_STATUS.DATA_APPROVED,
    box: 0,
    seal: 'CSA2611003',
    goods: [DRIVER],
    trucker: true,
    remarks: '请于 12 月 1 日前提箱',
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
      ['DataSaved', 'trucker'],
      ['DataSubmitted', 'trucker'],
      ['DataApproved', 'operator'],
    ],
  },
  // MAERSK EINDHOVEN 248E: one returned, one applied, a rejected and a cancelled application
  {
    cgo: 'CGO-HZTX-2611-002',
    type: '40HQ',
    slot: 1,
    status: PKL_STATUS.DATA_RETURNED,
    box: 0,
    seal: 'ML4811220',
    goods: [FURNITURE, { ...CHAIRS, PKD_NUM: 300, PKD_WEIGHT: 2_700, PKD_NET_WEIGHT: 2_484, PKD_VOLUME: 7.2 }],
    decision: '毛重与过磅单不符，请核对后重新提交',
    history: [
      ['Opened', 'operator'],
      ['DataSaved', 'customer'],
      ['DataSubmitted', 'customer'],
      ['DataReturned', 'operator', { Remarks: '毛重与过磅单不符，请核对后重新提交' }],
    ],
  },
  { cgo: 'CGO-HZTX-2611-002', type: '40HQ', slot: 2, status: PKL_STATUS.APPLIED, remarks: '第二柜 12 月 3 日装货', history: [] },
  {
    cgo: 'CGO-HZTX-2611-002',
    type: '40HQ',
    slot: 3,
    status: PKL_STATUS.REJECTED,
    decision: '该柜货物尚未备妥，请备货后再申请',
    history: [['Rejected', 'operator', { Remarks: '该柜货物尚未备妥，请备货后再申请' }]],
  },
  {
    cgo: 'CGO-HZTX-2611-002',
    type: '40HQ',
    slot: 3,
    status: PKL_STATUS.CANCELLED,
    decision: '客户改为拼箱出运',
    history: [['Cancelled', 'customer', { Reason: '客户改为拼箱出运', From: 1 }]],
  },
  // EVERGREEN: the 20GP split in two (the parent cancelled SPLIT, the children opened on slots 1 and 2)
  {
    cgo: 'CGO-HZTX-2611-003',
    type: '20GP',
    slot: 1,
    status: PKL_STATUS.CANCELLED,
    goods: [YARN],
    decision: 'SPLIT',
    children: [
      [{ ...YARN, PKD_NUM: 400, PKD_WEIGHT: 10_000, PKD_NET_WEIGHT: 9_200, PKD_VOLUME: 14.4 }],
      [{ ...YARN, PKD_NUM: 320, PKD_WEIGHT: 8_000, PKD_NET_WEIGHT: 7_360, PKD_VOLUME: 11.6 }],
    ],
    history: [['Opened', 'operator']],
  },
  // the 40GP stuffed and submitted by the trucker, waiting for the operator's audit
  {
    cgo: 'CGO-HZTX-2611-003',
    type: '40GP',
    slot: 1,
    status: PKL_STATUS.DATA_SUBMITTED,
    box: 0,
    seal: 'EGL1120010',
    goods: [{ ...YARN, PKD_NUM: 560, PKD_WEIGHT: 14_000, PKD_NET_WEIGHT: 12_880, PKD_VOLUME: 20.2 }],
    trucker: true,
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
      ['DataSaved', 'trucker'],
      ['DataSubmitted', 'trucker'],
    ],
  },
  // 宁波海越: one opened for the trucker, one applied, one approved
  {
    cgo: 'CGO-NBHY-2611-002',
    type: '40HQ',
    slot: 1,
    status: PKL_STATUS.OPENED,
    trucker: true,
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
    ],
  },
  { cgo: 'CGO-NBHY-2611-002', type: '40HQ', slot: 2, status: PKL_STATUS.APPLIED, history: [] },
  {
    cgo: 'CGO-NBHY-2611-002',
    type: '40HQ',
    slot: 3,
    status: PKL_STATUS.DATA_APPROVED,
    box: 2,
    seal: 'ONE0870223',
    goods: [PUMPS],
    trucker: true,
    history: [
      ['Opened', 'operator'],
      ['TruckerAssigned', 'operator'],
      ['DataSaved', 'trucker'],
      ['DataSubmitted', 'trucker'],
      ['DataApproved', 'operator'],
    ],
  },
  // 杭州天祥's universal packing list: a booking made directly with ONE
  {
    universal: {
      bookingNo: 'SHAG61234500',
      carrier: 'ONEY',
      vessel: 'ONE HARMONY',
      voyage: '062E',
      pol: 'CNSHA',
      pod: 'USLAX',
      company: 'CUS-HZTX',
    },
    type: '40GP',
    slot: 1,
    status: PKL_STATUS.OPENED,
    goods: [PUMPS],
    history: [['Opened', 'operator']],
  },
];

const SEQ = (goods: Goods[]): StoredLine[] => goods.map((g, i) => ({ ...g, PKD_SEQ: i + 1 }));

export async function seedDemoPackingLists(tx: Queryable): Promise<void> {
  const people = new Map<string, string | undefined>();
  for (const account of ['customer@demo.test', 'customer2@demo.test', 'operator@demo.test', 'trucker@demo.test'])
    people.set(account, (await seedPerson(tx, account))?.id);
  const idOf = (account: string) => people.get(account);
  const operator = idOf('operator@demo.test');
  const trucker = idOf('trucker@demo.test');
  const [truckerCo] = await tx.query<{ id: string }>('select id from company_directory where code = $1', [TRUCKER_COMPANY.code]);
  if (!operator || !trucker || !truckerCo) return;
  const now = Date.now();
  let minutes = 60 * 24 * 6;
  const at = () => {
    minutes -= 47;
    return new Date(now - minutes * 60_000);
  };
  for (const d of DEMO) {
    const [b] = d.cgo
      ? await tx.query<Record<string, unknown>>(
          `select b.*, c.code as company_code from booking_facts b join company_directory c on c.id = b.company_id where b.cgo_id = $1`,
          [d.cgo],
        )
      : [undefined];
    if (d.cgo && !b) continue;
    const companyCode = (b?.company_code as string) ?? d.universal!.company;
    const customer = idOf(companyCode === 'CUS-NBHY' ? 'customer2@demo.test' : 'customer@demo.test');
    if (!customer) continue;
    const actor = { customer, operator, trucker };
    const boxes = ((b?.containers as { TYPE: string; CNNOS?: string[] }[]) ?? []).find((c) => c.TYPE === d.type)?.CNNOS ?? [];
    const cnno = d.box === undefined ? '' : (boxes[d.box] ?? withCheckDigit(`ONEU${String(600_100 + d.slot).padStart(6, '0')}`));
    const lines = SEQ(d.goods ?? []);
    const t = lineTotals(lines);
    const opened = d.status !== PKL_STATUS.APPLIED && d.status !== PKL_STATUS.REJECTED && !(d.status === PKL_STATUS.CANCELLED && !d.children);
    const appliedAt = at();
    const pklNo = opened ? formatPklNo(appliedAt, Number((await tx.query<{ n: string }>("select nextval('packing_list_no_seq') as n"))[0]!.n)) : null;
    const filled = Boolean(d.seal);
    const u = d.universal;
    const [row] = await tx.query<{ id: string }>(
      `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code,
          pkl_discharge_code, pkl_delivery_code, pkl_cntr_type, pkl_slot, pkl_empty_depot, pkl_return_terminal, pkl_terminal_code, pkl_trucker_id,
          pkl_truck_plate, pkl_driver_name, pkl_driver_phone, pkl_eir_no, pkl_cnno, pkl_sealno, pkl_tare_kg, pkl_stuff_place, pkl_stuff_at,
          pkl_num, pkl_weight, pkl_volume, pkl_apply_batch, pkl_status, pkl_remarks, pkl_decision_remarks, version, created_by, created_at, updated_at)
       select c.id, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29,
              $30, $31, $32, $33, $34, $35, $36, $36
         from company_directory c where c.code = $1
       returning id`,
      [
        companyCode,
        pklNo,
        u ? 2 : 1,
        d.cgo ?? null,
        u ? u.bookingNo : (b!.mbl_no as string),
        u ? u.carrier : (b!.carrier as string),
        u ? u.vessel : (b!.vessel as string),
        u ? u.voyage : (b!.voyage as string),
        u ? u.pol : (b!.loading_code as string),
        u ? u.pod : (b!.discharge_code as string),
        u ? u.pod : ((b!.delivery_code as string) ?? ''),
        d.type,
        d.slot,
        opened ? '外高桥港区五期堆场' : '',
        opened ? '上海明东集装箱码头' : '',
        opened ? 'MDCT' : '',
        d.trucker ? truckerCo.id : null,
        d.trucker ? '沪D·8G217' : '',
        d.trucker ? '马军' : '',
        d.trucker ? '13916627310' : '',
        opened ? `EIR${String(d.slot).padStart(2, '0')}${(pklNo ?? '').slice(-6)}` : '',
        cnno,
        d.seal ?? '',
        filled ? (d.type.startsWith('20') ? 2_250 : 3_900) : null,
        filled ? '杭州市余杭区仁和街道工厂仓库' : '',
        filled ? new Date(now - 36 * 3_600_000) : null,
        t.packages,
        t.weight,
        t.volume,
        randomUUID(),
        d.status,
        d.remarks ?? '',
        d.decision ?? '',
        1 + d.history.length,
        customer,
        appliedAt,
      ],
    );
    const id = Number(row!.id);
    for (const l of lines)
      await tx.query(
        `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_marks, pkd_package, pkd_num, pkd_weight, pkd_net_weight, pkd_volume)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, l.PKD_SEQ, l.PKD_CNGOODS, l.PKD_GOODS, l.PKD_HSCODE, l.PKD_MARKS, l.PKD_PACKAGE, l.PKD_NUM, l.PKD_WEIGHT, l.PKD_NET_WEIGHT, l.PKD_VOLUME],
      );
    const event = (docId: number, type: string, by: keyof typeof actor, detail: Record<string, unknown> = {}) =>
      recordDocEvent(tx, { docType: 'packingList', docId, actor: { kind: 'employee', id: Number(actor[by]) }, type: `v1.PackingList${type}`, detail });
    await event(id, 'Applied', 'customer', { CGO_ID: d.cgo ?? null, Type: d.type, Slot: d.slot, ...(u ? { Universal: u } : {}) });
    for (const [type, by, detail] of d.history)
      await event(id, type, by, type === 'Opened' ? { PKL_NO: pklNo } : type === 'TruckerAssigned' ? { TruckerId: Number(truckerCo.id) } : (detail ?? {}));
    // the split: the children on the parent's slot and the next, each its share of the goods
    const childIds: number[] = [];
    for (const [i, goods] of (d.children ?? []).entries()) {
      const cl = SEQ(goods);
      const ct = lineTotals(cl);
      const no = formatPklNo(new Date(), Number((await tx.query<{ n: string }>("select nextval('packing_list_no_seq') as n"))[0]!.n));
      const [child] = await tx.query<{ id: string }>(
        `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code,
            pkl_discharge_code, pkl_delivery_code, pkl_cntr_type, pkl_slot, pkl_empty_depot, pkl_return_terminal, pkl_terminal_code, pkl_num, pkl_weight,
            pkl_volume, pkl_parent_id, pkl_apply_batch, pkl_status, version, created_by)
         select company_id, $2, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code, pkl_discharge_code,
                pkl_delivery_code, pkl_cntr_type, $3, pkl_empty_depot, pkl_return_terminal, pkl_terminal_code, $4, $5, $6, id, pkl_apply_batch, 2, 1, $7
           from packing_lists where id = $1
         returning id`,
        [id, no, i + 1, ct.packages, ct.weight, ct.volume, operator],
      );
      const childId = Number(child!.id);
      for (const l of cl)
        await tx.query(
          `insert into packing_list_lines (pkl_id, pkd_seq, pkd_cngoods, pkd_goods, pkd_hscode, pkd_marks, pkd_package, pkd_num, pkd_weight, pkd_net_weight, pkd_volume)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [childId, l.PKD_SEQ, l.PKD_CNGOODS, l.PKD_GOODS, l.PKD_HSCODE, l.PKD_MARKS, l.PKD_PACKAGE, l.PKD_NUM, l.PKD_WEIGHT, l.PKD_NET_WEIGHT, l.PKD_VOLUME],
        );
      await event(childId, 'SplitFrom', 'operator', { ParentId: id, ParentNo: pklNo, PKL_NO: no });
      childIds.push(childId);
    }
    if (childIds.length) await event(id, 'Split', 'operator', { ChildIds: childIds });
  }
}
