/**
 * The words of the manifest rules (operations.md §7.6), in both languages: a problem travels as
 * `Code` and `Params`; `Message` renders it in the request's language (Chinese by default). The
 * container-number words are the SI check's, never written a second time.
 */
import { collector as packingCollector, type Lang, type Params, type Problem, type Render } from '../packing/public';
import { renderProblem as renderSi, type SiProblemCode } from '../si/public';
import { timesInWords } from '../refdata/public';

export type { Lang, Params, Problem };

const si = (code: SiProblemCode): Render => ({ zh: (p) => renderSi(code, p, 'zh'), en: (p) => renderSi(code, p, 'en') });

/** What the messages call the parties and fields they name. */
const PARTY: Record<string, { zh: string; en: string }> = {
  Shipper: { zh: '发货人', en: 'shipper' },
  Consignee: { zh: '收货人', en: 'consignee' },
  Notify: { zh: '通知人', en: 'notify party' },
};
const FIELD: Record<string, { zh: string; en: string }> = {
  NAME: { zh: '名称', en: 'name' },
  ADDRESS: { zh: '地址', en: 'address' },
  CITY: { zh: '城市', en: 'city' },
  COUNTRY: { zh: '国家代码', en: 'country code' },
  CODE: { zh: '企业代码', en: 'enterprise code' },
  PHONE: { zh: '通讯号码', en: 'contact number' },
  PHONE_TYPE: { zh: '通讯方式', en: 'contact kind' },
  CONTACT_NAME: { zh: '具体联系人', en: 'contact person' },
  CONTACT_PHONE: { zh: '联系人电话', en: "contact person's phone" },
  MFT_MBL_NO: { zh: '总提运单号', en: 'master B/L number' },
  MFT_HBL_NO: { zh: '分提运单号', en: 'house B/L number' },
  MFT_CARRIER: { zh: '承运人', en: 'carrier' },
  MFT_VESSEL: { zh: '船名', en: 'vessel name' },
  MFT_VOYAGE: { zh: '航次', en: 'voyage' },
  MFT_CUSTOMS_CODE: { zh: '申报地海关', en: 'customs office' },
  MFT_LOADING_CODE: { zh: '装货港', en: 'port of loading' },
  MFT_DISCHARGE_CODE: { zh: '卸货港', en: 'port of discharge' },
  MFT_LOADING_AT: { zh: '计划装船时间', en: 'planned loading time' },
  MFT_PAYMENT_TERM: { zh: '运费支付方式', en: 'freight payment term' },
  MFT_TOTAL_PKGS: { zh: '总件数', en: 'total packages' },
  MFT_PACKAGE: { zh: '包装种类', en: 'package kind' },
  MFT_TOTAL_KG: { zh: '总毛重', en: 'total gross weight' },
  MFT_TOTAL_CBM: { zh: '总体积', en: 'total volume' },
  MFC_SIZE_TYPE: { zh: '箱型尺寸代码', en: 'size-type code' },
  MFC_CNNO: { zh: '箱号', en: 'container number' },
  MFC_SEALNO: { zh: '封号', en: 'seal number' },
  MFG_PKGS: { zh: '件数', en: 'package count' },
  MFG_PACKAGE: { zh: '包装种类', en: 'package kind' },
  MFG_DESC: { zh: '货物描述', en: 'goods description' },
  MFG_HSCODE: { zh: 'HS 编码', en: 'HS code' },
  MFG_GROSS_KG: { zh: '毛重', en: 'gross weight' },
  MFG_CBM: { zh: '体积', en: 'volume' },
  MFG_MARKS: { zh: '唛头', en: 'marks' },
  MFG_UNDG: { zh: '危险品编号', en: 'UN number' },
  MFG_IMDG_CLASS: { zh: '危险品类别', en: 'IMDG class' },
  MFG_DG_CONTACT: { zh: '危险品联系人', en: 'DG contact' },
  MFG_DG_PHONE: { zh: '危险品联系电话', en: 'DG contact phone' },
  PKGS: { zh: '件数', en: 'packages' },
  KG: { zh: '毛重', en: 'gross weight' },
  CBM: { zh: '体积', en: 'volume' },
};
/** The ten importer elements of ISF 10+2 (the HTS is the items'). */
/** The ISF importer elements as the messages name them — the editor labels them the same (IsfEditor). */
export const ISF_ELEMENT: Record<string, { zh: string; en: string }> = {
  SELLER: { zh: '卖方', en: 'seller' },
  BUYER: { zh: '买方', en: 'buyer' },
  MANUFACTURER: { zh: '制造商（供应商）', en: 'manufacturer (supplier)' },
  SHIP_TO: { zh: '收货地址方', en: 'ship-to party' },
  STUFFING: { zh: '装箱地点', en: 'container stuffing location' },
  CONSOLIDATOR: { zh: '拼箱人（装箱人）', en: 'consolidator (stuffer)' },
  IOR_NO: { zh: '进口商登记号', en: 'importer of record number' },
  CONSIGNEE_NO: { zh: '收货人编号', en: 'consignee number' },
  ORIGIN: { zh: '原产国', en: 'country of origin' },
};
const element = (p: Params, lang: Lang) => ISF_ELEMENT[String(p.element)]?.[lang] ?? String(p.element);
const party = (p: Params, lang: Lang) => PARTY[String(p.party)]?.[lang] ?? String(p.party);
const field = (p: Params, lang: Lang) => FIELD[String(p.field)]?.[lang] ?? String(p.field);

const MESSAGES = {
  'mft.required': {
    zh: (p) => `请填写${field(p, 'zh')}。`,
    en: (p) => `The ${field(p, 'en')} is required.`,
  },
  'mft.party.required': {
    zh: (p) => `${party(p, 'zh')}须填写${field(p, 'zh')}。`,
    en: (p) => `The ${party(p, 'en')}'s ${field(p, 'en')} is required.`,
  },
  'mft.party.notify': {
    zh: () => '收货人为 TO ORDER（凭指示）时须填写完整的通知人。',
    en: () => 'A TO ORDER consignee needs a complete notify party.',
  },
  'mft.party.country': {
    zh: (p) => `"${p.value}" 不是两位国家代码（ISO 3166）。`,
    en: (p) => `"${p.value}" is not a two-letter country code (ISO 3166).`,
  },
  /** The enterprise-code and AEO checks' own words travel in `zh` / `en` (src/domain/partyCodes), their code in `code`. */
  'mft.party.code': { zh: (p) => String(p.zh), en: (p) => String(p.en) },
  'mft.party.contact': {
    zh: () => '按配置，收货人须填写具体联系人及其电话。',
    en: () => "The configuration asks for the consignee's contact person and phone.",
  },
  'mft.linked': {
    zh: (p) => `${field({ field: String(p.a) }, 'zh')}与${field({ field: String(p.b) }, 'zh')}须同时填写或都不填。`,
    en: (p) => `The ${field({ field: String(p.a) }, 'en')} and the ${field({ field: String(p.b) }, 'en')} go together: both or neither.`,
  },
  'mft.goods.desc': {
    zh: (p) => `货物描述 "${p.value}" 过于笼统，海关不接受：请写明具体货物（英文）。`,
    en: (p) => `"${p.value}" is too vague a goods description for customs: name the goods plainly (in English).`,
  },
  'mft.goods.english': {
    zh: () => '货物描述须为英文。',
    en: () => 'The goods description must be in English.',
  },
  'mft.goods.hs': {
    zh: (p) => `HS 编码 "${p.value}" 须为 6 至 10 位数字。`,
    en: (p) => `The HS code "${p.value}" must be 6 to 10 digits.`,
  },
  'mft.goods.package': {
    zh: (p) => `"${p.value}" 不是包装种类代码（UN/ECE 第 21 号建议）。`,
    en: (p) => `"${p.value}" is not a package code (UN/ECE Rec. 21).`,
  },
  'mft.goods.positive': {
    zh: (p) => `${field(p, 'zh')}须大于 0。`,
    en: (p) => `The ${field(p, 'en')} must be above 0.`,
  },
  'mft.goods.dg': {
    zh: (p) => `危险品须填写${field(p, 'zh')}。`,
    en: (p) => `Dangerous goods need the ${field(p, 'en')}.`,
  },
  'mft.goods.unno': {
    zh: (p) => `"${p.value}" 不是 UN 编号（4 位数字）。`,
    en: (p) => `"${p.value}" is not a UN number (4 digits).`,
  },
  'mft.goods.imdg': {
    zh: (p) => `"${p.value}" 不是 IMDG 危险品类别（如 3、4.1、2.2）。`,
    en: (p) => `"${p.value}" is not an IMDG class (such as 3, 4.1, 2.2).`,
  },
  'mft.goods.none': {
    zh: () => '舱单须至少有一项货物。',
    en: () => 'A manifest needs at least one goods item.',
  },
  'mft.cntr.none': {
    zh: () => '舱单须至少有一个集装箱。',
    en: () => 'A manifest needs at least one container.',
  },
  'mft.cntr.shape': si('container.shape'),
  'mft.cntr.checkDigit': si('container.checkDigit'),
  'mft.cntr.duplicate': {
    zh: (p) => `箱号 ${p.container} 重复。`,
    en: (p) => `Container ${p.container} is listed twice.`,
  },
  'mft.cntr.type': {
    zh: (p) => `"${p.value}" 不是 ISO 箱型尺寸代码（如 22G1、45G1）。`,
    en: (p) => `"${p.value}" is not an ISO size-type code (such as 22G1, 45G1).`,
  },
  'mft.cntr.seal': {
    zh: (p) => `重箱 ${p.container} 须填写封号。`,
    en: (p) => `The full container ${p.container} needs a seal number.`,
  },
  'mft.cntr.unknown': {
    zh: (p) => `分配的箱号 ${p.container} 不在本舱单的集装箱中。`,
    en: (p) => `Container ${p.container} of the allocation is not one of the manifest's containers.`,
  },
  'mft.cntr.allocated': {
    zh: (p) => `货物 ${p.seq} 的${field(p, 'zh')}未完全分配到箱：货物 ${p.item}，分配合计 ${p.allocated}。`,
    en: (p) => `Item ${p.seq}'s ${field(p, 'en')} is not fully allocated to containers: ${p.item} on the item, ${p.allocated} allocated.`,
  },
  'mft.cntr.empty': {
    zh: (p) => `重箱 ${p.container} 没有分配任何货物。`,
    en: (p) => `No goods are allocated to the full container ${p.container}.`,
  },
  'mft.cntr.packing': {
    zh: (p) => `箱 ${p.container} 的${field(p, 'zh')}分配合计 ${p.allocated}，装箱单为 ${p.packing}。`,
    en: (p) => `Container ${p.container}: ${p.allocated} ${field(p, 'en')} allocated, ${p.packing} on its packing list.`,
  },
  'mft.cntr.packingOver': {
    zh: (p) => `箱 ${p.container} 的${field(p, 'zh')}分配合计 ${p.allocated}，超过装箱单的 ${p.packing}。`,
    en: (p) => `Container ${p.container}: ${p.allocated} ${field(p, 'en')} allocated, more than the ${p.packing} on its packing list.`,
  },
  'mft.sums': {
    zh: (p) => `${field(p, 'zh')} ${p.header} 与各货物合计 ${p.sum} 不符。`,
    en: (p) => `The ${field(p, 'en')} ${p.header} differs from the items' sum ${p.sum}.`,
  },
  'mft.si': {
    zh: (p) => `与提单补料不一致：${p.path} 舱单为 "${p.manifest}"，补料为 "${p.si}"。`,
    en: (p) => `Differs from the SI: ${p.path} is "${p.manifest}" on the manifest, "${p.si}" on the SI.`,
  },
  'mft.vgm': {
    zh: (p) => `重箱 ${p.container} 尚无已申报的 VGM。`,
    en: (p) => `The full container ${p.container} has no declared VGM yet.`,
  },
  'mft.deadline': {
    zh: (p) => `已过舱单截止时间 ${p.at}（装船前 ${p.hours} 小时）：将标记为超时传输，发送须审核员填写原因。`,
    en: (p) => `The manifest deadline ${p.at} (${p.hours} h before loading) has passed: it is marked late and sending needs a verifier's reason.`,
  },
  'mft.immutable': {
    zh: (p) => `发送后不能修改${field(p, 'zh')}（${p.before} → ${p.after}）：请删除舱单后重新发送。`,
    en: (p) => `The ${field(p, 'en')} cannot change after sending (${p.before} → ${p.after}): delete the manifest and send it again.`,
  },
  'mft.stage': {
    zh: (p) => `货物已${p.stage === 'LOADED' ? '装载' : '放行'}：此修改须经海关审批。`,
    en: (p) => `The goods are already ${p.stage === 'LOADED' ? 'loaded' : 'released'}: customs must approve this change.`,
  },
  'mft.unique': {
    zh: (p) => `已有有效舱单 ${p.no}（同一申报类型、总提单号、分提单号）。`,
    en: (p) => `Live manifest ${p.no} already exists for the same filing, master and house B/L.`,
  },
  'mft.port': {
    zh: (p) => `"${p.value}" 不是 UN/LOCODE 港口代码（5 位）。`,
    en: (p) => `"${p.value}" is not a UN/LOCODE port code (5 characters).`,
  },
  'mft.customs': {
    zh: (p) => `"${p.value}" 不是 4 位海关关区代码。`,
    en: (p) => `"${p.value}" is not a 4-digit customs office code.`,
  },
  'mft.imo': {
    zh: (p) => `"${p.value}" 不是有效的 IMO 船舶编号（7 位，末位校验）。`,
    en: (p) => `"${p.value}" is not a valid IMO ship number (7 digits with a check digit).`,
  },
  'mft.loadingAt': {
    zh: (p) => `"${p.value}" 不是有效时间。`,
    en: (p) => `"${p.value}" is not a valid time.`,
  },
  // US AMS (CBP, through an AMS provider)
  'ams.scac': {
    zh: (p) => `美国 AMS：SCAC 代码 "${p.value}" 须为 4 位大写字母。`,
    en: (p) => `US AMS: the SCAC "${p.value}" must be 4 capital letters.`,
  },
  'ams.consignee': {
    zh: (p) => `美国 AMS：收货人须填写${field(p, 'zh')}（CBP 要求完整的收货人地址）。`,
    en: (p) => `US AMS: the consignee's ${field(p, 'en')} is required (CBP needs the consignee's full address).`,
  },
  'ams.goods.desc': {
    zh: (p) => `美国 AMS：货物描述 "${p.value}" 过于笼统，CBP 将拒绝或发出"禁止装船"（Do Not Load）：请写明具体货物。`,
    en: (p) => `US AMS: "${p.value}" is too vague for CBP — rejected or held "Do Not Load": name the goods plainly.`,
  },
  // US ISF 10+2 (the importer's ten elements)
  'isf.element': {
    zh: (p) => `美国 ISF：须填写${element(p, 'zh')}（进口商十项要素之一）。`,
    en: (p) => `US ISF: the ${element(p, 'en')} is required (one of the importer's ten elements).`,
  },
  'isf.origin': {
    zh: (p) => `美国 ISF：原产国 "${p.value}" 不是两位国家代码（ISO 3166）。`,
    en: (p) => `US ISF: the country of origin "${p.value}" is not a two-letter country code (ISO 3166).`,
  },
  'isf.hts': {
    zh: (p) => `美国 ISF：HTS 编码 "${p.value}" 须至少 6 位数字。`,
    en: (p) => `US ISF: the HTS number "${p.value}" needs at least 6 digits.`,
  },
  // customs' own check (the simulator's): CBP refuses a number it cannot read (19 CFR 24.5)
  'isf.number': {
    zh: (p) => `美国 ISF：${element(p, 'zh')} "${p.value}" 不是 IRS 号、CBP 编号或 SSN 的格式，CBP 无法识别。`,
    en: (p) => `US ISF: the ${element(p, 'en')} "${p.value}" is not an IRS, CBP-assigned or SSN number, so CBP cannot read it.`,
  },
  'isf.lowestBl': {
    zh: (p) => `美国 ISF 按最低一级提单申报：请按分提单 ${p.hbl} 申报（分单级）。`,
    en: (p) => `US ISF is filed per lowest B/L: file it at the house level for ${p.hbl}.`,
  },
  // EU ICS2 ENS (Release 3)
  'ens.consignee': {
    zh: () => '欧盟 ICS2：收货人须有 EORI 号，或完整地址（地址、城市、邮编、国家），否则将被要求补充信息。',
    en: () => 'EU ICS2: the consignee needs an EORI number or a full address (street, city, postcode, country), else a request for information follows.',
  },
  'ens.goods.desc': {
    zh: (p) => `欧盟 ICS2：货物描述 "${p.value}" 过于笼统，将被判"禁止装船"（Do Not Load）：请写明具体货物。`,
    en: (p) => `EU ICS2: "${p.value}" is a generic goods description — Do Not Load: name the goods plainly.`,
  },
  'ens.goods.hs': {
    zh: (p) => `欧盟 ICS2：须有 6 位 HS 编码（"${p.value}"），否则将被判"禁止装船"（Do Not Load）。`,
    en: (p) => `EU ICS2: a 6-digit HS code is mandatory ("${p.value}"), else Do Not Load.`,
  },
} satisfies Record<string, Render>;

export type MftProblemCode = keyof typeof MESSAGES;
export const MFT_PROBLEM_CODES = Object.keys(MESSAGES) as MftProblemCode[];
export const renderMft = (code: MftProblemCode, params: Params, lang: Lang): string => MESSAGES[code][lang](timesInWords(params));
export const mftCollector = (lang: Lang = 'zh') => packingCollector<MftProblemCode>(renderMft, lang);
