import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * The radars (commercial.md §9.2–9.5, issue 51): the user radar's customer signals with one-click
 * follow-up, the sales radar's figures per salesperson, and the margin radar. Internal staff only
 * (R9.1): an external person is refused whatever their menus. Cost and GP need "view cost" (R9.2).
 */
export const RADAR_PATHS = {
  radarUsers: '/api/Radar/Users',
  radarSales: '/api/Radar/Sales',
  radarMargin: '/api/Radar/Margin',
  radarAct: '/api/Radar/Act',
  /** Each radar's tables as an Excel workbook (R9.5: the list export). */
  radarUsersExport: '/api/Radar/Users/Export',
  radarSalesExport: '/api/Radar/Sales/Export',
  radarMarginExport: '/api/Radar/Margin/Export',
} as const;

export const RADAR_PAGES = {
  users: '/system/userRadar',
  sales: '/system/SellRadar',
} as const;

export const RADAR_ACCESS = {
  radarUsers: read([RADAR_PAGES.users], true),
  radarSales: read([RADAR_PAGES.sales], true),
  radarMargin: read([RADAR_PAGES.sales], true),
  radarUsersExport: read([RADAR_PAGES.users], true),
  radarSalesExport: read([RADAR_PAGES.sales], true),
  radarMarginExport: read([RADAR_PAGES.sales], true),
  /** A signal made a follow-up plan or a draft quote, or dismissed. */
  radarAct: act([RADAR_PAGES.users], 'follow', true),
} as const;

export const radarContract = contractModule({
  name: 'radar',
  paths: RADAR_PATHS,
  access: RADAR_ACCESS,
  buttons: { follow: { zh: '跟进信号', en: 'Follow up signals' } },
  live: {
    /** A customer's signal appeared or grew (a repeated search): sent only to the people whose user radar shows that customer (R9.1); the page reads its feed again. */
    'radar.signal': liveFrame<{ Kind: string; Ref: string }>(),
  },
});
