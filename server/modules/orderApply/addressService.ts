import type { AuthAddressSave } from '../../../src/contract/orderApply/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import { insertAddress, lockAddress, markRevoked, updateAddress } from './addressRepository';
import { customerExists } from './repository';
import { ADDRESS_DOC, type Saved, employee, noCustomer, stale } from './setupService';

/** The authenticated addresses (operations.md §11.1): saved (an edit is a new address to verify) and revoked. */

export const noAddress = <T>() => missing<T>('No such authenticated address.', '没有这个认证地址。');

export async function saveAddress(db: Db, actor: Actor, a: AuthAddressSave): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    if (!(await customerExists(tx, a.CompanyId))) return noCustomer();
    const f = {
      name: a.AAD_NAME.trim(),
      phone: a.AAD_PHONE,
      province: a.AAD_PROVINCE.trim(),
      city: a.AAD_CITY.trim(),
      district: a.AAD_DISTRICT.trim(),
      address: a.AAD_ADDRESS.trim(),
      postcode: a.AAD_POSTCODE,
    };
    let id = a.Id;
    let version: number;
    if (id === undefined) ({ id, version } = await insertAddress(tx, a.CompanyId, f));
    else {
      const cur = await lockAddress(tx, id);
      if (!cur || cur.companyId !== a.CompanyId) return noAddress();
      if (cur.version !== a.Version) return stale({ zh: '认证地址', en: 'address' });
      version = await updateAddress(tx, id, f);
    }
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: id,
      actor: employee(actor),
      type: a.Id === undefined ? 'v1.AddressAdded' : 'v1.AddressChanged',
      detail: { ...f, Version: version },
    });
    return { ok: true, value: { Id: id, Version: version } };
  });
}

export async function revokeAddress(db: Db, actor: Actor, r: { Id: number; Version: number; Reason: string }): Promise<Outcome<Saved>> {
  return inTransaction(db, async (tx) => {
    const a = await lockAddress(tx, r.Id);
    if (!a) return noAddress();
    if (a.version !== r.Version) return stale({ zh: '认证地址', en: 'address' });
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked already.', '该地址已撤销。');
    const version = await markRevoked(tx, r.Id);
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: r.Id,
      actor: employee(actor),
      type: 'v1.AddressRevoked',
      detail: { Reason: r.Reason.trim(), Version: version },
    });
    return { ok: true, value: { Id: r.Id, Version: version } };
  });
}
