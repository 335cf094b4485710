import type { Bilingual } from '../../i18n/bilingual';

/**
 * Which filings a bill needs, from its route (operations.md §7.1): the country of a port is the first
 * two letters of its UN/LOCODE. China's export manifest for a Chinese port of loading; US AMS and ISF
 * when the port of discharge or the place of delivery is in the US; the EU's ICS2 ENS when the first
 * EU port of call (transshipment, then discharge, then delivery) is in the EU.
 */
export type RouteFiling = 'CN_EXPORT' | 'US_AMS' | 'US_ISF' | 'EU_ENS';

export interface Route {
  loading?: string | null;
  discharge?: string | null;
  delivery?: string | null;
  /** The transshipment port, when known (a manifest's `MFT_TS_CODE`). */
  transshipment?: string | null;
}

/** The 27 member states (ISO 3166-1). Norway and Switzerland also run ICS2 by agreement; the brief names the EU only. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE HU'.split(' '));

export const countryOf = (locode: string | null | undefined) => {
  const code = String(locode ?? '')
    .trim()
    .toUpperCase();
  return /^[A-Z]{2}[A-Z2-9]{3}$/.test(code) ? code.slice(0, 2) : '';
};

export interface ApplyingFiling {
  Filing: RouteFiling;
  /** Why it applies, in a person's words ("port of loading CNSHA is in China"). */
  Why: Bilingual;
}

export function filingsFor(route: Route): ApplyingFiling[] {
  const out: ApplyingFiling[] = [];
  const pol = String(route.loading ?? '').toUpperCase();
  if (countryOf(pol) === 'CN') out.push({ Filing: 'CN_EXPORT', Why: { zh: `装货港 ${pol} 在中国`, en: `port of loading ${pol} is in China` } });
  const us = [route.discharge, route.delivery].map((p) => String(p ?? '').toUpperCase()).find((p) => countryOf(p) === 'US');
  if (us) {
    const why = { zh: `卸货港或交货地 ${us} 在美国`, en: `port of discharge or place of delivery ${us} is in the US` };
    out.push({ Filing: 'US_AMS', Why: why }, { Filing: 'US_ISF', Why: why });
  }
  const eu = [route.transshipment, route.discharge, route.delivery].map((p) => String(p ?? '').toUpperCase()).find((p) => EU_COUNTRIES.has(countryOf(p)));
  if (eu) out.push({ Filing: 'EU_ENS', Why: { zh: `首个欧盟挂靠港 ${eu} 在欧盟`, en: `first EU port of call ${eu} is in the EU` } });
  return out;
}
