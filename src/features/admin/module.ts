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
  icons: () => import('./icons'),
};
