import type { Bilingual } from '../../routes/types';
import { dictionary } from '../../i18n/dictionary';
import { toggleLanguage } from '../../i18n/language';
import { toggleTheme } from '../theme';
import { go } from '../navigation';
import { sendSession, sessionActor } from '../../features/session/sessionActor';
import { currentWorkbenchSide, mayOpen } from '../../features/session/access';
import { findRoute } from '../../routes';
import { messagePages } from '../../features/messages/messagePages';
import { ENDPOINTS } from '../../contract/endpoints';
import { apiData } from '../../streams/http';

const signedIn = () => sessionActor.getSnapshot().value === 'ready';

/** What a palette command may use when it runs. */
export interface CommandContext {
  navigate(href: string): void;
  currentPath: string;
  openShortcuts(): void;
  openEventLog(): void;
  closeCurrentTab(): void;
  closeOtherTabs(): void;
}

/** A palette entry that is not a route: data, with one availability check (cmdk/excalidraw style). */
export interface PaletteCommand {
  id: string;
  label: Bilingual;
  keywords: readonly string[];
  /** Shown only when this answers true (e.g. "close tab" needs an open tab). */
  available?(ctx: CommandContext): boolean;
  perform(ctx: CommandContext): void;
}

/** The shell's own commands; later features add theirs (sign out, open messages, next SI…). */
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
    id: 'cmd.openMessages',
    label: dictionary.cmdOpenMessages,
    keywords: ['messages', 'inbox', 'unread', '消息', '通知', 'xiaoxi'],
    available: () => signedIn() && !!sessionActor.getSnapshot().context.employee,
    perform: (ctx) => ctx.navigate(messagePages(currentWorkbenchSide()).list),
  },
  {
    id: 'cmd.newSi',
    label: { zh: '从订舱新建SI…', en: 'New SI from booking…' },
    keywords: ['si', 'shipping instruction', '提单补料', '新建', 'new'],
    available: () => mayOpen(findRoute('/external/workbench/siSubmit')!),
    perform: (ctx) => ctx.navigate('/external/workbench/siSubmit'),
  },
  {
    id: 'cmd.nextSi',
    label: { zh: '审核下一票SI', en: 'Next SI to review' },
    keywords: ['review', 'si', 'queue', '审核', '待审'],
    available: () => mayOpen(findRoute('/tdManage/siCheck')!),
    // the oldest SI awaiting review opens in the review flow; an empty queue shows the queue
    perform: (ctx) =>
      void apiData<{ Items: { Id: number }[] }>('GET', `${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=1`)
        .then((page) => ctx.navigate(page.Items[0] ? `/tdManage/siAudit?id=${page.Items[0].Id}` : '/tdManage/siCheck'))
        .catch(() => ctx.navigate('/tdManage/siCheck')),
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
