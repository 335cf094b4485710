/**
 * One access row (spec §6): the menus that open a call and, for a call that changes something, the
 * button it needs. Kept apart from access.ts so each module's contract can build its rows without
 * importing the registry that gathers them (no import cycle).
 */
export interface Access {
  /** The menu paths that open this call; holding any one of them is enough. */
  menus: readonly string[];
  /** The button code needed on that menu (for calls that change something). */
  button?: string;
  /** Only platform staff (the internal side) may make this call, whatever the menus say. */
  platformOnly?: boolean;
  /** Only companies that sell freight (the platform and providers): never a customer, whatever its menus. */
  sellersOnly?: boolean;
  /** Only companies that buy freight (customers) and the platform's staff: never a provider, whatever its menus (a trucker applies for nothing). */
  buyersOnly?: boolean;
}

/** A call that reads: any of these menus opens it. */
export const read = (menus: readonly string[], platformOnly = false): Access => (platformOnly ? { menus, platformOnly } : { menus });
/** A call that changes something: one of these menus with this button. */
export const act = (menus: readonly string[], button: string, platformOnly = false): Access =>
  platformOnly ? { menus, button, platformOnly } : { menus, button };

/** The same row, open to providers too (their own rates, their offers) but never to customers. */
export const forSellers = ({ platformOnly: _, ...row }: Access): Access => ({ ...row, sellersOnly: true });
/** The same row, never open to providers (only customers apply for packing lists; staff for them). */
export const forBuyers = (row: Access): Access => ({ ...row, buyersOnly: true });

/** A button's name on the maintenance screens, in both languages. */
export interface ButtonTitle {
  zh: string;
  en: string;
}
