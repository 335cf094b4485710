/**
 * Where an employee works: platform staff on the internal side, customer and provider employees
 * on the external workbench (spec §2.19; the menu tree decides it once menus exist).
 */
export const workbenchHome = (companyKind: string): string =>
  companyKind === 'platform' ? '/workbench' : '/external/workbench/dashboard';
