import type { Queryable } from '../../db/types';

/** The SQL of the pickers' indexes (suggestService.ts builds them): ports, port groups, countries' names, carriers. */

/** The active ports (or all of them), as the port index reads them. */
export function pickerPorts(q: Queryable, all: boolean) {
  return q.query<{
    code: string;
    name_zh: string;
    name_en: string;
    country_code: string | null;
    aliases: string[];
    port_group: string | null;
    functions: string;
  }>(`select code, name_zh, name_en, country_code, aliases, port_group, functions from ports where status = 'ACTIVE' or $1::boolean`, [all]);
}

export function portGroups(q: Queryable) {
  return q.query<{ code: string; name_zh: string; name_en: string }>('select code, name_zh, name_en from port_groups');
}

export function countryNames(q: Queryable) {
  return q.query<{ code: string; name_zh: string }>('select code, name_zh from countries');
}

/** The active carriers, as the carrier index reads them. */
export function pickerCarriers(q: Queryable) {
  return q.query<{ code: string; name_zh: string; name: string; short_name: string; smdg_code: string; aliases: string[]; sort_order: number }>(
    `select code, name_zh, name, short_name, smdg_code, aliases, sort_order from carriers where status = 'ACTIVE'`,
  );
}
