/**
 * A form's value as the call's field takes it. A form holds text and may leave a field empty; the
 * call's schema names the type, and the server checks the value (an empty or unknown one is refused
 * on its field, shown on the form), so the browser sends what was typed as it is.
 */
export const formValue = <T extends string>(value: string | undefined): T => value as T;
