/**
 * Port groups (rate_ports.PortGroup, commercial.md §1.1 and §10.2): one name for the ports of a
 * city, so that searching 深圳 finds rates from 盐田, 蛇口, 赤湾 and 大铲湾. R1.5: a port is in at
 * most one group (a port row holds one group code) and every member is in the group's country.
 */

export const PORT_GROUP_CODES = ['SHENZHEN', 'GUANGZHOU', 'SHANGHAI'] as const;
export type PortGroupCode = (typeof PORT_GROUP_CODES)[number];

export type SeedPortGroup = { readonly code: PortGroupCode; readonly zh: string; readonly en: string; readonly countryCode: string };

export const SEED_PORT_GROUPS: readonly SeedPortGroup[] = [
  { code: 'SHENZHEN', zh: '深圳', en: 'Shenzhen', countryCode: 'CN' },
  { code: 'GUANGZHOU', zh: '广州', en: 'Guangzhou', countryCode: 'CN' },
  // A group of one port today (its terminals, 洋山 and 外高桥, are terminals of CNSHA), named so rates
  // can say "Shanghai" the same way they say "Shenzhen".
  { code: 'SHANGHAI', zh: '上海', en: 'Shanghai', countryCode: 'CN' },
];
