/** The staff SI lists that show an SI in place (`?id=`), for staff who may not open /tdManage/siDetail. */
export const STAFF_SI_LISTS = ['/tdManage/internalSiList', '/tdManage/siDataList', '/tdManage/siSubmitLog', '/tdManage/siCreator'] as const;

export const STAFF_SI_DETAIL = '/tdManage/siDetail';
export const CUSTOMER_SI_DETAIL = '/external/workbench/SILogs';

/**
 * Where one SI opens. Customers: their SI page with its log. Staff: the detail page when their
 * menus open it (it sits under the review queue's menu); otherwise, anyone who may list SIs sees
 * it in place on the list they are on (the server still authorizes the GET), or on the first SI
 * list their menus open.
 */
export function siDetailHref(id: number, external: boolean, currentPath: string, mayOpen: (path: string) => boolean): string {
  if (external) return `${CUSTOMER_SI_DETAIL}?id=${id}`;
  if (mayOpen(STAFF_SI_DETAIL)) return `${STAFF_SI_DETAIL}?id=${id}`;
  const here = STAFF_SI_LISTS.find((p) => p.toLowerCase() === currentPath.toLowerCase());
  const list = here ?? STAFF_SI_LISTS.find((p) => mayOpen(p));
  return `${list ?? STAFF_SI_DETAIL}?id=${id}`;
}

/** The part of the address that opens a returned SI's correction (its editor focused), as the list's "correct and resubmit" does. */
export const CORRECTION_HASH = '#correct';

/** The customer's SI page with its correction opened (a returned SI). */
export const siCorrectionHref = (id: number) => `${CUSTOMER_SI_DETAIL}?id=${id}${CORRECTION_HASH}`;
