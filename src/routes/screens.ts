import type { ComponentType } from 'react';
import type { ScreenLoader } from './types';

/**
 * The screens that are built, by path. A route of the table without an entry here shows the
 * honest "not built yet" page; `npm run docs:routes` lists which is which in docs/routes.md.
 */
/** The maintenance screens live in one folder; each is its own chunk (Vite splits the dynamic import). */
const admin = (name: string): ScreenLoader => () => import(`../features/admin/${name}.tsx`) as Promise<{ default: ComponentType }>;

export const screens: Record<string, ScreenLoader> = {
  '/': () => import('../features/home/HomeScreen'),
  '/mainPage': () => import('../features/home/HomeScreen'),
  '/workbench': () => import('../features/workbench/WorkbenchScreen'),
  '/external/workbench': () => import('../features/workbench/WorkbenchScreen'),
  '/internal/webview': () => import('../features/webview/WebviewScreen'),
  '/employeeLogin': () => import('../features/session/EmployeeLoginScreen'),
  '/join/entry': () => import('../features/join/JoinEntryScreen'),
  '/join/createCompany': () => import('../features/join/JoinForms').then((m) => ({ default: m.CreateCompanyScreen })),
  '/join/bindCompany': () => import('../features/join/JoinForms').then((m) => ({ default: m.BindCompanyScreen })),
  '/register': () => import('../features/session/RegisterScreen'),
  '/chooseCompany': () => import('../features/session/ChooseCompanyScreen'),
  '/wxLogin': () => import('../features/session/WxLoginScreen'),
  '/internal/userSetting': () => import('../features/session/UserSettingsScreen'),
  '/workbench/userSetting': () => import('../features/session/UserSettingsScreen'),
  '/customer/userSetting': () => import('../features/session/UserSettingsScreen'),
  '/manage/userSetting': () => import('../features/session/UserSettingsScreen'),
  '/internal/404': () => import('../features/errors/NotFoundScreen'),
  '/formLayout/404': () => import('../features/errors/NotFoundScreen'),
  // system administration (issue 4)
  '/system/menu': admin('MenuMaintenanceScreen'),
  '/internal/MaintenanceMenu': admin('MenuMaintenanceScreen'),
  '/internal/ExternalMaintenanceMenu': admin('MenuMaintenanceScreen'),
  '/system/role/roleEdit': admin('RoleEditScreen'),
  '/system/role/companyRole': admin('RolesScreen'),
  '/system/company/customer/customerRole': admin('RolesScreen'),
  '/system/company/provider/providerRole': admin('RolesScreen'),
  '/system/permission/permissionList': admin('PermissionListScreen'),
  '/system/employee/list': admin('EmployeeListScreen'),
  '/system/StuffEdit': admin('StuffEditScreen'),
  '/system/user/userList': admin('UserListScreen'),
  '/system/CompanyApplication': admin('ApplicationsScreen'),
  '/system/CompanyAudit': admin('ApplicationsScreen'),
  '/system/CompanyAuditFinish': admin('ApplicationsScreen'),
  '/system/company/CreateCompany': admin('CreateCompanyScreen'),
  '/system/CurrentCompanyDetail': admin('CurrentCompanyScreen'),
  '/system/company/editCompanyInfo': admin('CurrentCompanyScreen'),
  '/system/company/customer/customerList': admin('CompanyListScreen'),
  '/system/company/provider/providerList': admin('CompanyListScreen'),
  '/system/company/customer/customerDetail': admin('CompanyDetailScreen'),
  '/system/company/provider/providerDetail': admin('CompanyDetailScreen'),
  '/system/company/customer/customerEdit': admin('CompanyDetailScreen'),
  '/system/company/provider/providerEdit': admin('CompanyDetailScreen'),
  '/system/company/customer/CustomerBusinessPersonnel': admin('SalespeopleScreen'),
  '/system/userCenter': admin('UserCenterScreen'),
  // messages (issue 5)
  '/system/message': () => import('../features/messages/MessageListScreen'),
  '/manage/message': () => import('../features/messages/MessageListScreen'),
  '/customer/message': () => import('../features/messages/MessageListScreen'),
  '/system/messageDetail': () => import('../features/messages/MessageDetailScreen'),
  '/manage/messageDetail': () => import('../features/messages/MessageDetailScreen'),
  '/system/messageManage': () => import('../features/messages/MessageManageScreen'),
  '/system/sendGlobalMessage': () => import('../features/messages/GlobalMessagesScreen'),
  '/system/globalMessageList': () => import('../features/messages/GlobalMessagesScreen'),
  // shipping instructions (issue 6)
  '/external/workbench/siSubmit': () => import('../features/si/SiSubmitScreen'),
  '/external/workbench/SISubimtList': () => import('../features/si/SiListScreen'),
  '/external/workbench/SILogs': () => import('../features/si/SiDetailScreen'),
  '/tdManage/siCheck': () => import('../features/si/SiCheckScreen'),
  '/tdManage/siDetail': () => import('../features/si/SiDetailScreen'),
  '/tdManage/internalSiList': () => import('../features/si/SiListScreen'),
  '/tdManage/siDataList': () => import('../features/si/SiListScreen'),
  '/tdManage/siAudit': () => import('../features/si/SiCheckScreen'),
  '/tdManage/workbench': () => import('../features/si/SiCockpitScreen'),
  '/external/workbench/siTemplate': () => import('../features/si/SiTemplateScreen'),
  '/external/workbench/siSubmitLog': () => import('../features/si/SiSubmitLogScreen'),
  '/tdManage/siSubmitLog': () => import('../features/si/SiSubmitLogScreen'),
};
