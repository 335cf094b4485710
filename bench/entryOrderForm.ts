// The entry-order keystroke bench's form and what is typed into it (issue 48): 60 fields of every
// type, with rules, and a script of keystrokes whose check result moves (problems appearing and
// disappearing). No Node imports: the baseline page bundles it with the rules (bench/inPage.ts).
import type { FormField } from '../src/domain/entryOrder/formFields';

const LOCODE = '[A-Z]{2}[A-Z2-9]{3}';
type Spec = [Key: string, LabelZh: string, LabelEn: string, Type: string, Required: boolean, Rule?: FormField['Rule']];

/** Six sections of ten fields: the order's own columns (17) and 43 of the form's own. */
const SECTIONS: [string, Spec[]][] = [
  [
    '航线 Route',
    [
      ['ENT_POL', '装货港', 'Port of loading', 'text', true, { regex: LOCODE }],
      ['ENT_POD', '卸货港', 'Port of discharge', 'text', true, { regex: LOCODE }],
      ['ENT_DELIVERY', '交货地', 'Place of delivery', 'text', false, { regex: LOCODE }],
      ['ENT_INCOTERM', '贸易条款', 'Incoterm', 'select:INCOTERM', false],
      ['ENT_FREIGHT_TERM', '运费条款', 'Freight term', 'select:FREIGHT_TERM', false],
      ['ENT_CARGO_READY', '货好日期', 'Cargo ready', 'date', true],
      ['ENT_ETD_FROM', '最早开船', 'ETD from', 'date', false],
      ['ENT_ETD_TO', '最晚开船', 'ETD to', 'date', false],
      ['TranshipPort', '中转港', 'Transhipment port', 'text', false, { regex: LOCODE }],
      ['VesselPref', '船公司偏好', 'Preferred carrier', 'text', false, { maxLength: 30 }],
    ],
  ],
  [
    '货物 Cargo',
    [
      ['ENT_CONTAINERS', '箱型箱量', 'Containers', 'container-grid', true, { min: 1, max: 20 }],
      ['ENT_PKGS', '件数', 'Packages', 'number', true, { min: 1, max: 99999 }],
      ['ENT_KG', '毛重(KG)', 'Gross weight (kg)', 'number', true, { min: 0.1, max: 60000 }],
      ['ENT_CBM', '体积(CBM)', 'Volume (cbm)', 'number', true, { min: 0.01, max: 300 }],
      ['ENT_GOODS', '品名', 'Description of goods', 'text', true, { maxLength: 500 }],
      ['ENT_HSCODE', 'HS编码', 'HS code', 'text', false, { regex: '\\d{6,10}' }],
      ['Goods', '货物明细', 'Goods lines', 'goods-grid', false, { max: 50 }],
      ['Marks', '唛头', 'Marks', 'text', false, { maxLength: 80 }],
      ['PackageKind', '包装种类', 'Package kind', 'text', false, { regex: '[A-Z]{2,4}' }],
      ['DangerClass', '危险品等级', 'IMO class', 'text', false, { regex: '[1-9](\\.[1-6])?' }],
    ],
  ],
  [
    '收发货人 Parties',
    [
      ['Shipper', '发货人', 'Shipper', 'party', true],
      ['Consignee', '收货人', 'Consignee', 'party', true],
      ['Notify', '通知人', 'Notify party', 'party', false],
      ['ShipperRef', '发货人参考号', 'Shipper reference', 'text', true, { regex: 'SR-\\d{4,6}' }],
      ['ConsigneeTax', '收货人税号', 'Consignee tax id', 'text', false, { regex: '[A-Z0-9]{8,15}' }],
      ['ContactName', '联系人', 'Contact', 'text', true, { maxLength: 20 }],
      ['ContactPhone', '联系电话', 'Contact phone', 'text', true, { regex: '\\+?\\d{7,15}' }],
      ['ContactEmail', '联系邮箱', 'Contact e-mail', 'text', false, { regex: '[^@\\s]+@[^@\\s]+\\.[a-z]{2,}' }],
      ['SalesCode', '销售代码', 'Sales code', 'text', false, { regex: 'S\\d{3}' }],
      ['Forwarder', '指定货代', 'Nominated forwarder', 'text', false, { maxLength: 40 }],
    ],
  ],
  [
    '单证 Documents',
    [
      ['PoNo', '采购单号', 'PO number', 'text', true, { regex: 'PO\\d{6}' }],
      ['InvoiceNo', '发票号', 'Invoice number', 'text', false, { regex: 'INV-\\d{4,8}' }],
      ['ContractNo', '合同号', 'Contract number', 'text', false, { maxLength: 30 }],
      ['LcNo', '信用证号', 'L/C number', 'text', false, { regex: '[A-Z0-9]{6,16}' }],
      ['BlCopies', '提单份数', 'B/L originals', 'number', false, { min: 0, max: 3 }],
      ['BlKind', '提单类型', 'B/L kind', 'select:FREIGHT_TERM', false],
      ['Service2', '附加服务', 'Extra service', 'select:SERVICE', false],
      ['Attachments', '随附单证', 'Attachments', 'file', false, { max: 5 }],
      ['DocRemarks', '单证要求', 'Document instructions', 'text', false, { maxLength: 1000 }],
      ['IssuePlace', '签单地', 'Place of issue', 'text', false, { regex: LOCODE }],
    ],
  ],
  [
    '费用 Charges',
    [
      ['DeclaredValue', '申报货值', 'Declared value', 'number', false, { min: 0, max: 10000000 }],
      ['InsuredValue', '保额', 'Insured value', 'number', false, { min: 0, max: 10000000 }],
      ['FreightBudget', '运费预算', 'Freight budget', 'number', false, { min: 0, max: 99999 }],
      ['Currency', '币种', 'Currency', 'text', false, { regex: '[A-Z]{3}' }],
      ['PayerCode', '付款方代码', 'Payer code', 'text', false, { regex: 'P\\d{4}' }],
      ['CreditDays', '账期(天)', 'Credit days', 'number', false, { min: 0, max: 90 }],
      ['TruckCount', '拖车数', 'Trucks', 'number', false, { min: 0, max: 20 }],
      ['Temperature', '温度(℃)', 'Temperature (°C)', 'number', false, { min: -30, max: 30 }],
      ['Humidity', '湿度(%)', 'Humidity (%)', 'number', false, { min: 0, max: 100 }],
      ['Ventilation', '通风(CBM/H)', 'Ventilation (cbm/h)', 'number', false, { min: 0, max: 250 }],
    ],
  ],
  [
    '其他 Other',
    [
      ['LoadingDate', '装箱日期', 'Stuffing date', 'date', false],
      ['CustomsDate', '报关日期', 'Customs date', 'date', false],
      ['WarehouseIn', '进仓日期', 'Warehouse in', 'date', false],
      ['Trade', '成交方式', 'Terms of sale', 'select:INCOTERM', false],
      ['Service3', '其他服务', 'Other service', 'select:SERVICE', false],
      ['WarehouseCode', '仓库代码', 'Warehouse code', 'text', false, { regex: 'WH\\d{2}' }],
      ['BookingParty', '订舱人', 'Booking party', 'text', false, { maxLength: 40 }],
      ['Remarks', '备注', 'Remarks', 'text', false, { maxLength: 60 }],
      ['InternalRef', '内部编号', 'Internal reference', 'text', false, { regex: '[A-Z]{3}\\d{5}' }],
      ['Priority', '优先级', 'Priority', 'number', false, { min: 1, max: 5 }],
    ],
  ],
];

/** The form's 60 fields, in sections of ten. */
export const ENTRY_BENCH_FIELDS: FormField[] = SECTIONS.flatMap(([Section, specs], s) =>
  specs.map(([Key, LabelZh, LabelEn, Type, Required, Rule], i) => ({
    Key,
    LabelZh,
    LabelEn,
    Type,
    Required,
    ...(Rule ? { Rule } : {}),
    Section,
    Order: (s * 10 + i + 1) * 10,
  })),
);

/** Backspace in a typing script. */
export const BACKSPACE = '\b';

/**
 * What is typed, field by field: a person entering an order, slips corrected, most keys moving the
 * check (FORMAT until the value fits, TOO_LONG, ABOVE/BELOW, REQUIRED when emptied again). The
 * first WARM_UP_FIELDS are typed first and not counted.
 */
export const ENTRY_BENCH_TYPING: { key: string; keys: string }[] = [
  // warm-up
  { key: 'VesselPref', keys: 'MAERSK OR MSC\b\b\b\b\b\b\bONLY' },
  { key: 'Currency', keys: 'USDX\b' },
  { key: 'SalesCode', keys: 'S1234\b' },
  // counted
  { key: 'ENT_POL', keys: 'CNSHAX\b' },
  { key: 'ENT_POD', keys: 'USLAXX\b\b\bGB' },
  { key: 'ENT_DELIVERY', keys: 'USCH1\b\bIC' },
  { key: 'TranshipPort', keys: 'SGSINN\b' },
  { key: 'ENT_PKGS', keys: '0\b1200000\b\b' },
  { key: 'ENT_KG', keys: '0.05\b\b\b\b18,650.5' },
  { key: 'ENT_CBM', keys: '0\b66.81' },
  { key: 'ENT_GOODS', keys: 'SOFAS AND CHAIRS' },
  { key: 'ENT_HSCODE', keys: '94016\b\b\b\b\b940161' },
  { key: 'Marks', keys: 'N/M' },
  { key: 'PackageKind', keys: 'CTNS\b' },
  { key: 'DangerClass', keys: '3.\b.2\b' },
  { key: 'ShipperRef', keys: 'SR-2026111\b' },
  { key: 'ConsigneeTax', keys: 'US12345\b\b\b\b\b\b\b9876543210' },
  { key: 'ContactName', keys: 'CHEN CHEN AND ZHAO LEI\b\b\b\b\b\b\b\b\b\b\b\b\b' },
  { key: 'ContactPhone', keys: '+86138000000001\b\b' },
  { key: 'ContactEmail', keys: 'chen@hztx.com' },
  { key: 'PoNo', keys: 'PO2026110\b' },
  { key: 'InvoiceNo', keys: 'INV-20261\b' },
  { key: 'LcNo', keys: 'LC12345' },
  { key: 'BlCopies', keys: '4\b3' },
  { key: 'DeclaredValue', keys: '125,000' },
  { key: 'InsuredValue', keys: '-\b137500' },
  { key: 'FreightBudget', keys: '1000000\b\b' },
  { key: 'PayerCode', keys: 'P00011\b' },
  { key: 'CreditDays', keys: '120\b\b45' },
  { key: 'TruckCount', keys: '25\b\b2' },
  { key: 'Temperature', keys: '-35\b\b18' },
  { key: 'Humidity', keys: '101\b\b85' },
  { key: 'WarehouseCode', keys: 'WH071\b' },
  { key: 'Remarks', keys: 'CALL BEFORE LOADING' },
  { key: 'InternalRef', keys: 'HZT202611\b' },
  { key: 'Priority', keys: '6\b0\b3' },
];
export const WARM_UP_FIELDS = 3;

/** The text of a field after each of its keystrokes. */
export function textsAfter(keys: string): string[] {
  const out: string[] = [];
  let text = '';
  for (const k of keys) {
    text = k === BACKSPACE ? text.slice(0, -1) : text + k;
    out.push(text);
  }
  return out;
}
