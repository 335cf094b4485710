/**
 * Amounts per container class as a person types them on one line: "20GP 100 40GP 150, 40HQ 150"
 * (also "20GP:100"). Undefined when a part is not a class followed by an amount, or a class repeats.
 * `signed`: an amount may be negative (a salesperson's discount).
 */
export function parseClassAmounts(text: string, signed = false): { ContainerClass: string; Amount: string }[] | undefined {
  const parts = text
    .toUpperCase()
    .split(/[\s,，;；:：]+/)
    .filter(Boolean);
  if (parts.length % 2) return undefined;
  const out: { ContainerClass: string; Amount: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const [cls, amount] = [parts[i]!, parts[i + 1]!];
    if (
      !/^\d{2}[A-Z]{2,3}$/.test(cls) ||
      !(signed ? /^-?\d{1,12}(\.\d{1,6})?$/ : /^\d{1,12}(\.\d{1,6})?$/).test(amount) ||
      out.some((o) => o.ContainerClass === cls)
    )
      return undefined;
    out.push({ ContainerClass: cls, Amount: amount });
  }
  return out;
}

/** The amounts as the line shows them again. */
export const classAmountsText = (lines: readonly { ContainerClass: string; Amount: string }[]) => lines.map((l) => `${l.ContainerClass} ${l.Amount}`).join(' ');
