import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the access module's calls: roles, permission items and menus.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.roleGrants, id: 'Id', query: (i) => `Id=${i.platformRole}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.roleGrants, id: 'Id', query: (i) => `Id=${i.templateRole}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSave, id: 'Id', payload: (i) => ({ Id: i.platformRole, Scope: 'company', Name: '改名' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleDelete, id: 'Id', payload: (i) => ({ Id: i.platformRole }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'Id', payload: (i) => ({ Id: i.platformRole, MenuIds: [], ButtonIds: [] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'MenuIds', payload: (i) => ({ Id: i.ownRole, MenuIds: [i.internalMenu], ButtonIds: [] }), expected: 400 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'ButtonIds', payload: (i) => ({ Id: i.ownRole, MenuIds: [], ButtonIds: [i.button] }), expected: 400 },
  {
    method: 'POST',
    url: ENDPOINTS.permissionSave,
    id: 'OwnerId',
    payload: (i) => ({ OwnerKind: 'employee', OwnerId: i.otherEmployee, ItemKey: 'SI', PermissionKey: 'review', Value: '1' }),
    expected: 404,
  },
  {
    method: 'POST',
    url: ENDPOINTS.permissionDelete,
    id: 'OwnerId',
    payload: (i) => ({ OwnerKind: 'role', OwnerId: i.platformRole, ItemKey: 'SI', PermissionKey: 'review' }),
    expected: 404,
  },
  {
    method: 'POST',
    url: ENDPOINTS.menuSave,
    id: 'ParentId',
    payload: (i) => ({ Tree: 'internal', ParentId: i.internalMenu, Path: '/y', Title: 'y' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.menuMove, id: 'ParentId', payload: (i) => ({ Id: i.menu, ParentId: i.internalMenu, Index: 0 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSave, id: 'Id', payload: (i) => ({ Id: i.menu, Tree: 'external', Path: '/x', Title: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuMove, id: 'Id', payload: (i) => ({ Id: i.menu, ParentId: null, Index: 0 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuDelete, id: 'Id', payload: (i) => ({ Id: i.menu }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSaveButton, id: 'MenuId', payload: (i) => ({ MenuId: i.menu, Code: 'x', Name: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSaveButton, id: 'Id', payload: (i) => ({ Id: i.button, MenuId: i.menu, Code: 'x', Name: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuDeleteButton, id: 'Id', payload: (i) => ({ Id: i.button }), expected: 403 },
];
/** Calls that take an id but name only the caller's own things or public ones, with why. */
const NOT_COMPANY_SCOPED: Record<string, string> = {
  'GET /api/Audit/List EntityId': "a filter inside the caller's own company's change log",
  'GET /api/Audit/List/Export EntityId': "a filter inside the caller's own company's change log",
};

crossCompanySuite('access', CROSS, NOT_COMPANY_SCOPED);
