import type { ReceiverSave } from '../../../src/contract/orderApply/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { addressCompany } from './addressRepository';
import { clearOtherDefaults, deleteReceiverRow, insertReceiver, lockReceiver, updateReceiver } from './receiverRepository';
import { customerExists } from './repository';
import { RECEIVER_DOC, type Saved, employee, noCustomer, stale } from './setupService';

/** The customers' receivers (operations.md §11.1): saved (one default per company) and deleted. */

export async function saveReceiver(db: Db, actor: Actor, r: ReceiverSave): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    if (!(await customerExists(tx, r.CompanyId))) return noCustomer();
    const authId = r.RCV_AUTH_ADDRESS_ID ?? null;
    if (authId !== null) {
      const a = await addressCompany(tx, authId);
      // another company's address is as good as none
      if (!a || a.companyId !== r.CompanyId) return missing('No such authenticated address for this customer.', '该客户没有这个认证地址。');
    }
    const f = {
      name: r.RCV_NAME.trim(),
      phone: r.RCV_PHONE,
      province: r.RCV_PROVINCE.trim(),
      city: r.RCV_CITY.trim(),
      district: r.RCV_DISTRICT.trim(),
      address: r.RCV_ADDRESS.trim(),
      postcode: r.RCV_POSTCODE,
      isDefault: r.RCV_DEFAULT,
      authAddressId: authId,
    };
    let id = r.Id;
    let version: number;
    if (id === undefined) ({ id, version } = await insertReceiver(tx, r.CompanyId, f));
    else {
      const cur = await lockReceiver(tx, id);
      if (!cur || cur.companyId !== r.CompanyId) return missing('No such receiver.', '没有这个收件人。');
      if (cur.version !== r.Version) return stale({ zh: '收件人', en: 'receiver' });
      version = await updateReceiver(tx, id, f);
    }
    if (f.isDefault) await clearOtherDefaults(tx, r.CompanyId, id);
    await recordDocEvent(tx, {
      docType: RECEIVER_DOC,
      docId: id,
      actor: employee(actor),
      type: r.Id === undefined ? 'v1.ReceiverAdded' : 'v1.ReceiverChanged',
      detail: { ...f, Version: version },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

export async function deleteReceiver(db: Db, actor: Actor, r: { Id: number; Version: number }): Promise<Outcome<{ Id: number }>> {
  return inTransaction(db, async (tx) => {
    const cur = await lockReceiver(tx, r.Id);
    if (!cur) return missing('No such receiver.', '没有这个收件人。');
    if (cur.version !== r.Version) return stale({ zh: '收件人', en: 'receiver' });
    await deleteReceiverRow(tx, r.Id);
    await recordDocEvent(tx, { docType: RECEIVER_DOC, docId: r.Id, actor: employee(actor), type: 'v1.ReceiverDeleted' });
    return { ok: true, value: { Id: r.Id } };
  });
}
