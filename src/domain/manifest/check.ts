import type { ManifestContainer, ManifestData, ManifestItem, ManifestParty } from '../../contract/manifest';
import { checkAeoCode, checkEnterpriseCode } from '../partyCodes';
import { containerNumberProblem, isToOrder, PACKAGE_CODES } from '../si/public';
import { manifestDeadline } from './deadline';
import { hasCjk, isVagueDescription } from './goodsWords';
import { type Lang, type MftProblemCode, mftCollector, type Problem } from './messages';
import { type RegimeRuleSet, ruleSetOf } from './regimes';

/**
 * The manifest check (operations.md §7.6 `mft.*`), pure: the browser runs it for the live check, the
 * server as the authority on Save (answered), Submit (errors refuse) and Send (with `forSend`: VGM and
 * the deadline become refusals). Each problem has Path, Code, Params, Message (zh/en), Severity.
 * The common rules run for every filing; US_AMS, US_ISF and EU_ENS add their rule set (./regimes.ts).
 */

/** The enterprise-code check of 公告2017年第56号 (src/domain/partyCodes, helper mftsetup's): warning = a logged override may pass it. */
export type EnterpriseCodeCheck = (code: string, country?: string) => { ok: true } | { ok: false; warning: boolean; code: string; en: string; zh: string };

export interface ManifestCheckOptions {
  lang?: Lang;
  /** The enterprise-code rule (src/domain/partyCodes by default). */
  checkCode?: EnterpriseCodeCheck;
  /** `MCF_REQUIRE_CONTACT`: the consignee's contact person and phone. */
  requireContact?: boolean;
  /** `MCF_DEADLINE_HOURS` (the regime's hours, 24, by default). */
  deadlineHours?: number;
  now?: Date;
  /** Declared VGM per container number (kg, or null when none is declared); absent: not checked. */
  vgm?: ReadonlyMap<string, number | null>;
  /** The carrier files VGM separately: a missing VGM is only a warning. */
  vgmSeparate?: boolean;
  /** Each container's packing list figures, when it has one (`mft.cntr`: Σ allocations = packing list). */
  packing?: ReadonlyMap<string, { pkgs: number; kg: number }>;
  /** The check before sending: a missing VGM refuses (unless `vgmSeparate`). */
  forSend?: boolean;
}

export const EPSILON = 0.0005;
const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;
const COUNTRY = /^[A-Z]{2}$/;
const CUSTOMS = /^\d{4}$/;
const HS = /^\d{6,10}$/;
const UNNO = /^\d{4}$/;
const IMDG = /^[1-9](\.[1-6][A-L]?)?$/;
const SIZE_TYPE = /^[1-9A-P][0-9A-P][A-Z][0-9]$/;
const PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));
/** CN filings are China's (公告2017年第56号): party codes required, the customs office too. */
export const isChinaFiling = (filing: string) => filing.startsWith('CN_');

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** IMO ship number: 7 digits, the last the check digit of Σ digit × (7…2) mod 10. */
const IMO_PREFIX = /^IMO\s*/i;
const IMO = /^\d{7}$/;
export function isImoNumber(value: string): boolean {
  const v = value.replace(IMO_PREFIX, '');
  if (!IMO.test(v)) return false;
  const sum = [...v.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return sum % 10 === Number(v[6]);
}

type Collector = ReturnType<typeof mftCollector>;

const PARTY_REQUIRED = ['NAME', 'ADDRESS', 'COUNTRY', 'CODE', 'PHONE'] as const;

function checkParty(c: Collector, name: 'Shipper' | 'Consignee' | 'Notify', p: ManifestParty | undefined, china: boolean, options: ManifestCheckOptions) {
  const party = p ?? {};
  for (const f of PARTY_REQUIRED) {
    if (f === 'CODE' && !china) continue;
    if (blank(party[f])) c.add(`${name}.${f}`, 'mft.party.required', { party: name, field: f });
  }
  linked(c, `${name}`, party.PHONE_TYPE, party.PHONE, 'PHONE_TYPE', 'PHONE');
  if (!blank(party.COUNTRY) && !COUNTRY.test(String(party.COUNTRY))) c.add(`${name}.COUNTRY`, 'mft.party.country', { value: String(party.COUNTRY) });
  const code = String(party.CODE ?? '').trim();
  if (code) {
    const verdict = (options.checkCode ?? checkEnterpriseCode)(code, party.COUNTRY || undefined);
    if (!verdict.ok) {
      const params = { code: verdict.code, zh: verdict.zh, en: verdict.en };
      // a failed USCI check character is legal in some early pilot regions: the person's explicit override
      // (CODE_OVERRIDE, logged by the server) turns the refusal into a warning
      if (verdict.warning && party.CODE_OVERRIDE === true) c.warn(`${name}.CODE`, 'mft.party.code', params);
      else c.add(`${name}.CODE`, 'mft.party.code', params);
    }
  }
  const aeo = checkAeoCode(String(party.AEO ?? ''));
  if (!aeo.ok) c.add(`${name}.AEO`, 'mft.party.code', { code: aeo.code, zh: aeo.zh, en: aeo.en });
}

function linked(c: Collector, base: string, a: unknown, b: unknown, fa: string, fb: string) {
  if (blank(a) !== blank(b)) c.add(`${base}.${blank(a) ? fa : fb}`, 'mft.linked', { a: fa, b: fb });
}

const complete = (p: ManifestParty | undefined) => !!p && !blank(p.NAME) && !blank(p.ADDRESS) && !blank(p.COUNTRY) && !blank(p.PHONE);

function checkItem(c: Collector, item: ManifestItem, i: number, cnnos: ReadonlySet<string>, regime: RegimeRuleSet | undefined) {
  const at = `Items[${i}]`;
  // the regime's rule set names its own consequence (CBP's hold, ICS2's Do Not Load) for the same fault
  const vague: MftProblemCode = regime?.vagueCode ?? 'mft.goods.desc';
  if (blank(item.MFG_DESC)) c.add(`${at}.MFG_DESC`, 'mft.required', { field: 'MFG_DESC' });
  else if (hasCjk(item.MFG_DESC)) c.add(`${at}.MFG_DESC`, 'mft.goods.english');
  else if (isVagueDescription(item.MFG_DESC)) c.add(`${at}.MFG_DESC`, vague, { value: item.MFG_DESC.trim().slice(0, 60) });
  const hs = String(item.MFG_HSCODE ?? '').trim();
  if (!hs) {
    if (regime?.hsCode) c.add(`${at}.MFG_HSCODE`, regime.hsCode, { value: '' });
    else c.add(`${at}.MFG_HSCODE`, 'mft.required', { field: 'MFG_HSCODE' });
  } else if (!HS.test(hs)) c.add(`${at}.MFG_HSCODE`, regime?.hsCode ?? 'mft.goods.hs', { value: hs });
  // package count ↔ package kind (both or neither), then both are required on a manifest item
  if (item.MFG_PKGS > 0 !== !blank(item.MFG_PACKAGE))
    c.add(`${at}.${item.MFG_PKGS > 0 ? 'MFG_PACKAGE' : 'MFG_PKGS'}`, 'mft.linked', { a: 'MFG_PKGS', b: 'MFG_PACKAGE' });
  else if (!(item.MFG_PKGS > 0)) c.add(`${at}.MFG_PKGS`, 'mft.goods.positive', { field: 'MFG_PKGS' });
  if (!blank(item.MFG_PACKAGE) && !PACKAGES.has(item.MFG_PACKAGE.trim().toUpperCase()))
    c.add(`${at}.MFG_PACKAGE`, 'mft.goods.package', { value: item.MFG_PACKAGE });
  if (!(item.MFG_GROSS_KG > 0)) c.add(`${at}.MFG_GROSS_KG`, 'mft.goods.positive', { field: 'MFG_GROSS_KG' });
  // dangerous goods: a UN number or class makes all four required; the contact and phone go together anyway
  const dg = [item.MFG_UNDG, item.MFG_IMDG_CLASS, item.MFG_DG_CONTACT, item.MFG_DG_PHONE];
  linked(c, at, item.MFG_DG_CONTACT, item.MFG_DG_PHONE, 'MFG_DG_CONTACT', 'MFG_DG_PHONE');
  if (!blank(item.MFG_UNDG) || !blank(item.MFG_IMDG_CLASS)) {
    (['MFG_UNDG', 'MFG_IMDG_CLASS', 'MFG_DG_CONTACT', 'MFG_DG_PHONE'] as const).forEach((f, k) => {
      if (blank(dg[k])) c.add(`${at}.${f}`, 'mft.goods.dg', { field: f });
    });
  }
  if (!blank(item.MFG_UNDG) && !UNNO.test(String(item.MFG_UNDG))) c.add(`${at}.MFG_UNDG`, 'mft.goods.unno', { value: String(item.MFG_UNDG) });
  if (!blank(item.MFG_IMDG_CLASS) && !IMDG.test(String(item.MFG_IMDG_CLASS)))
    c.add(`${at}.MFG_IMDG_CLASS`, 'mft.goods.imdg', { value: String(item.MFG_IMDG_CLASS) });
  // every item fully allocated to the manifest's containers
  const alloc = item.Allocation ?? [];
  alloc.forEach((a, k) => {
    if (!cnnos.has(a.CNNO.trim().toUpperCase())) c.add(`${at}.Allocation[${k}].CNNO`, 'mft.cntr.unknown', { container: a.CNNO });
  });
  const pkgs = alloc.reduce((s, a) => s + a.PKGS, 0);
  const kg = round3(alloc.reduce((s, a) => s + a.KG, 0));
  if (pkgs !== item.MFG_PKGS) c.add(`${at}.Allocation`, 'mft.cntr.allocated', { seq: item.MFG_SEQ, field: 'PKGS', item: item.MFG_PKGS, allocated: pkgs });
  if (Math.abs(kg - item.MFG_GROSS_KG) > EPSILON)
    c.add(`${at}.Allocation`, 'mft.cntr.allocated', { seq: item.MFG_SEQ, field: 'KG', item: item.MFG_GROSS_KG, allocated: kg });
  if (item.MFG_CBM != null && alloc.some((a) => a.CBM != null)) {
    const cbm = round3(alloc.reduce((s, a) => s + (a.CBM ?? 0), 0));
    if (Math.abs(cbm - item.MFG_CBM) > EPSILON)
      c.add(`${at}.Allocation`, 'mft.cntr.allocated', { seq: item.MFG_SEQ, field: 'CBM', item: item.MFG_CBM, allocated: cbm });
  }
}

function checkContainers(c: Collector, containers: readonly ManifestContainer[], items: readonly ManifestItem[], options: ManifestCheckOptions, house = false) {
  const seen = new Set<string>();
  const allocated = new Map<string, { pkgs: number; kg: number }>();
  for (const item of items) {
    for (const a of item.Allocation ?? []) {
      const key = a.CNNO.trim().toUpperCase();
      const sum = allocated.get(key) ?? { pkgs: 0, kg: 0 };
      allocated.set(key, { pkgs: sum.pkgs + a.PKGS, kg: round3(sum.kg + a.KG) });
    }
  }
  containers.forEach((box, i) => {
    const at = `Containers[${i}]`;
    const cnno = String(box.MFC_CNNO ?? '')
      .trim()
      .toUpperCase();
    if (!cnno) c.add(`${at}.MFC_CNNO`, 'mft.required', { field: 'MFC_CNNO' });
    else {
      const bad = containerNumberProblem(cnno);
      if (bad) c.add(`${at}.MFC_CNNO`, bad === 'shape' ? 'mft.cntr.shape' : 'mft.cntr.checkDigit', { value: cnno });
      if (seen.has(cnno)) c.add(`${at}.MFC_CNNO`, 'mft.cntr.duplicate', { container: cnno });
      seen.add(cnno);
    }
    if (blank(box.MFC_SIZE_TYPE)) c.add(`${at}.MFC_SIZE_TYPE`, 'mft.required', { field: 'MFC_SIZE_TYPE' });
    else if (!SIZE_TYPE.test(box.MFC_SIZE_TYPE.trim().toUpperCase())) c.add(`${at}.MFC_SIZE_TYPE`, 'mft.cntr.type', { value: box.MFC_SIZE_TYPE });
    const full = box.MFC_FULL !== false;
    if (!full) return;
    if (blank(box.MFC_SEALNO)) c.add(`${at}.MFC_SEALNO`, 'mft.cntr.seal', { container: cnno });
    const sum = allocated.get(cnno);
    if (cnno && !sum) c.add(`${at}.MFC_CNNO`, 'mft.cntr.empty', { container: cnno });
    const pkl = options.packing?.get(cnno);
    // a master bill carries the whole box: its allocations equal the packing list; a house bill carries
    // its share of a box other house bills share too: it can hold no more than the packing list says
    if (pkl && sum) {
      const off = (allocated: number, packing: number) => (house ? allocated - packing > EPSILON : Math.abs(allocated - packing) > EPSILON);
      const code = house ? 'mft.cntr.packingOver' : 'mft.cntr.packing';
      if (off(sum.pkgs, pkl.pkgs)) c.add(`${at}.MFC_CNNO`, code, { container: cnno, field: 'PKGS', allocated: sum.pkgs, packing: pkl.pkgs });
      if (off(sum.kg, pkl.kg)) c.add(`${at}.MFC_CNNO`, code, { container: cnno, field: 'KG', allocated: sum.kg, packing: pkl.kg });
    }
    if (options.vgm && cnno) {
      const declared = options.vgm.get(cnno);
      if (declared == null) {
        if (options.forSend && !options.vgmSeparate) c.add(`${at}.MFC_VGM_KG`, 'mft.vgm', { container: cnno });
        else c.warn(`${at}.MFC_VGM_KG`, 'mft.vgm', { container: cnno });
      }
    }
  });
}

/** The header's totals against the items (`mft.sums`). */
function checkSums(c: Collector, m: ManifestData, items: readonly ManifestItem[]) {
  const pkgs = items.reduce((s, it) => s + it.MFG_PKGS, 0);
  const kg = round3(items.reduce((s, it) => s + it.MFG_GROSS_KG, 0));
  const cbm = round3(items.reduce((s, it) => s + (it.MFG_CBM ?? 0), 0));
  if (m.MFT_TOTAL_PKGS !== undefined && m.MFT_TOTAL_PKGS !== pkgs)
    c.add('MFT_TOTAL_PKGS', 'mft.sums', { field: 'MFT_TOTAL_PKGS', header: m.MFT_TOTAL_PKGS, sum: pkgs });
  if (m.MFT_TOTAL_KG !== undefined && Math.abs(m.MFT_TOTAL_KG - kg) > EPSILON)
    c.add('MFT_TOTAL_KG', 'mft.sums', { field: 'MFT_TOTAL_KG', header: m.MFT_TOTAL_KG, sum: kg });
  if (m.MFT_TOTAL_CBM !== undefined && items.some((it) => it.MFG_CBM != null) && Math.abs(m.MFT_TOTAL_CBM - cbm) > EPSILON) {
    c.add('MFT_TOTAL_CBM', 'mft.sums', { field: 'MFT_TOTAL_CBM', header: m.MFT_TOTAL_CBM, sum: cbm });
  }
}

const HEADER_REQUIRED = [
  'MFT_MBL_NO',
  'MFT_CARRIER',
  'MFT_VESSEL',
  'MFT_VOYAGE',
  'MFT_LOADING_CODE',
  'MFT_DISCHARGE_CODE',
  'MFT_LOADING_AT',
  'MFT_PAYMENT_TERM',
] as const;

export function checkManifest(m: ManifestData, options: ManifestCheckOptions = {}): Problem[] {
  const c = mftCollector(options.lang ?? 'zh');
  const china = isChinaFiling(m.MFT_FILING);
  const regime = ruleSetOf(m.MFT_FILING);
  for (const f of HEADER_REQUIRED) if (blank(m[f])) c.add(f, 'mft.required', { field: f });
  if (m.MFT_LEVEL === 'HOUSE' && blank(m.MFT_HBL_NO)) c.add('MFT_HBL_NO', 'mft.required', { field: 'MFT_HBL_NO' });
  if (china && blank(m.MFT_CUSTOMS_CODE)) c.add('MFT_CUSTOMS_CODE', 'mft.required', { field: 'MFT_CUSTOMS_CODE' });
  if (!blank(m.MFT_CUSTOMS_CODE) && !CUSTOMS.test(String(m.MFT_CUSTOMS_CODE))) c.add('MFT_CUSTOMS_CODE', 'mft.customs', { value: String(m.MFT_CUSTOMS_CODE) });
  for (const f of ['MFT_LOADING_CODE', 'MFT_DISCHARGE_CODE', 'MFT_DELIVERY_CODE', 'MFT_TS_CODE'] as const) {
    const v = String(m[f] ?? '').trim();
    if (v && !PORT.test(v)) c.add(f, 'mft.port', { value: v });
  }
  if (!blank(m.MFT_VESSEL_IMO) && !isImoNumber(String(m.MFT_VESSEL_IMO))) c.add('MFT_VESSEL_IMO', 'mft.imo', { value: String(m.MFT_VESSEL_IMO) });
  if (!blank(m.MFT_LOADING_AT) && !Number.isFinite(Date.parse(String(m.MFT_LOADING_AT))))
    c.add('MFT_LOADING_AT', 'mft.loadingAt', { value: String(m.MFT_LOADING_AT) });

  checkParty(c, 'Shipper', m.Shipper, china, options);
  checkParty(c, 'Consignee', m.Consignee, china, options);
  const notifyGiven = !!m.Notify && Object.values(m.Notify).some((v) => typeof v === 'string' && v.trim());
  if (isToOrder(m.Consignee?.NAME)) {
    if (!complete(m.Notify)) c.add('Notify', 'mft.party.notify');
    checkParty(c, 'Notify', m.Notify, china, options);
  } else if (notifyGiven) {
    linked(c, 'Notify', m.Notify?.PHONE_TYPE, m.Notify?.PHONE, 'PHONE_TYPE', 'PHONE');
  }
  if (options.requireContact && (blank(m.Consignee?.CONTACT_NAME) || blank(m.Consignee?.CONTACT_PHONE))) {
    c.add(`Consignee.${blank(m.Consignee?.CONTACT_NAME) ? 'CONTACT_NAME' : 'CONTACT_PHONE'}`, 'mft.party.contact');
  } else {
    linked(c, 'Consignee', m.Consignee?.CONTACT_NAME, m.Consignee?.CONTACT_PHONE, 'CONTACT_NAME', 'CONTACT_PHONE');
  }

  const containers = m.Containers ?? [];
  const items = m.Items ?? [];
  if (!containers.length) c.add('Containers', 'mft.cntr.none');
  if (!items.length) c.add('Items', 'mft.goods.none');
  const cnnos = new Set(
    containers.map((b) =>
      String(b.MFC_CNNO ?? '')
        .trim()
        .toUpperCase(),
    ),
  );
  items.forEach((item, i) => {
    checkItem(c, item, i, cnnos, regime);
  });
  checkContainers(c, containers, items, options, m.MFT_LEVEL === 'HOUSE');
  checkSums(c, m, items);
  regime?.check(c, m);

  const deadline = manifestDeadline(m.MFT_LOADING_AT, options.deadlineHours ?? regime?.hours ?? 24, options.now);
  // late is allowed to submit (marked MFT_LATE); sending late needs a verifier's override, which the send call asks for
  if (deadline.Late) c.warn('MFT_LOADING_AT', 'mft.deadline', { at: deadline.At ?? '', hours: deadline.Hours });
  return c.out;
}

/** The errors only (warnings are shown, never refuse). */
export const manifestErrors = (problems: readonly Problem[]) => problems.filter((p) => p.Severity !== 'warning');
