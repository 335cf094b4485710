import type { ReadySpaceOrderRow, ReadySpaceRow } from '../../contract/readySpace/calls';
import { clockLeft } from '../../domain/countdown';
import { formatDate } from '../../domain/dates';
import { ORDER_STATUSES, SHOWN_SPACE_STATUSES } from '../../domain/readySpace/status';
import type { Language } from '../../i18n/language';
import type { DataColumn } from '../../lib/DataTable';
import { ORDER_STATUS_WORDS, readySpaceWords as w, SPACE_STATUS_WORDS } from './words';

/** A class and what is left of it: "40HQ×3", or "40HQ 已售罄" when none is (a class sold out says so). */
export const leftText = (cls: string, available: number, lang: Language) =>
  available > 0 ? `${cls}×${available}` : `${cls} ${SPACE_STATUS_WORDS.SOLD_OUT[lang]}`;

/** The lines of a listing in one cell: class, price and what is left (and, for its manager, held and sold). */
export const linesText = (r: Pick<ReadySpaceRow, 'Lines' | 'Currency'>, lang: Language) =>
  r.Lines.map(
    (l) =>
      `${l.ContainerClass} ${r.Currency} ${l.Price} ${l.Available > 0 ? `×${l.Available}` : SPACE_STATUS_WORDS.SOLD_OUT[lang]}${l.TotalQty !== undefined ? ` (${l.HeldQty}/${l.SoldQty}/${l.TotalQty})` : ''}`,
  ).join('  ');

/** Minutes and seconds until a hold ends ("1:59:30"), or undefined once it has (one countdown for every page: src/domain/countdown.ts). */
export const holdLeft = clockLeft;

/** An order's status as shown: a hold whose time has run out is expired, even before the server's round has marked it (never "holding"). */
export const shownOrderStatus = (o: Pick<ReadySpaceOrderRow, 'Status' | 'HoldExpiresAt'>, now = Date.now()): ReadySpaceOrderRow['Status'] =>
  o.Status === 'PLACED' && !holdLeft(o.HoldExpiresAt, now) ? 'EXPIRED' : o.Status;

export function spaceColumns(manages: boolean): DataColumn<ReadySpaceRow>[] {
  return [
    { key: 'SpaceNo', title: w.spaceNo, width: 120, sortable: true, filter: 'text' },
    { key: 'ProviderName', title: w.provider, width: 170, sortable: true, filter: 'text' },
    {
      key: 'Status',
      title: w.status,
      width: 100,
      text: (r, l) => SPACE_STATUS_WORDS[r.Status][l],
      filter: SHOWN_SPACE_STATUSES.map((s) => ({ value: s, label: SPACE_STATUS_WORDS[s] })),
    },
    { key: 'CarrierCode', title: w.carrier, width: 70, sortable: true, filter: 'text' },
    { key: 'VesselName', title: w.vessel, width: 150, text: (r) => `${r.VesselName} ${r.Voyage}` },
    { key: 'PolCode', title: w.pol, width: 70, sortable: true, filter: 'text' },
    { key: 'PodCode', title: w.pod, width: 70, sortable: true, filter: 'text' },
    { key: 'Etd', title: w.etd, width: 100, sortable: true },
    { key: 'ValidUntil', title: w.validUntil, width: 140, text: (r) => (r.ValidUntil ? formatDate(r.ValidUntil, 'dateTime') : '') },
    { key: 'Lines', title: w.lines, width: manages ? 300 : 240, text: (r, l) => linesText(r, l) },
    { key: 'Available', title: w.available, width: 70, sortable: true },
    ...(manages ? [{ key: 'OpenOrders', title: w.openOrders, width: 80 }] : []),
  ];
}

export function orderColumns(): DataColumn<ReadySpaceOrderRow>[] {
  return [
    { key: 'OrderNo', title: w.orderNo, width: 130, sortable: true, filter: 'text' },
    { key: 'SpaceNo', title: w.spaceNo, width: 120, sortable: true, filter: 'text' },
    { key: 'BuyerName', title: w.buyer, width: 160, sortable: true, filter: 'text' },
    { key: 'ProviderName', title: w.provider, width: 160 },
    {
      key: 'Status',
      title: w.status,
      width: 130,
      text: (r, l) => ORDER_STATUS_WORDS[shownOrderStatus(r)][l],
      filter: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_WORDS[s] })),
    },
    {
      key: 'HoldExpiresAt',
      title: w.holdLeft,
      width: 90,
      sortable: true,
      text: (r) => (r.Status === 'PLACED' ? (holdLeft(r.HoldExpiresAt) ?? '') : ''),
    },
    { key: 'Containers', title: w.containers, width: 100 },
    { key: 'Total', title: w.amount, width: 110 },
    { key: 'CarrierCode', title: w.carrier, width: 70, filter: 'text' },
    { key: 'PolCode', title: w.pol, width: 70 },
    { key: 'PodCode', title: w.pod, width: 70 },
    { key: 'Etd', title: w.etd, width: 100 },
    { key: 'CgoId', title: w.cgoId, width: 150 },
    { key: 'CreatedAt', title: w.createdAt, width: 140, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
  ];
}
