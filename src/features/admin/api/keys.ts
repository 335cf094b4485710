import type { MenuTreeKind } from '../../../contract/access';
import { ENDPOINTS } from '../../../contract/endpoints';
import { changeLogKey, listKey } from '../../../lib/listKey';

/**
 * The admin module's query keys, named once: screens read by these, and an action refreshes exactly
 * what it changed (the list by its listKey, the detail, the change log it writes).
 */
export const adminKeys = {
  all: ['admin'] as const,
  roles: () => listKey(ENDPOINTS.roleList),
  /** the roles a picker offers (`company`: the company's own; `assignable`: what an employee may hold) */
  roleChoices: (scope: 'company' | 'assignable') => [...adminKeys.all, 'roleChoices', scope] as const,
  roleGrants: (id?: number) => [...adminKeys.all, 'roleGrants', id] as const,
  employees: () => listKey(ENDPOINTS.employeeList),
  activeEmployees: () => [...adminKeys.all, 'activeEmployees'] as const,
  employee: (id?: number) => [...adminKeys.all, 'employee', id] as const,
  bindRequests: () => [...adminKeys.all, 'bindRequests'] as const,
  permissions: () => listKey(ENDPOINTS.permissionList),
  menuTree: (tree: MenuTreeKind) => [...adminKeys.all, 'menuTree', tree] as const,
  applications: () => listKey(ENDPOINTS.applicationList),
  currentCompany: () => [...adminKeys.all, 'currentCompany'] as const,
  company: (id?: number) => [...adminKeys.all, 'company', id] as const,
  customers: () => listKey(ENDPOINTS.customerList),
  providers: () => listKey(ENDPOINTS.providerList),
  salespeopleCandidates: () => [...adminKeys.all, 'salespeopleCandidates'] as const,
  myAccess: (employeeId?: number) => [...adminKeys.all, 'myAccess', employeeId] as const,
  changeLog: changeLogKey,
};
