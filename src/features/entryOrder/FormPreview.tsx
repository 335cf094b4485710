import { Callout } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import type { EntryForm } from '../../contract/entryOrder/calls';
import { defaultValues } from '../../domain/entryOrder/orderFields';
import type { FormField } from '../../domain/entryOrder/formFields';
import { validateValues } from '../../domain/entryOrder/formRules';
import { useWords } from '../../i18n/words';
import { FormFields } from './FormFields';
import { ProblemList } from './parts';
import { entryWords } from './words';

/** A form as the entry screen renders it, to try: values typed here are checked by the same rules and never saved. */
export function FormPreview({
  form,
  fields,
}: { form: Pick<EntryForm, 'EFM_NAME' | 'EFM_VERSION'>; fields?: readonly FormField[] } & { form: { EFM_FIELDS?: readonly FormField[] } }) {
  const w = useWords(entryWords);
  const list = fields ?? form.EFM_FIELDS ?? [];
  const [values, setValues] = useState<Record<string, unknown>>(() => defaultValues(list));
  const commit = useCallback((key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value })), []);
  const problems = useMemo(() => validateValues(list, values), [list, values]);
  return (
    <Callout title={w.previewOf(form.EFM_NAME, form.EFM_VERSION)} data-testid="ent-form-preview">
      <FormFields fields={list} values={values} onCommit={commit} problems={problems} companyId={0} preview />
      <ProblemList problems={problems} passes={w.noProblems} testId="ent-preview-problems" />
    </Callout>
  );
}
