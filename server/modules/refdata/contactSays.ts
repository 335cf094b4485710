import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { refdataCheckWords as W } from '../../../src/contract/refdata/words';
import { type ContactLike, contactFault } from '../../../src/domain/refdata/agencies';

/** What is wrong with one contact of an agency, said at its row in both languages (issue 32), or undefined. */
export function contactSays(path: string, c: ContactLike): FieldError | undefined {
  const fault = contactFault(c);
  if (!fault) return undefined;
  const words = {
    noName: W.contactNoName,
    noWay: W.contactNoWay(c.Name),
    badEmail: W.contactBadEmail(c.Name, c.Email?.trim()),
    badPhone: W.contactBadPhone(c.Name, c.Phone?.trim()),
  }[fault];
  return fieldSays(path, words);
}
