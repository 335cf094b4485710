import { baseType, fieldsInOrder, type FormField } from '../../domain/entryOrder/formFields';

/**
 * The form designer's edits as pure steps (the tests hold them): fields kept in their shown order,
 * each step answering the new list with Order renumbered 10, 20, 30 … so the server's order is the
 * one on screen.
 */
export const renumber = (fields: readonly FormField[]): FormField[] => fields.map((f, i) => ({ ...f, Order: (i + 1) * 10 }));

/** The field at `from` moved by `by` places (clamped to the list). */
export function moveField(fields: readonly FormField[], from: number, by: number): FormField[] {
  const list = fieldsInOrder(fields);
  const to = Math.max(0, Math.min(list.length - 1, from + by));
  if (to === from || !list[from]) return renumber(list);
  const [f] = list.splice(from, 1);
  list.splice(to, 0, f!);
  return renumber(list);
}

/** A new text field after the others, its key not yet taken. */
export function addField(fields: readonly FormField[], section = ''): FormField[] {
  const taken = new Set(fields.map((f) => f.Key.toLowerCase()));
  let n = fields.length + 1;
  while (taken.has(`field${n}`)) n += 1;
  return renumber([...fieldsInOrder(fields), { Key: `field${n}`, LabelZh: '', LabelEn: '', Type: 'text', Required: false, Section: section, Order: 0 }]);
}

export const removeField = (fields: readonly FormField[], at: number): FormField[] => renumber(fieldsInOrder(fields).filter((_, i) => i !== at));

/** One field changed; a rule its new type does not take is dropped, and a default that no longer fits its type. */
export function changeField(fields: readonly FormField[], at: number, patch: Partial<FormField>): FormField[] {
  return fieldsInOrder(fields).map((f, i) => {
    if (i !== at) return f;
    const next = { ...f, ...patch };
    if (patch.Type && baseType(patch.Type) !== baseType(f.Type)) {
      delete next.Rule;
      delete next.Default;
    }
    return next;
  });
}

/** A default as typed in the designer, as the field's type holds it ('' is none). */
export function defaultOf(type: string, raw: string): unknown {
  if (raw === '') return undefined;
  if (type === 'number') {
    const n = Number(raw.replace(/,/g, ''));
    return Number.isFinite(n) ? n : raw;
  }
  return raw;
}
