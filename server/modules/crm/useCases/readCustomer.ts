import type { CustomerRow, CustomerWire } from '../../../../src/contract/crm/calls';
import { maskEmail, maskMobile } from '../../../../src/domain/crm/mask';
import { recycleDue } from '../../../../src/domain/crm/recycle';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { noCustomer } from '../checks';
import { contactsOf } from '../contactRepository';
import { customerDetail } from '../detailRepository';
import type { ListedCustomer } from '../listRepository';
import { historyOf, ownersOf } from '../ownerRepository';
import { viewerOf } from '../scope';
import { quotesForCompany } from '../../rates/public';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A row as the viewer may read it: a pool customer's contact masked (R7.6), a private one's recycle date by the rule. */
export function presentCustomer(r: ListedCustomer): CustomerRow {
  const due =
    !r.InPool && r.ClaimedAt
      ? recycleDue(
          { Enabled: r.RuleEnabled, NoFollowDays: r.NoFollowDays, NoDealDays: r.NoDealDays, NoticeDays: r.NoticeDays },
          { claimedAt: new Date(r.ClaimedAt), lastFollowAt: r.LastFollowAt ? new Date(r.LastFollowAt) : null, dealt: r.DealStatus === 'DEALT' },
        )
      : undefined;
  return {
    Id: r.Id,
    Name: r.Name,
    Kind: r.Kind,
    Source: r.Source,
    Level: r.Level,
    Region: r.Region,
    InPool: r.InPool,
    OwnerId: r.OwnerId,
    OwnerName: r.OwnerName,
    ClaimedAt: iso(r.ClaimedAt),
    LastFollowAt: iso(r.LastFollowAt),
    DealStatus: r.DealStatus,
    RecycleAt: due ? due.at.toISOString() : null,
    Warned: r.Warned,
    Contact: r.Contact,
    Mobile: r.InPool && r.Mobile ? maskMobile(r.Mobile) : r.Mobile,
    Email: r.InPool && r.Email ? maskEmail(r.Email) : r.Email,
  };
}

/** One customer with its contacts (masked in the pool), owners, history and — once linked to a platform company — that company's quotes. */
export async function getCustomer(db: Db, actor: Actor, id: number): Promise<Outcome<CustomerWire>> {
  const v = await viewerOf(db, actor);
  const d = await customerDetail(db, v, id);
  if (!d) return noCustomer();
  const row = presentCustomer(d);
  const contacts = (await contactsOf(db, id))
    .map((c) => ({ ...c, ConsentAt: iso(c.ConsentAt) }))
    .map((c) => (d.InPool ? { ...c, Mobile: c.Mobile && maskMobile(c.Mobile), Email: c.Email && maskEmail(c.Email) } : c));
  const quotes = d.LinkedCompanyId ? await quotesForCompany(db, v.companyId, d.LinkedCompanyId) : [];
  return {
    ok: true,
    value: {
      ...row,
      Version: d.Version,
      ShortName: d.ShortName,
      NameEn: d.NameEn,
      Uscc: d.Uscc,
      Industry: d.Industry,
      Address: d.Address,
      EstTeuPerMonth: d.EstTeuPerMonth,
      PoolReason: d.PoolReason,
      LinkedCompanyId: d.LinkedCompanyId,
      Contacts: contacts,
      Owners: (await ownersOf(db, id)).map((o) => ({ ...o, From: iso(o.From)!, To: iso(o.To) })),
      History: (await historyOf(db, 'CUSTOMER', id)).map((h) => ({ ...h, At: iso(h.At)! })),
      Quotes: quotes,
    },
  };
}
