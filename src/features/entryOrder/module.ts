import { ENTRY_ORDER_PAGES, ENTRY_SHARE_PAGES } from '../../contract/entryOrder/module';
import type { ClientModule } from '../../ui/clientModule';

// the live frames' refresh is loaded when a frame comes, not with the first page
const refresh = (what: 'orders' | 'supplements') => void import('./entryQueries').then((q) => (what === 'orders' ? q.refreshOrders() : q.refreshSupplements()));

// one chunk for the module's ten screens: the first page carries one loader (EntryOrderScreen picks by route)
const screen = () => import('./EntryOrderScreen');

/**
 * Online order entry (operations.md §9, issue 48): the form designer and the forms' uses, entering
 * an order on its customer's form, the orders, supplements, the second half, an order's board and
 * its data sheet — the ten pages of the route table's group 'entryOrder' — and the two public pages
 * a share link opens (a supplement to fill, an order's destination milestones).
 */
export const entryOrderModule: ClientModule = {
  key: 'entryOrder',
  screens: {
    ...Object.fromEntries(Object.values(ENTRY_ORDER_PAGES).map((path) => [path, screen])),
    // the share links' public pages (no session): each its own small chunk, never the staff screens'
    [ENTRY_SHARE_PAGES.supplement]: () => import('./share/SupplementSharePage'),
    [ENTRY_SHARE_PAGES.secondHalf]: () => import('./share/SecondHalfSharePage'),
  },
  machines: [
    { file: 'features/entryOrder/machines/entryOrderMachine.ts', load: () => import('./machines/entryOrderMachine').then((m) => m.entryOrderMachine) },
    { file: 'features/entryOrder/machines/supplementMachine.ts', load: () => import('./machines/supplementMachine').then((m) => m.supplementMachine) },
  ],
  live: {
    // an order or a supplement moved somewhere (saved, submitted, decided, booked, shipped, filled …): what shows them reads again
    frames: { entryOrder: () => refresh('orders'), 'entryOrder.supplement': () => refresh('supplements') },
    onReconnect: () => {
      refresh('orders');
      refresh('supplements');
    },
  },
  icons: () => import('./icons'),
};
