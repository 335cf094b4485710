import type { SiProblem, SiUsedContainer } from '../../contract/si';
import { SEED_PORTS } from '../refdata/public';
import { renderProblem, type SiLang, type SiParams, type SiProblemCode } from './messages';
import { containerTypeName, PACKAGE_CODES, PORTS } from './reference';

// what every rule of the SI check works with: its options, where problems go, the shared measures

export const EPSILON = 0.0005;

/**
 * The reference lists the seed is made from: what the browser checks against unless told otherwise
 * (the server passes its tables). The ports are every port the product ships (commercial.md §10.2),
 * the SI's own list among them, so a port the picker offers is a port this check knows.
 */
const SEEDED_PORTS: ReadonlySet<string> = new Set([...PORTS.map((p) => p.code), ...SEED_PORTS.map((p) => p.code)]);
const SEEDED_PACKAGES: ReadonlySet<string> = new Set(PACKAGE_CODES.map((p) => p.code));

export interface CheckOptions {
  /** The language of each failure's `Message`; `Code` and `Params` do not depend on it. Chinese by default. */
  lang?: SiLang;
  /** Known UN/LOCODE ports. By default the seeded reference list; the server passes its ports table. */
  ports?: ReadonlySet<string>;
  /** Known package codes. By default the seeded reference list; the server passes its table. */
  packages?: ReadonlySet<string>;
}

export interface BookingCheckOptions extends CheckOptions {
  /**
   * The booked containers already on the booking's other live SIs (stored, not deleted, not
   * cancelled). By default `booking.UsedContainers` (what GetDataInfo answered the browser); the
   * server, the authority, always passes what it reads in the transaction that writes.
   */
  used?: readonly SiUsedContainer[];
}

export type Add = (path: string, code: SiProblemCode, params?: SiParams) => void;
export interface Context {
  add: Add;
  ports: ReadonlySet<string>;
  packages: ReadonlySet<string>;
}

export function context(options: CheckOptions): { out: SiProblem[]; ctx: Context } {
  const lang = options.lang ?? 'zh';
  const out: SiProblem[] = [];
  const add: Add = (Path, Code, Params) =>
    void out.push(Params ? { Path, Code, Params, Message: renderProblem(Code, Params, lang) } : { Path, Code, Message: renderProblem(Code, {}, lang) });
  return { out, ctx: { add, ports: options.ports ?? SEEDED_PORTS, packages: options.packages ?? SEEDED_PACKAGES } };
}

export const blank = (s: string | undefined) => !s?.trim();
export const sum = (values: number[]) => values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
export const same = (a: number, b: number) => Math.abs(a - b) < EPSILON;
export const round = (n: number) => Math.round(n * 1000) / 1000;
export const containerKey = (no: string | undefined) => (no ?? '').trim().toUpperCase();
export const typeKey = (type: string | undefined) => containerTypeName(type ?? '') ?? (type ?? '').trim().toUpperCase();
