import { Value } from '@sinclair/typebox/value';
import { Kind, type TSchema } from '@sinclair/typebox';
import type { SettingSchema } from './kinds';
import { SETTINGS_SCHEMA, type SettingName, type Settings } from './schema';

/**
 * One setting read from an environment through its schema (server/settings/schema.ts): its text
 * turned into the setting's kind and checked, or its default when it is unset or empty. Every
 * module reads its settings this way, so what the start's check accepted is what they read.
 */

export const settingSchema = (name: SettingName) => SETTINGS_SCHEMA.properties[name] as unknown as SettingSchema;

/** `1e3`, `1.5`, `abc` are no whole numbers: Number() alone would take the first two. */
const WHOLE = /^[+-]?\d+$/;
const FLAGS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** The text as the value of its kind, or NaN/undefined when it cannot be one (the check then refuses it). */
function valueOfText(schema: TSchema, raw: string): unknown {
  if (schema[Kind] === 'Integer') return WHOLE.test(raw) ? Number(raw) : Number.NaN;
  if (schema[Kind] === 'Boolean') return FLAGS[raw.toLowerCase()];
  return raw;
}

/** A setting's value, or the line saying what is wrong with it: `PORT=abc: expected a whole number from 0 to 65535`. */
export function readSetting<K extends SettingName>(env: NodeJS.ProcessEnv, name: K): { value: Settings[K] } | { problem: string } {
  const schema = settingSchema(name);
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return { value: schema.default as Settings[K] };
  const value = valueOfText(schema, raw);
  if (value !== undefined && Value.Check(schema, value) && (schema.refine?.(raw) ?? true)) return { value: value as Settings[K] };
  const shown = schema.secret ? '(hidden)' : raw;
  return { problem: `${name}=${shown}: expected ${schema.expected}` };
}

/** A setting's value; a wrong one is an error naming it (the start's check refuses it first). */
export function setting<K extends SettingName>(env: NodeJS.ProcessEnv, name: K): Settings[K] {
  const read = readSetting(env, name);
  if ('problem' in read) throw new Error(`Setting ${read.problem}`);
  return read.value;
}

/** Whether the environment sets it (to anything but blanks). */
export const isSet = (env: NodeJS.ProcessEnv, name: SettingName) => Boolean(env[name]?.trim());
