import type { ComponentType } from 'react';
import type { ClientModule } from '../../ui/clientModule';

/** The maintenance screens live in one folder; each is its own chunk (Vite splits the dynamic import). */
const screen = (name: string) => () => import(`./${name}.tsx`) as Promise<{ default: ComponentType }>;

/** System administration (issue 4): menus, roles, permissions, employees, users, companies, audits. */
export const adminModule: ClientModule = {
  key: 'admin',
  screens: {
    '/system/menu': screen('MenuMaintenanceScreen'),
    '/internal/MaintenanceMenu': screen('MenuMaintenanceScreen'),
    '/internal/ExternalMaintenanceMenu': screen('MenuMaintenanceScreen'),
    '/system/role/roleEdit': screen('RoleEditScreen'),
    '/system/role/companyRole': screen('RolesScreen'),
    '/system/company/customer/customerRole': screen('RolesScreen'),
    '/system/company/provider/providerRole': screen('RolesScreen'),
    '/system/permission/permissionList': screen('PermissionListScreen'),
    '/system/employee/list': screen('EmployeeListScreen'),
    '/system/StuffEdit': screen('StuffEditScreen'),
    '/system/user/userList': screen('UserListScreen'),
    '/system/CompanyApplication': screen('ApplicationsScreen'),
    '/system/CompanyAudit': screen('ApplicationsScreen'),
    '/system/CompanyAuditFinish': screen('ApplicationsScreen'),
    '/system/company/CreateCompany': screen('CreateCompanyScreen'),
    '/system/CurrentCompanyDetail': screen('CurrentCompanyScreen'),
    '/system/company/editCompanyInfo': screen('CurrentCompanyScreen'),
    '/system/company/customer/customerList': screen('CompanyListScreen'),
    '/system/company/provider/providerList': screen('CompanyListScreen'),
    '/system/company/customer/customerDetail': screen('CompanyDetailScreen'),
    '/system/company/provider/providerDetail': screen('CompanyDetailScreen'),
    '/system/company/customer/customerEdit': screen('CompanyDetailScreen'),
    '/system/company/provider/providerEdit': screen('CompanyDetailScreen'),
    '/system/company/customer/CustomerBusinessPersonnel': screen('SalespeopleScreen'),
    '/system/userCenter': screen('UserCenterScreen'),
  },
  icons: {
    cross: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/cross.js')],
    application: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js'),
    ],
    office: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
    ],
    edit: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/edit.js')],
    trash: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js')],
    key: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/key.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/key.js')],
    'arrow-up': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-up.js'),
    ],
    'arrow-down': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-down.js'),
    ],
    disable: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/disable.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/disable.js'),
    ],
    'folder-new': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/folder-new.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/folder-new.js'),
    ],
    'small-tick': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/small-tick.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/small-tick.js'),
    ],
    endorsed: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/endorsed.js'),
    ],
    person: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/person.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/person.js'),
    ],
    briefcase: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/briefcase.js'),
    ],
    'floppy-disk': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/floppy-disk.js'),
    ],
    'expand-all': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/expand-all.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/expand-all.js'),
    ],
    'collapse-all': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/collapse-all.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/collapse-all.js'),
    ],
  },
};
