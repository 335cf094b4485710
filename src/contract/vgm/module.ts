import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * VGM — the verified gross mass of each container (operations.md §6): declared per booking container
 * (all of a booking's boxes at once), sent to the carrier through the CARRIER_VGM channel, and
 * answered by its receipts; a share link lets whoever weighed the box declare it without an account
 * (`/external/mainifest/VGMEdit`). The calls' schemas are in calls.ts.
 */
export const VGM_PATHS = {
  vgmList: '/api/Vgm/List',
  vgmSaveDraft: '/api/Vgm/SaveDraft',
  vgmDeclare: '/api/Vgm/Declare',
  vgmSend: '/api/Vgm/Send',
  vgmLog: '/api/Vgm/Log',
  vgmCreateShare: '/api/Vgm/CreateShare',
  vgmRevokeShare: '/api/Vgm/RevokeShare',
  /** The public pair of the share link: the token instead of a session. */
  vgmShareRead: '/api/ManifestShare/Vgm',
  vgmShareDeclare: '/api/ManifestShare/DeclareVgm',
} as const;

/** Where VGM is declared (§0.1): the packing-list managers of both sides and the booking details the panel is mounted on. */
export const VGM_PAGES = {
  staffPackingLists: '/cargoManager/TrachManManager',
  customerPackingLists: '/external/workbench/cargoManager/TrachManManager',
  /** The public page a share link opens. */
  share: '/external/mainifest/VGMEdit',
} as const;

/**
 * The menus that open the VGM panel: the packing-list managers, the customer's booking pages (the
 * booking detail opens under them) and the booking desk (the staff booking detail opens under it).
 */
const CUSTOMER_PAGES = [VGM_PAGES.customerPackingLists, '/external/workbench/BookOnline', '/external/workbench/OrderTracking'];
const STAFF_PAGES = [VGM_PAGES.staffPackingLists, '/quckBook/BookingManagement'];
export const VGM_MENUS = [...CUSTOMER_PAGES, ...STAFF_PAGES];

export const VGM_ACCESS = {
  /** A booking's containers with their latest VGM, the versions and receipts. */
  vgmRead: read(VGM_MENUS),
  /** Saving, declaring and sharing (the share link declares on the company's behalf). */
  vgmDeclare: act(VGM_MENUS, 'declareVgm'),
  /** Sending declared versions to the carrier. */
  vgmSend: act(VGM_MENUS, 'sendVgm'),
} as const;

export const vgmContract = contractModule({
  name: 'vgm',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  /** A VGM share link lets its visitor declare the containers' VGM. */
  shareScopes: ['VGM'],
  paths: VGM_PATHS,
  access: VGM_ACCESS,
  buttons: {
    declareVgm: { zh: '申报 VGM', en: 'Declare VGM' },
    sendVgm: { zh: '发送 VGM', en: 'Send VGM' },
  },
  live: {
    /**
     * Receipts of the carrier or the terminal moved a booking's VGMs (accepted, rejected, acked,
     * weighed): the VGM panel and the packing lists showing them re-read through their own calls.
     * Sent to the platform's staff and the booking's company (server/modules/vgm/live.ts).
     */
    vgm: liveFrame<{ CGO_ID: string }>(),
  },
});
