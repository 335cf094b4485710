import { MANIFEST_PAGES as P } from '../../contract/manifest/module';
import type { MftListStage } from '../../contract/manifest';
import type { Side } from '../../contract/manifest/rowPage';

/**
 * Which screen each manifest path is, and where a row opens (pure: the screens and their tests read
 * it). Every path naming the same screen maps to the same kind; the "new version" `/workbench/…`
 * paths are the customer's screens, opening their siblings under the same family when it has one.
 */
export type ScreenKind = 'create' | 'edit' | 'list' | 'info' | 'verifyDesk' | 'upload';
/** What an info page shows first. */
export type InfoView = 'submit' | 'verify' | 'send' | 'sendFail' | 'sendEdit' | 'track';

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

// where a row opens is the contract's (a filing configuration's detail opens manifests too)
export { pagesOf, rowHref, type Side } from '../../contract/manifest/rowPage';
