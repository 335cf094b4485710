import type { ClientModule } from '../../ui/clientModule';

/** Signing in with a company account, registering, choosing a company account, one's own settings, and joining or creating a company. */
export const accountModule: ClientModule = {
  key: 'account',
  screens: {
    '/employeeLogin': () => import('./EmployeeLoginScreen'),
    '/join/entry': () => import('./JoinEntryScreen'),
    '/join/createCompany': () => import('./JoinForms').then((m) => ({ default: m.CreateCompanyScreen })),
    '/join/bindCompany': () => import('./JoinForms').then((m) => ({ default: m.BindCompanyScreen })),
    '/register': () => import('./RegisterScreen'),
    '/chooseCompany': () => import('./ChooseCompanyScreen'),
    '/wxLogin': () => import('./WxLoginScreen'),
    '/internal/userSetting': () => import('./UserSettingsScreen'),
    '/workbench/userSetting': () => import('./UserSettingsScreen'),
    '/customer/userSetting': () => import('./UserSettingsScreen'),
    '/manage/userSetting': () => import('./UserSettingsScreen'),
  },
  icons: () => import('./icons'),
  machines: [{ file: 'features/account/machines/signUpMachine.ts', load: () => import('./machines/signUpMachine').then((m) => m.signUpMachine) }],
};
