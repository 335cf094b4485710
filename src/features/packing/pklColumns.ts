import { formatDate } from '../../domain/dates';
import { PKL_STATUSES } from '../../domain/packing/status';
import { pklStatusWords } from '../../domain/packing/words';
import { vgmShownWords } from '../../domain/vgm/words';
import type { VgmShown } from '../../domain/vgm/shown';
import type { DataColumn } from '../../lib/DataTable';
import type { PackingRow } from './api/packing';
import { packingWords as w } from './words';

type Col = DataColumn<PackingRow>;

/** The columns every packing-list table shares, by what they are; each screen picks its own. */
export const PKL_COLUMNS = {
  no: { key: 'PKL_NO', title: w.pklNo, width: 140, sortable: true, filter: 'text', text: (r) => r.PKL_NO ?? '—' },
  customer: { key: 'CompanyName', title: w.customer, width: 170, filter: 'text' },
  cgo: { key: 'PKL_CGO_ID', title: w.cgoId, width: 170, sortable: true, filter: 'text', text: (r) => r.PKL_CGO_ID ?? '—' },
  bookingNo: { key: 'PKL_BOOKING_NO', title: w.bookingNo, width: 130, filter: 'text' },
  vesselVoyage: { key: 'PKL_VESSEL', title: w.vessel, width: 170, text: (r) => `${r.PKL_VESSEL} / ${r.PKL_VOYAGE}` },
  typeSlot: { key: 'PKL_CNTR_TYPE', title: w.containerType, width: 100, text: (r, lang) => w.typeSlot(r.PKL_CNTR_TYPE, r.PKL_SLOT)[lang] },
  cnno: { key: 'PKL_CNNO', title: w.cnno, width: 120, filter: 'text' },
  seal: { key: 'PKL_SEALNO', title: w.sealNo, width: 100 },
  status: {
    key: 'PKL_STATUS',
    title: w.status,
    width: 100,
    sortable: true,
    filter: PKL_STATUSES.map((s) => ({ value: String(s), label: pklStatusWords[s] })),
    text: (r, lang) => pklStatusWords[r.PKL_STATUS as keyof typeof pklStatusWords]?.[lang] ?? String(r.PKL_STATUS),
  },
  trucker: { key: 'TruckerName', title: w.trucker, width: 150, text: (r, lang) => r.TruckerName || w.noTrucker[lang] },
  remarks: {
    key: 'PKL_DECISION_REMARKS',
    title: w.decisionRemarks,
    width: 200,
    // a split parent is voided with the reason SPLIT: said in words
    text: (r, lang) => (r.PKL_DECISION_REMARKS === 'SPLIT' ? w.splitParent[lang] : r.PKL_DECISION_REMARKS),
  },
  gatedIn: {
    key: 'PKL_GATED_IN_AT',
    title: w.gatedIn,
    width: 130,
    text: (r, lang) => (r.PKL_GATED_IN_AT ? formatDate(r.PKL_GATED_IN_AT, 'dateTime') : w.notGatedIn[lang]),
  },
  weight: { key: 'PKL_WEIGHT', title: w.totalWeight, width: 100 },
  // the container's VGM in one word (read through the VGM module); a deviation names both weights
  vgm: {
    key: 'Vgm',
    title: w.vgmState,
    width: 170,
    text: (r, lang) => {
      const said = vgmShownWords[r.Vgm.State as VgmShown]?.[lang] ?? r.Vgm.State;
      return r.Vgm.State === 'deviation' ? `${said} ${r.Vgm.Kg} / ${r.Vgm.MeasuredKg} kg` : said;
    },
    intent: (r) => (r.Vgm.State === 'deviation' || r.Vgm.State === 'rejected' ? 'danger' : r.Vgm.State === 'accepted' ? 'success' : undefined),
  },
  cutOff: { key: 'CutOff', title: w.cutOff, width: 130, text: (r) => (r.CutOff ? formatDate(r.CutOff, 'dateTime') : '—') },
  created: { key: 'CreatedAt', title: w.createdAt, width: 130, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
  updated: { key: 'UpdatedAt', title: w.updatedAt, width: 130, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
} satisfies Record<string, Col>;
