import { MANIFEST_PAGES as P } from '../../contract/manifest/module';
import type { MftListStage } from '../../contract/manifest';

/**
 * Which screen each manifest path is, and where a row opens (pure: the screens and their tests read
 * it). Every path naming the same screen maps to the same kind; the "new version" `/workbench/…`
 * paths are the customer's screens, opening their siblings under the same family when it has one.
 */
export type ScreenKind = 'create' | 'edit' | 'list' | 'info' | 'verifyDesk' | 'upload';
/** What an info page shows first. */
export type InfoView = 'submit' | 'verify' | 'send' | 'sendFail' | 'sendEdit' | 'track';
/** Whose pages: the platform's staff (all companies) or a customer (its own company). */
export type Side = 'staff' | 'customer' | 'newCustomer';

export const SCREEN_OF: Readonly<Record<string, ScreenKind>> = {
  [P.create]: 'create',
  [P.customerCreate]: 'create',
  [P.newCreate]: 'create',
  [P.edit]: 'edit',
  [P.customerEdit]: 'edit',
  [P.newEdit]: 'edit',
  [P.sendEdit]: 'edit',
  [P.verifyList]: 'verifyDesk',
  [P.uploadList]: 'upload',
  [P.newUpload]: 'upload',
  [P.submitList]: 'list',
  [P.submitFailedList]: 'list',
  [P.verifyFailedList]: 'list',
  [P.sendList]: 'list',
  [P.sendFailList]: 'list',
  [P.trackList]: 'list',
  [P.customerSubmitList]: 'list',
  [P.customerSendList]: 'list',
  [P.customerTrackList]: 'list',
  [P.newSubmitList]: 'list',
  [P.newSubmitFailedList]: 'list',
  [P.newTrackList]: 'list',
  [P.submitInfo]: 'info',
  [P.verifyInfo]: 'info',
  [P.sendInfo]: 'info',
  [P.sendFailInfo]: 'info',
  [P.sendEditInfo]: 'info',
  [P.trackInfo]: 'info',
  [P.customerSubmitInfo]: 'info',
  [P.customerSendInfo]: 'info',
  [P.customerTrackInfo]: 'info',
  [P.newVerifyInfo]: 'info',
  [P.newTrackInfo]: 'info',
};

export const sideOf = (path: string): Side => (path.startsWith('/external/') ? 'customer' : path.startsWith('/workbench/') ? 'newCustomer' : 'staff');

/** The stages a list page offers, the first shown at the start (the list's `Stage` filter). */
export const LIST_STAGES: Readonly<Record<string, readonly MftListStage[]>> = {
  [P.submitList]: ['submit', 'draft', 'all'],
  [P.submitFailedList]: ['submitFailed'],
  [P.verifyFailedList]: ['verifyFailed'],
  [P.sendList]: ['send', 'amend'],
  [P.sendFailList]: ['sendFail'],
  [P.trackList]: ['track'],
  [P.customerSubmitList]: ['all', 'draft', 'submit', 'submitFailed', 'verifyFailed'],
  [P.customerSendList]: ['send'],
  [P.customerTrackList]: ['track'],
  [P.newSubmitList]: ['all', 'draft', 'submit', 'submitFailed', 'verifyFailed'],
  [P.newSubmitFailedList]: ['submitFailed'],
  [P.newTrackList]: ['track'],
};

export const INFO_VIEW: Readonly<Record<string, InfoView>> = {
  [P.submitInfo]: 'submit',
  [P.customerSubmitInfo]: 'submit',
  [P.verifyInfo]: 'verify',
  [P.newVerifyInfo]: 'verify',
  [P.sendInfo]: 'send',
  [P.customerSendInfo]: 'send',
  [P.sendFailInfo]: 'sendFail',
  [P.sendEditInfo]: 'sendEdit',
  [P.trackInfo]: 'track',
  [P.customerTrackInfo]: 'track',
  [P.newTrackInfo]: 'track',
};

/** The pages of one side, by what they are. */
const FAMILY: Record<
  Side,
  { edit: string; create: string; submit: string; verify: string; send: string; sendFail: string; sendEdit: string; amended: string; track: string }
> = {
  staff: {
    edit: P.edit,
    create: P.create,
    submit: P.submitInfo,
    verify: P.verifyInfo,
    send: P.sendInfo,
    sendFail: P.sendFailInfo,
    sendEdit: P.sendEdit,
    amended: P.sendEditInfo,
    track: P.trackInfo,
  },
  customer: {
    edit: P.customerEdit,
    create: P.customerCreate,
    submit: P.customerSubmitInfo,
    verify: P.customerSubmitInfo,
    send: P.customerSendInfo,
    sendFail: P.customerSendInfo,
    sendEdit: P.customerEdit,
    amended: P.customerSendInfo,
    track: P.customerTrackInfo,
  },
  newCustomer: {
    edit: P.newEdit,
    create: P.newCreate,
    submit: P.newVerifyInfo,
    verify: P.newVerifyInfo,
    send: P.newVerifyInfo,
    sendFail: P.newVerifyInfo,
    sendEdit: P.newEdit,
    amended: P.newVerifyInfo,
    track: P.newTrackInfo,
  },
};
export const pagesOf = (side: Side) => FAMILY[side];

/** Where a manifest in this state opens from a list of `side`: the editor while it is a draft, else the page of its step. */
export function rowHref(side: Side, row: { Id: number; MFT_STATUS: number; MFT_STAGE: string }): string {
  const f = FAMILY[side];
  const s = row.MFT_STATUS;
  const page =
    s === 10
      ? f.sendEdit
      : s === 0 || s === 2 || s === 4
        ? f.edit
        : s === 1
          ? f.submit
          : s === 3
            ? f.verify
            : s === 7 || s === 8
              ? f.sendFail
              : s === 9 && row.MFT_STAGE !== 'NONE'
                ? f.track
                : f.send;
  return `${page}?id=${row.Id}`;
}
