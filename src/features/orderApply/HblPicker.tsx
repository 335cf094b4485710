import { NumericInput } from '@blueprintjs/core';

/** The house B/L an application is for, by its id (the houseBill module's list picks it once merged). */
export function HblPicker({ value, onChange }: { value: number | undefined; onChange(id: number | undefined): void }) {
  return (
    <NumericInput
      id="oap-hbl"
      min={1}
      buttonPosition="none"
      value={value ?? ''}
      onValueChange={(n) => onChange(Number.isFinite(n) && n > 0 ? n : undefined)}
      data-testid="oap-hbl"
    />
  );
}
