import type { ServerFrame } from '../../contract/live';
import type { ReadySpace } from '../../contract/readySpace/calls';
import { READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { ENDPOINTS } from '../../contract/endpoints';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';
import type { ClientModule } from '../../ui/clientModule';
import { readySpaceKey } from './api/keys';
import { readySpacePublicScreens } from './publicScreens';

const spaces = () => import('./SpaceListScreen');
const orders = () => import('./OrderListScreen');
const form = () => import('./SpaceFormScreen');

/** A stock frame applied where it shows: the listing's detail at once, the lists refetched. */
function applyStock(frame: Extract<ServerFrame, { type: 'readySpace.stock' }>) {
  queryClient.setQueryData<ReadySpace>(readySpaceKey(frame.Id), (s) =>
    s
      ? {
          ...s,
          Status: frame.Status as ReadySpace['Status'],
          Lines: s.Lines.map((l) => ({ ...l, Available: frame.Lines.find((f) => f.ContainerClass === l.ContainerClass)?.Available ?? l.Available })),
          Available: frame.Lines.reduce((n, l) => n + l.Available, 0),
        }
      : s,
  );
  void readAgain(listKey(ENDPOINTS.readySpaceList));
  void readAgain(listKey(ENDPOINTS.readySpaceOrderList));
}

/** Ready space (spec §2.13, §2.18; commercial.md §5): the provider's, the platform's and the buyers' pages. */
export const readySpaceModule: ClientModule = {
  key: 'readySpace',
  startCards: () => import('./start/cards'),
  screens: {
    [P.publish]: form,
    [P.edit]: form,
    [P.drafts]: spaces,
    [P.submitted]: spaces,
    [P.mine]: spaces,
    [P.onSale]: spaces,
    [P.sold]: spaces,
    [P.manage]: spaces,
    [P.onSaleManage]: spaces,
    [P.soldManage]: spaces,
    [P.spaceList]: spaces,
    [P.market]: spaces,
    [P.detail]: () => import('./SpaceDetailScreen'),
    [P.orders]: orders,
    [P.cancels]: orders,
    [P.spaceOrders]: orders,
    [P.myOrders]: orders,
    [P.cancelled]: orders,
    [P.upload]: () => import('./SpaceUploadScreen'),
    [P.orderUpload]: () => import('./OrderUploadScreen'),
    ...readySpacePublicScreens,
  },
  machines: [
    {
      file: 'features/readySpace/machines/readySpaceBuyMachine.ts',
      load: () => import('./machines/readySpaceBuyMachine').then((m) => m.readySpaceBuyMachine),
    },
    {
      file: 'features/readySpace/machines/decisionMachine.ts',
      load: () => import('./machines/decisionMachine').then((m) => m.decisionMachine),
    },
    {
      file: 'features/readySpace/machines/spaceUploadMachine.ts',
      load: () => import('./machines/spaceUploadMachine').then((m) => m.spaceUploadMachine),
    },
  ],
  live: {
    // a hold, a sale, an expiry or a cancellation somewhere: every open market page shows the new counts
    frames: { 'readySpace.stock': applyStock },
    onReconnect: () => void readAgain(['readySpace']),
  },
};
