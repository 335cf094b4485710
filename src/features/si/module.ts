import type { ClientModule } from '../../ui/clientModule';
import { findRoute } from '../../routes';
import { oldestSiToReview } from './api/queuePeek';
import { mayOpen } from '../../session/access';
import { refreshSiQueries } from './siQueries';
import { siCommandWords } from './commands/words';

/** Shipping instructions (issue 6): submitting, reviewing, logs, templates, making B/Ls. */
export const siModule: ClientModule = {
  key: 'si',
  screens: {
    '/external/workbench/siSubmit': () => import('./SiSubmitScreen'),
    '/external/workbench/SISubimtList': () => import('./SiListScreen'),
    '/external/workbench/SILogs': () => import('./SiDetailScreen'),
    '/tdManage/siCheck': () => import('./SiCheckScreen'),
    '/tdManage/siDetail': () => import('./SiDetailScreen'),
    '/tdManage/internalSiList': () => import('./SiListScreen'),
    '/tdManage/siDataList': () => import('./SiListScreen'),
    '/tdManage/siAudit': () => import('./SiCheckScreen'),
    '/tdManage/workbench': () => import('./SiCockpitScreen'),
    '/external/workbench/siTemplate': () => import('./SiTemplateScreen'),
    '/external/workbench/siSubmitLog': () => import('./SiSubmitLogScreen'),
    '/tdManage/siSubmitLog': () => import('./SiSubmitLogScreen'),
    '/tdManage/siMake': () => import('./SiMakeScreen'),
    '/tdManage/siCreator': () => import('./SiCreatorScreen'),
    '/tdManage/siMakeTd': () => import('./SiMakeTdScreen'),
  },
  commands: [
    {
      id: 'cmd.newSi',
      label: siCommandWords.newSiFromBooking,
      keywords: ['si', 'shipping instruction', '提单补料', '新建', 'new'],
      available: () => mayOpen(findRoute('/external/workbench/siSubmit')!),
      perform: (ctx) => ctx.navigate('/external/workbench/siSubmit'),
    },
    {
      id: 'cmd.nextSi',
      label: siCommandWords.nextSiToReview,
      keywords: ['review', 'si', 'queue', '审核', '待审'],
      available: () => mayOpen(findRoute('/tdManage/siCheck')!),
      // the oldest SI awaiting review opens in the review flow; an empty queue shows the queue
      perform: (ctx) =>
        void oldestSiToReview()
          .then((si) => ctx.navigate(si ? `/tdManage/siAudit?id=${si.Id}` : '/tdManage/siCheck'))
          .catch(() => ctx.navigate('/tdManage/siCheck')),
    },
  ],
  live: {
    // an SI changed (submitted, resubmitted, decided, deleted) somewhere: the lists and details showing SIs refetch, no reload
    frames: { si: () => void refreshSiQueries() },
    onReconnect: () => void refreshSiQueries(), // decisions and submissions made while the socket was down
  },
  machines: [
    {
      file: 'features/si/machines/siMultiCreateMachine.ts',
      load: () => import('./machines/siMultiCreateMachine').then((m) => m.siMultiCreateMachine),
    },
    {
      file: 'machines/siReviewMachine.ts',
      load: () => import('../../machines/siReviewMachine').then((m) => m.siReviewMachine),
    },
  ],
  icons: () => import('./icons'),
};
