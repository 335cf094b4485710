import { HOUSE_BILL_PAGES as P } from '../../../src/contract/houseBill/module';
import type { Queryable } from '../../db/types';
import { grantPageButtons, syncMenuButtons } from '../access/public';

/** The bills' buttons where their pages are held: the clerk's on HBLMake / MBLMake, the shipper's approval on its SI page. */
export async function seedHouseBillAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPageButtons(tx, { customer: [P.customerSi], staff: [P.hbl, P.mbl] }, [
    'createHbl',
    'saveHbl',
    'sendHblDraft',
    'issueHbl',
    'voidHbl',
    'approveBlDraft',
    'editMbl',
    'sendMblToCarrier',
    'voidMbl',
  ]);
}
