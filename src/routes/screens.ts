import type { ScreenLoader } from './types';

/**
 * The screens that are built, by path. A route of the table without an entry here shows the
 * honest "not built yet" page; `npm run docs:routes` lists which is which in docs/routes.md.
 */
export const screens: Record<string, ScreenLoader> = {
  '/': () => import('../features/home/HomeScreen'),
  '/mainPage': () => import('../features/home/HomeScreen'),
  '/workbench': () => import('../features/workbench/WorkbenchScreen'),
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
};
