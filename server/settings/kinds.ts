import { isIP } from 'node:net';
import { type TLiteral, type TOptional, type TSchema, type TUnion, Type } from '@sinclair/typebox';

/**
 * The kinds of value a setting of the environment takes (server/settings/schema.ts): each a TypeBox
 * schema of the value once read from its text (a whole number, a flag, a text), with its one-line
 * `description`, its `default` and — for the checker's line — `expected`, what a right value is in
 * words. `refine` checks what a schema cannot say (an address, an origin); `secret` masks the value
 * wherever it is shown.
 */
export interface SettingOptions {
  description: string;
  /** Shown masked by --check-config and never printed in a refusal. */
  secret?: boolean;
  /** The default when it is not a plain value (e.g. "ROUNDS_EVERY_MS, else 1000"); for the documentation. */
  defaultText?: string;
}

export type SettingSchema<T extends TSchema = TSchema> = T & {
  description: string;
  expected: string;
  secret?: boolean;
  defaultText?: string;
  refine?: (value: string) => boolean;
};

/** A setting without a default is optional: read, it may be undefined. */
type Kind<T extends TSchema, F> = undefined extends F ? TOptional<SettingSchema<T>> : SettingSchema<T>;

const withWords = <T extends TSchema, F>(schema: T, expected: string, options: SettingOptions, refine?: (value: string) => boolean): Kind<T, F> => {
  const described = Object.assign(schema, { expected, refine, secret: options.secret, defaultText: options.defaultText }) as SettingSchema<T>;
  return (schema.default === undefined ? Type.Optional(described) : described) as Kind<T, F>;
};

/** A whole number from `min` to `max` (milliseconds, rows, counts). */
export const wholeNumber = <F extends number | undefined>(min: number, max: number, fallback: F, options: SettingOptions) =>
  withWords<ReturnType<typeof Type.Integer>, F>(
    Type.Integer({ minimum: min, maximum: max, default: fallback, description: options.description }),
    `a whole number from ${min} to ${max}`,
    options,
  );

/** `true` or `false` (also `1`, `0`). */
export const flag = (fallback: boolean, options: SettingOptions) =>
  withWords<ReturnType<typeof Type.Boolean>, boolean>(Type.Boolean({ default: fallback, description: options.description }), 'true or false', options);

/** One of a few words. */
export const oneOf = <W extends string, F extends W | undefined>(words: readonly W[], fallback: F, options: SettingOptions) =>
  withWords<TUnion<TLiteral<W>[]>, F>(
    Type.Union(
      words.map((w) => Type.Literal(w)),
      { default: fallback, description: options.description },
    ),
    `one of ${words.join(', ')}`,
    options,
  );

/** Free text, or text a check of its own accepts (`refine`), described by `expected`. */
export const text = <F extends string | undefined>(fallback: F, options: SettingOptions & { expected?: string; refine?: (value: string) => boolean }) =>
  withWords<ReturnType<typeof Type.String>, F>(
    Type.String({ default: fallback, description: options.description }),
    options.expected ?? 'any text',
    options,
    options.refine,
  );

/** The items of a comma-separated list, trimmed, empty ones left out. */
export const listItems = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** An absolute http(s) origin: scheme, host and port, nothing after. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** What Fastify's trustProxy (proxy-addr) takes: addresses, CIDR ranges, and its names for ranges. */
export function isProxyList(value: string): boolean {
  const items = listItems(value);
  return (
    items.length > 0 &&
    items.every((item) => {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
      const [address, bits, ...rest] = item.split('/');
      const family = isIP(address!);
      if (!family || rest.length) return false;
      if (bits === undefined) return true;
      const n = Number(bits);
      return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
    })
  );
}

/**
 * A simulator's faults on demand: `timeout:0.05,5xx:0.05`, each a name and a rate. A fault the
 * simulator does not know, or a rate outside 0–1, is ignored where it is read (channels/simulation.ts
 * parseFaults); what is not even a `name:number` pair is refused.
 */
export const isFaultList = (value: string) =>
  listItems(value).every((part) => {
    const [name, rate, ...rest] = part.split(':').map((s) => s.trim());
    return !rest.length && /^[a-z0-9]+$/i.test(name!) && rate !== undefined && rate !== '' && Number.isFinite(Number(rate));
  });
