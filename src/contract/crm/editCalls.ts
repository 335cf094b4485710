import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { CONSENT_SOURCES } from '../../domain/crm/consent';
import { CRM_ACCESS as A, CRM_PATHS as P } from './module';

/**
 * The CRM's editing calls beyond calls.ts (commercial.md §7.3): merging customers (a manager's; the
 * merged ones go to the recycle bin marked "merged into …") and a contact's e-mail consent. Refusals
 * are 400 with a Code (MERGE_SELF, LINK_CONFLICT, CONSENT_SOURCE); another company's record is 404.
 */
export const crmEditCalls = {
  merge: defineCall({
    method: 'POST',
    path: P.crmCustomerMerge,
    input: strict({ KeepId: id, MergeIds: Type.Array(id, { minItems: 1, maxItems: 20 }) }),
    answer: Type.Object({ Id: Type.Integer(), Moved: Type.Integer() }),
    access: A.crmMerge,
  }),
  contactConsent: defineCall({
    method: 'POST',
    path: P.crmContactConsent,
    input: strict({ Id: id, Consent: Type.Boolean(), ConsentSource: Type.Optional(textOf(CONSENT_SOURCES)) }),
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.crmCustomerEdit,
  }),
  /** The platform's customer companies whose name or code has the text: what a customer may be linked to. */
  companySearch: defineCall({
    method: 'GET',
    path: P.crmCompanySearch,
    input: strict({ Text: text(100) }),
    answer: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), Code: Type.String(), LinkedTo: Type.String() })),
    access: A.crmLink,
  }),
} as const;
