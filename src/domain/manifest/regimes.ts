import type { ManifestData, ManifestParty } from '../../contract/manifest';
import type { MftProblemCode, mftCollector } from './messages';

/**
 * The foreign regimes' rule sets (operations.md §7.1, §17.1 rows US_AMS, US_ISF, EU_ENS) in the same
 * engine as China's: `checkManifest` runs the common rules for every filing, then the rule set its
 * `MFT_FILING` names. A rule set may also rename a common rule (the vague description, the HS code) so a
 * person reads the regime's consequence ("Do Not Load") — one problem per fault, never two.
 * Every deadline is hours before the loading instant (§7.6 `mft.deadline`), never whole days.
 */
type Collector = ReturnType<typeof mftCollector>;

export interface RegimeRuleSet {
  /** Hours before loading at the foreign port / port of loading (24 h rules). */
  hours: number;
  /** The code the common vague-description rule reports under for this filing. */
  vagueCode?: MftProblemCode;
  /** The code the common HS rule (missing or not 6–10 digits) reports under for this filing. */
  hsCode?: MftProblemCode;
  /** The regime's own codes, for the tests and the words list. */
  codes: readonly MftProblemCode[];
  check: (c: Collector, m: ManifestData) => void;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
/** SCAC: the NMFTA Standard Carrier Alpha Code, 4 capital letters (CBP refuses anything else on AMS). */
export const SCAC = /^[A-Z]{4}$/;

/** US AMS (CBP, 19 CFR 4.7): SCAC, a consignee CBP can find, 24 h before lading at the foreign port. */
const US_AMS: RegimeRuleSet = {
  hours: 24,
  vagueCode: 'ams.goods.desc',
  codes: ['ams.scac', 'ams.consignee', 'ams.goods.desc'],
  check(c, m) {
    if (!blank(m.MFT_CARRIER) && !SCAC.test(String(m.MFT_CARRIER).trim())) c.add('MFT_CARRIER', 'ams.scac', { value: String(m.MFT_CARRIER) });
    // a house bill is filed by the NVOCC under its own SCAC: the house B/L number starts with it
    if (m.MFT_LEVEL === 'HOUSE' && !blank(m.MFT_HBL_NO) && !SCAC.test(String(m.MFT_HBL_NO).trim().slice(0, 4)))
      c.add('MFT_HBL_NO', 'ams.scac', { value: String(m.MFT_HBL_NO).trim().slice(0, 4) });
    // CBP needs the consignee's street, city and country (the common rule has name, address, country, phone)
    const cee = m.Consignee ?? {};
    if (!blank(cee.NAME) && blank(cee.CITY)) c.add('Consignee.CITY', 'ams.consignee', { field: 'CITY' });
  },
};

/** The ten importer elements of ISF 10+2 (19 CFR 149.3); the HTS is each item's `MFG_HSCODE`. */
export const ISF_PARTIES = ['SELLER', 'BUYER', 'MANUFACTURER', 'SHIP_TO', 'STUFFING', 'CONSOLIDATOR'] as const;
export const ISF_NUMBERS = ['IOR_NO', 'CONSIGNEE_NO'] as const;
const partyComplete = (p: ManifestParty | undefined) => !!p && !blank(p.NAME) && !blank(p.ADDRESS) && !blank(p.COUNTRY);

/** US ISF 10+2 (importer's part): all ten elements, HTS ≥ 6 digits, per lowest B/L, 24 h before lading. */
const US_ISF: RegimeRuleSet = {
  hours: 24,
  hsCode: 'isf.hts',
  codes: ['isf.element', 'isf.origin', 'isf.hts', 'isf.lowestBl'],
  check(c, m) {
    const isf = m.Isf ?? {};
    for (const e of ISF_PARTIES) if (!partyComplete(isf[e])) c.add(`Isf.${e}`, 'isf.element', { element: e });
    for (const e of ISF_NUMBERS) if (blank(isf[e])) c.add(`Isf.${e}`, 'isf.element', { element: e });
    if (blank(isf.ORIGIN)) c.add('Isf.ORIGIN', 'isf.element', { element: 'ORIGIN' });
    else if (!/^[A-Z]{2}$/.test(String(isf.ORIGIN))) c.add('Isf.ORIGIN', 'isf.origin', { value: String(isf.ORIGIN) });
    // filed per lowest B/L: a bill with a house number is filed at the house level
    if (m.MFT_LEVEL === 'MASTER' && !blank(m.MFT_HBL_NO)) c.add('MFT_LEVEL', 'isf.lowestBl', { hbl: String(m.MFT_HBL_NO) });
  },
};

/** EU ICS2 ENS Release 3 (house level): HS 6, the consignee by EORI or full address; generic goods → Do Not Load. */
const EU_ENS: RegimeRuleSet = {
  hours: 24,
  vagueCode: 'ens.goods.desc',
  hsCode: 'ens.goods.hs',
  codes: ['ens.consignee', 'ens.goods.desc', 'ens.goods.hs'],
  check(c, m) {
    const cee = m.Consignee ?? {};
    const fullAddress = !blank(cee.ADDRESS) && !blank(cee.CITY) && !blank(cee.POSTCODE) && !blank(cee.COUNTRY);
    if (!blank(cee.NAME) && blank(cee.EORI) && !fullAddress) c.add('Consignee.EORI', 'ens.consignee');
  },
};

export const REGIME_RULE_SETS: Partial<Record<string, RegimeRuleSet>> = { US_AMS, US_ISF, EU_ENS };
export const ruleSetOf = (filing: string): RegimeRuleSet | undefined => REGIME_RULE_SETS[filing];
