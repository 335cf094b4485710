import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { EntryForm, EntryOrderDetail } from '../../contract/entryOrder/calls';
import type { FormField } from '../../domain/entryOrder/formFields';
import { defaultValues } from '../../domain/entryOrder/orderFields';
import { effectiveFields, orderProblems } from '../../domain/entryOrder/orderRules';
import { formForOrderQueryOptions } from './api/forms';
import { type DraftEvent, type EntryDraft, factsOf } from './entryValues';

/**
 * The form an order is entered on, its fields and the order's problems as typed: a new order's form
 * is the published one its customer and business use (a staff member picks the customer first), an
 * existing order keeps the version it was entered with. A new order starts with its form's defaults
 * (once, and only while nothing is typed).
 */
export function useEntryForm(detail: EntryOrderDetail | undefined, draft: EntryDraft, record: (e: DraftEvent) => void, staff: boolean) {
  const { header } = draft;
  const forOrder = useQuery(
    formForOrderQueryOptions(
      { ...(header.CompanyId ? { CompanyId: header.CompanyId } : {}), ENT_DIRECTION: header.ENT_DIRECTION, ENT_TRANSPORT_METHOD: header.ENT_TRANSPORT_METHOD },
      !detail && (!staff || !!header.CompanyId),
    ),
  );
  const form: EntryForm | undefined = detail?.Form ?? forOrder.data;
  const fields = useMemo<FormField[]>(() => {
    if (!form) return [];
    const onForm = new Set(form.EFM_FIELDS.map((f) => f.Key));
    // the form's fields (the order's required columns required whatever it says), and a required column it leaves out
    return effectiveFields(form.EFM_FIELDS, header.ENT_TRANSPORT_METHOD).filter((f) => onForm.has(f.Key) || f.Required);
  }, [form, header.ENT_TRANSPORT_METHOD]);
  const problems = useMemo(() => (form ? orderProblems(factsOf(draft), form.EFM_FIELDS) : []), [form, draft]);
  useEffect(() => {
    if (!detail && form && Object.keys(draft.values).length === 0) {
      const defaults = defaultValues(form.EFM_FIELDS);
      if (Object.keys(defaults).length) record({ type: 'start', draft: { header: draft.header, values: defaults } });
    }
  }, [detail, form, draft, record]);
  return { form, formMissing: forOrder.isError, fields, problems };
}
