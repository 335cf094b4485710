import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * FCL rates (spec §2.8 and §2.13; ../shared/domain/commercial.md §2): one rate store behind the
 * sea-freight maintenance pages and the older export pages. Maintaining rates is the platform's
 * pricing desk for now (platformOnly); providers maintaining their own offered rates come with the
 * rate-sharing module. The calls' schemas are in calls.ts, which only the server and the rate
 * screens import.
 */
export const RATES_PATHS = {
  fclRateList: '/api/FclRate/List',
  fclRateGet: '/api/FclRate/Get',
  fclRateHistory: '/api/FclRate/History',
  fclRateSaveDraft: '/api/FclRate/SaveDraft',
  fclRateSubmit: '/api/FclRate/Submit',
  fclRateConfirm: '/api/FclRate/Confirm',
  fclRateSetVisibility: '/api/FclRate/SetVisibility',
  fclRateWithdraw: '/api/FclRate/Withdraw',
  fclRateCopy: '/api/FclRate/Copy',
  fclRateDelete: '/api/FclRate/Delete',
} as const;

const M = '/SeaFreight/FreightManagement';
/** Every page that shows rates: the published grid (and its export twin), drafts, pending, hidden, expired, history. */
export const RATE_PAGES = [
  `${M}/FCLFreight`,
  '/FlcExport/FclFreight',
  `${M}/FCLFreightAdd`,
  `${M}/FreightDrafts`,
  `${M}/FreightModifyList`,
  `${M}/FreightNotVisible`,
  `${M}/ExpiredFreight`,
  `${M}/FCLFreightHistory`,
];
/** Where a rate is written: the new-rate form, the drafts, and the grids that open a new version. */
export const RATE_EDIT_PAGES = [`${M}/FCLFreightAdd`, `${M}/FreightDrafts`, `${M}/FCLFreight`, '/FlcExport/FclFreight', `${M}/ExpiredFreight`];

export const RATES_ACCESS = {
  rateRead: read(RATE_PAGES, true),
  /** Saving a draft: a new rate, a copy, or a new version of a published one (the pricing clerk). */
  rateEdit: act(RATE_EDIT_PAGES, 'edit', true),
  /** Submitting a draft: for confirmation, or straight to published for holders of rateConfirm. */
  rateSubmit: act(RATE_EDIT_PAGES, 'submit', true),
  /** Confirming or rejecting a submitted rate (the pricing manager). */
  rateConfirm: act([`${M}/FreightModifyList`], 'confirm', true),
  /** Hiding a published rate from customers, or showing it again (the manager). */
  rateVisibility: act([`${M}/FCLFreight`, '/FlcExport/FclFreight', `${M}/FreightNotVisible`], 'visibility', true),
  /** Ending a published rate now (the manager): quotes already sent keep their snapshot. */
  rateWithdraw: act([`${M}/FCLFreight`, '/FlcExport/FclFreight'], 'withdraw', true),
} as const;

export const ratesContract = contractModule({
  name: 'rates',
  paths: RATES_PATHS,
  access: RATES_ACCESS,
  buttons: {
    edit: { zh: '编辑', en: 'Edit' },
    submit: { zh: '提交', en: 'Submit' },
    confirm: { zh: '确认', en: 'Confirm' },
    visibility: { zh: '隐藏/显示', en: 'Hide/show' },
    withdraw: { zh: '撤回', en: 'Withdraw' },
  },
});
