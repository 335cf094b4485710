import type { Bilingual } from '../../i18n/bilingual';
import { entryColumnWords } from '../../contract/entryOrder/words';
import { type FieldType, type FormField, labelOf } from './formFields';

/**
 * The order's columns a form may carry as fields (their key is the column, their value goes to the
 * column, not to ENT_CUSTOM), each with the one type it must have. Every other key is a form's
 * extra field, kept in ENT_CUSTOM. ENT_DIRECTION, ENT_TRANSPORT_METHOD and ENT_SERVICES are the
 * order's header, never form fields.
 */
export const STANDARD_FIELDS = {
  ENT_INCOTERM: 'select:INCOTERM',
  ENT_FREIGHT_TERM: 'select:FREIGHT_TERM',
  ENT_POL: 'text',
  ENT_POD: 'text',
  ENT_DELIVERY: 'text',
  ENT_CARGO_READY: 'date',
  ENT_ETD_FROM: 'date',
  ENT_ETD_TO: 'date',
  ENT_CONTAINERS: 'container-grid',
  ENT_PKGS: 'number',
  ENT_KG: 'number',
  ENT_CBM: 'number',
  ENT_GOODS: 'text',
  ENT_HSCODE: 'text',
  Shipper: 'party',
  Consignee: 'party',
  Notify: 'party',
} as const satisfies Record<string, FieldType>;
export type StandardKey = keyof typeof STANDARD_FIELDS;
export const isStandardKey = (key: string): key is StandardKey => Object.hasOwn(STANDARD_FIELDS, key);

/** An order's values by field key: its standard columns, then its form's extra fields (ENT_CUSTOM). */
export function valuesOfOrder(order: Readonly<Record<string, unknown>> & { ENT_CUSTOM?: Readonly<Record<string, unknown>> | null }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(STANDARD_FIELDS)) if (order[k] !== undefined) out[k] = order[k];
  for (const [k, v] of Object.entries(order.ENT_CUSTOM ?? {})) if (!isStandardKey(k)) out[k] = v;
  return out;
}

/** The other way: a form's values split into the order's columns and its ENT_CUSTOM (what the entry screen saves). */
export function splitValues(values: Readonly<Record<string, unknown>>): { standard: Partial<Record<StandardKey, unknown>>; custom: Record<string, unknown> } {
  const standard: Partial<Record<StandardKey, unknown>> = {};
  const custom: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (isStandardKey(k)) standard[k] = v;
    else custom[k] = v;
  }
  return { standard, custom };
}

/** A field's defaults as the entry screen starts a new order with them. */
export function defaultValues(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.Default !== undefined && f.Default !== null).map((f) => [f.Key, f.Default]));
}

/** An order column's label: its form field's, else the order's own word. */
export function columnLabel(key: string, fields: readonly FormField[]): Bilingual {
  const f = fields.find((x) => x.Key === key);
  return f ? labelOf(f) : ((entryColumnWords as Record<string, Bilingual>)[key] ?? { zh: key, en: key });
}
