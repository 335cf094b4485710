import { MANIFEST_SETUP_PAGES as G } from '../../../src/contract/manifestSetup/module';
import type { PartyBlock } from '../../../src/contract/manifestSetup/party';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, seedDemoRoles, syncMenuButtons } from '../access/public';
import { seedDemoStaff } from '../staff/public';

/**
 * The setup's seed: its buttons on the roles that hold its menus (a manifest setup clerk on the
 * platform, the customers' template role for their own templates), the platform's filing
 * configurations and one company's, the standard remarks, and demo SFT templates.
 */
export async function seedManifestSetupAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoStaff(tx, [{ account: 'manifest.setup@demo.test', name: '舱单配置员' }]);
  await seedDemoRoles(tx, [
    {
      name: '舱单设置',
      description: '维护舱单配置、备注与收发通模板',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: [G.configList, G.remarks, G.sftList],
      buttons: {
        [G.configList]: ['editManifestConfig'],
        [G.remarks]: ['editManifestRemark'],
        [G.sftList]: ['editSftTemplate'],
      },
      holders: ['manifest.setup@demo.test'],
    },
  ]);
  // the customers' template role holds the whole external tree: the template pages' new button joins it
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: [G.customerSftList, G.workbenchSftList] }, ['editSftTemplate']);
}

type ConfigSeed = {
  company?: string;
  filing: string;
  carrier?: string;
  port?: string;
  customs?: string;
  sender?: string;
  hours: number;
  verify: boolean;
  auto?: boolean;
  siMatch?: boolean;
  contact?: boolean;
  remark: string;
};

/**
 * The platform default for China's export pre-manifest (24 h before loading, verification, the
 * simulator); COSCO at Ningbo wants the other data 48 h before loading (its earlier manifest
 * cut-off); the US AMS default; and 天祥, a trusted customer, files without staff verification.
 */
const CONFIGS: ConfigSeed[] = [
  { filing: 'CN_EXPORT', customs: '2200', sender: '3122480063', hours: 24, verify: true, remark: '平台默认：中国出口预配舱单，装船前 24 小时' },
  {
    filing: 'CN_EXPORT',
    carrier: 'COSU',
    port: 'CNNGB',
    customs: '3100',
    sender: '3122480063',
    hours: 48,
    verify: true,
    contact: true,
    remark: '中远宁波：舱单截止提前至装船前 48 小时，需收货人联系人',
  },
  { filing: 'US_AMS', sender: 'GFPS', hours: 24, verify: true, remark: 'US AMS: 24 hours before lading at the foreign port' },
  {
    company: 'CUS-HZTX',
    filing: 'CN_EXPORT',
    customs: '2900',
    sender: '3122480063',
    hours: 24,
    verify: false,
    siMatch: true,
    remark: '天祥：长期客户，提交后无需人工审核',
  },
];

/** Return reasons, manifest remarks and change-reason codes (the codes are ours; the customs gateway maps them when it is real). */
const REMARKS: [use: string, code: string, zh: string, en: string][] = [
  ['REJECT_REASON', 'R01', '收发货人企业代码缺失或有误', "The shipper's or consignee's enterprise code is missing or wrong"],
  ['REJECT_REASON', 'R02', '货物描述笼统，请填写具体英文品名', 'The goods description is vague: give the precise goods in English'],
  ['REJECT_REASON', 'R03', 'HS 编码缺失或位数不对', 'An HS code is missing or has the wrong number of digits'],
  ['REJECT_REASON', 'R04', '箱号、封号与装箱单不一致', 'Container or seal numbers differ from the packing list'],
  ['REJECT_REASON', 'R05', '与已审核的提单补料（SI）不一致', 'Differs from the approved shipping instruction'],
  ['REJECT_REASON', 'R06', '危险品信息不全（UN 编号、类别、联系人及电话）', 'Dangerous goods data incomplete (UN number, class, contact and phone)'],
  ['REJECT_REASON', 'R99', '其他，见备注', 'Other: see the remarks'],
  ['MANIFEST_REMARK', 'M01', '货主自装自计自封', "SHIPPER'S LOAD, STOW, COUNT AND SEAL"],
  ['MANIFEST_REMARK', 'M02', '运费预付', 'FREIGHT PREPAID'],
  ['MANIFEST_REMARK', 'M03', '运费到付', 'FREIGHT COLLECT'],
  ['MANIFEST_REMARK', 'M04', '无实木包装', 'NO SOLID WOOD PACKING MATERIAL'],
  ['CHANGE_REASON', 'C01', '录入差错更正', 'Correction of a keying error'],
  ['CHANGE_REASON', 'C02', '复核后件数、重量或体积变更', 'Packages, weight or volume changed after re-checking'],
  ['CHANGE_REASON', 'C03', '收货人或通知人信息变更', 'Consignee or notify party details changed'],
  ['CHANGE_REASON', 'C04', '商品编码或货物描述更正', 'HS code or goods description corrected'],
  ['CHANGE_REASON', 'C05', '封号更正', 'Seal number corrected'],
  ['CHANGE_REASON', 'C06', '卸货港或交货地变更', 'Port of discharge or place of delivery changed'],
  ['CHANGE_REASON', 'C07', '拆票或并票', 'Bill split or combined'],
  ['CHANGE_REASON', 'C99', '其他原因，见说明', 'Other reason: see the remarks'],
];

const TX_SHIPPER: PartyBlock = {
  NAME: 'HANGZHOU TIANXIANG IMPORT & EXPORT CO., LTD.',
  ADDRESS: 'NO. 88 JIANGNAN AVENUE, BINJIANG\nHANGZHOU, ZHEJIANG',
  CITY: 'HANGZHOU',
  POSTCODE: '310051',
  COUNTRY: 'CN',
  CODE: 'USCI+91330100MA2H3TX01F',
  AEO: 'AEOCN3301960123',
  PHONE_TYPE: 'TE',
  PHONE: '+86 571 8888 6666',
};
const HY_SHIPPER: PartyBlock = {
  NAME: 'NINGBO HAIYUE TRADING CO., LTD.',
  ADDRESS: 'ROOM 1203, NO. 1 ZHONGSHAN EAST ROAD\nHAIZU DISTRICT, NINGBO, ZHEJIANG',
  CITY: 'NINGBO',
  COUNTRY: 'CN',
  CODE: 'USCI+91330201MA2AHY515F',
  PHONE_TYPE: 'TE',
  PHONE: '+86 574 8766 1200',
};

type TemplateSeed = { company: string; name: string; scope: string; shipper: PartyBlock; consignee: PartyBlock; notify: PartyBlock };
const TEMPLATES: TemplateSeed[] = [
  {
    company: 'CUS-HZTX',
    name: 'LA 家居 NORDIC HOME',
    scope: 'BOTH',
    shipper: TX_SHIPPER,
    consignee: {
      NAME: 'NORDIC HOME GOODS INC.',
      ADDRESS: '1200 HARBOR BLVD\nLONG BEACH, CA 90802',
      CITY: 'LONG BEACH',
      POSTCODE: '90802',
      COUNTRY: 'US',
      CODE: 'EIN+95-4823107',
      PHONE_TYPE: 'TE',
      PHONE: '+1 562 555 0142',
      CONTACT_NAME: 'EMILY CARTER',
      CONTACT_PHONE: '+1 562 555 0143',
      TYPE_OF_PERSON: 'LEGAL',
    },
    notify: { NAME: 'SAME AS CONSIGNEE' },
  },
  {
    company: 'CUS-HZTX',
    name: '汉堡 TO ORDER',
    scope: 'MANIFEST',
    shipper: TX_SHIPPER,
    consignee: { NAME: 'TO ORDER', COUNTRY: 'DE', CODE: '9999+TO ORDER' },
    notify: {
      NAME: 'HANSEATIC TRADING GMBH',
      ADDRESS: 'GROSSE ELBSTRASSE 145\n22767 HAMBURG',
      COUNTRY: 'DE',
      CODE: 'EORI+DE812345678901234',
      PHONE_TYPE: 'TE',
      PHONE: '+49 40 3861 2200',
      EORI: 'DE812345678901234',
    },
  },
  {
    // an early pilot-region code that fails GB 32100's check character, kept with a reason
    company: 'CUS-HZTX',
    name: '义乌工厂直发',
    scope: 'BOTH',
    shipper: {
      NAME: 'YIWU XINGHE CRAFTS FACTORY',
      ADDRESS: 'NO. 16 CHOUZHOU NORTH ROAD\nYIWU, ZHEJIANG',
      COUNTRY: 'CN',
      CODE: 'USCI+913307820000123456',
      CODE_OVERRIDE: '工商登记证照核对无误（早期试点代码）',
      PHONE_TYPE: 'TE',
      PHONE: '+86 579 8555 0101',
    },
    consignee: {},
    notify: {},
  },
  {
    company: 'CUS-NBHY',
    name: 'FELIXSTOWE OCEANIC',
    scope: 'BOTH',
    shipper: HY_SHIPPER,
    consignee: {
      NAME: 'OCEANIC IMPORTS LTD',
      ADDRESS: 'UNIT 4, DOCK ROAD\nFELIXSTOWE IP11 3QW',
      COUNTRY: 'GB',
      CODE: 'EORI+GB123456789000',
      PHONE_TYPE: 'TE',
      PHONE: '+44 1394 600 100',
    },
    notify: { NAME: 'SAME AS CONSIGNEE' },
  },
];

export async function seedManifestSetupDemo(tx: Queryable): Promise<void> {
  for (const c of CONFIGS)
    await tx.query(
      `insert into manifest_configs (company_id, mcf_filing, mcf_carrier, mcf_loading_code, mcf_customs_code, mcf_sender_code, mcf_channel,
         mcf_deadline_hours, mcf_require_verify, mcf_auto_send, mcf_require_si_match, mcf_require_contact, mcf_remark)
       select (select id from company_directory where code = $1), $2, $3, $4, $5, $6, 'SIMULATOR', $7, $8, $9, $10, $11, $12
       where $1::text is null or exists (select 1 from company_directory where code = $1)
       on conflict do nothing`,
      [
        c.company ?? null,
        c.filing,
        c.carrier ?? '',
        c.port ?? '',
        c.customs ?? '',
        c.sender ?? '',
        c.hours,
        c.verify,
        c.auto ?? false,
        c.siMatch ?? true,
        c.contact ?? false,
        c.remark,
      ],
    );
  for (const [i, [use, code, zh, en]] of REMARKS.entries())
    await tx.query(`insert into manifest_remarks (mrk_code, mrk_use, mrk_text_zh, mrk_text_en, mrk_sort) values ($1, $2, $3, $4, $5) on conflict do nothing`, [
      code,
      use,
      zh,
      en,
      (i + 1) * 10,
    ]);
  for (const t of TEMPLATES)
    await tx.query(
      `insert into manifest_sft_templates (company_id, sft_name, sft_scope, shipper, consignee, notify)
       select id, $2, $3, $4, $5, $6 from company_directory where code = $1
       on conflict do nothing`,
      [t.company, t.name, t.scope, JSON.stringify(t.shipper), JSON.stringify(t.consignee), JSON.stringify(t.notify)],
    );
}
