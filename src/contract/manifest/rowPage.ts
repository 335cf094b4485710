import { MANIFEST_PAGES as P } from './module';

/**
 * Where a manifest opens (pure): each side's family of pages, and the page of a manifest's step. The
 * manifest screens' lists open rows with it, and so does a filing configuration's detail (the
 * manifests sent under it), which is another feature's screen: hence here, in the contract.
 *
 * Whose pages: the platform's staff (all companies) or a customer (its own company). */
export type Side = 'staff' | 'customer' | 'newCustomer';

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
