import { dictionary } from '../../i18n/dictionary';
import { toggleLanguage } from '../../i18n/language';
import { toggleTheme } from '../theme';
import { go } from '../../ui/navigation';
import { sendSession, sessionActor } from '../../session/sessionActor';
import type { PaletteCommand } from '../../ui/clientModule';

export type { CommandContext, PaletteCommand } from '../../ui/clientModule';

const signedIn = () => sessionActor.getSnapshot().value === 'ready';

/** The shell's own commands; the modules add theirs in their module.ts (open messages, next SI…). */
export const shellCommands: readonly PaletteCommand[] = [
  {
    id: 'cmd.language',
    label: dictionary.cmdSwitchLanguage,
    keywords: ['language', 'lang', '语言', 'english', '中文', 'yuyan'],
    perform: () => toggleLanguage(),
  },
  {
    id: 'cmd.theme',
    label: dictionary.cmdSwitchTheme,
    keywords: ['theme', 'dark', 'light', '主题', '深色', '浅色'],
    perform: () => toggleTheme(),
  },
  {
    id: 'cmd.shortcuts',
    label: dictionary.cmdShortcuts,
    keywords: ['keyboard', 'shortcuts', 'hotkeys', '快捷键'],
    perform: (ctx) => ctx.openShortcuts(),
  },
  {
    id: 'cmd.eventLog',
    label: dictionary.cmdEventLog,
    keywords: ['event log', 'events', 'debug', 'report', '日志', '事件'],
    perform: (ctx) => ctx.openEventLog(),
  },
  {
    id: 'cmd.signOut',
    label: dictionary.cmdSignOut,
    keywords: ['sign out', 'logout', 'log out', '退出', '注销'],
    available: signedIn,
    perform: () => sendSession({ type: 'session.logout' }),
  },
  {
    id: 'cmd.signIn',
    label: dictionary.cmdSignIn,
    keywords: ['sign in', 'login', 'log in', '登录'],
    available: () => sessionActor.getSnapshot().value === 'signedOut',
    perform: (ctx) => go(`${ctx.currentPath}?showLogin`),
  },
  {
    id: 'cmd.switchAccount',
    label: dictionary.cmdSwitchAccount,
    keywords: ['switch account', 'company', '切换账号', '企业账号'],
    available: () => signedIn() && sessionActor.getSnapshot().context.multiAccount,
    perform: () => go('/chooseCompany'),
  },
  {
    id: 'cmd.closeTab',
    label: dictionary.cmdCloseTab,
    keywords: ['tab', 'close', '标签'],
    perform: (ctx) => ctx.closeCurrentTab(),
  },
  {
    id: 'cmd.closeOtherTabs',
    label: dictionary.cmdCloseOtherTabs,
    keywords: ['tab', 'close', 'others', '标签'],
    perform: (ctx) => ctx.closeOtherTabs(),
  },
];
