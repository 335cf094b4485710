import type { CardOffice } from '../../../src/contract/userCard/calls';
import type { Queryable } from '../../db/types';

/**
 * The card's office from the company's site (operations.md §16, §14): the offices the company's
 * published site shows, one of which the owner may choose. The portal already reads the card (its
 * contact page's overlay), so this module cannot import it back: the portal hands its read
 * (`publishedAddressesOf` of its public.ts) in at start-up through `provideCompanyOffices`. Without
 * the portal (an app built without it) a company has no offices and every card shows its text.
 * A chosen office gone from the site (deleted, or the site never published it) is no office: the
 * card shows its own office text instead.
 */
export type CompanyOfficesRead = (q: Queryable, companyId: string) => Promise<CardOffice[]>;

let read: CompanyOfficesRead = async () => [];

/** The portal's read of a company's published offices (the same function however often an app is built). */
export function provideCompanyOffices(r: CompanyOfficesRead): void {
  read = r;
}

export async function companyOffices(q: Queryable, companyId: string): Promise<CardOffice[]> {
  return (await read(q, companyId)).map((a) => ({
    Id: a.Id,
    NameZh: a.NameZh,
    NameEn: a.NameEn,
    Address: a.Address,
    Latitude: a.Latitude,
    Longitude: a.Longitude,
  }));
}

/** The chosen office among the company's, when it is still one of them. */
export const chosenOffice = (offices: readonly CardOffice[], id: string | number | null): CardOffice | undefined =>
  id === null ? undefined : offices.find((o) => o.Id === Number(id));

/** The office a card shows: the chosen one of the company's site, else the card's own text. */
export interface ShownOffice {
  name: string;
  nameEn: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export async function shownOffice(
  q: Queryable,
  companyId: string,
  card: { crd_office_id: string | null; crd_office_name: string; crd_office_address: string },
) {
  const office = card.crd_office_id === null ? undefined : chosenOffice(await companyOffices(q, companyId), card.crd_office_id);
  if (!office) return { name: card.crd_office_name, nameEn: '', address: card.crd_office_address, latitude: null, longitude: null } satisfies ShownOffice;
  return { name: office.NameZh, nameEn: office.NameEn, address: office.Address, latitude: office.Latitude, longitude: office.Longitude } satisfies ShownOffice;
}
