/**
 * The containers a person asks a price for, written as forwarders write them: "2×40HQ 1×20GP",
 * "2x40hq,20gp", "40HQ*3" — a class alone is one container; the same class twice adds up.
 * Undefined when a part is not a quantity and a class.
 */
export function parseContainerLines(text: string): { ContainerClass: string; Qty: number }[] | undefined {
  const parts = text
    .toUpperCase()
    .split(/[\s,，、;；+]+/)
    .filter(Boolean);
  if (!parts.length) return undefined;
  const qty = new Map<string, number>();
  for (const part of parts) {
    const m = /^(?:(\d{1,3})\s*[×XＸ*])?([0-9]{2}[A-Z]{2,3})(?:[×XＸ*](\d{1,3}))?$/.exec(part);
    if (!m || (m[1] && m[3])) return undefined;
    const n = Number(m[1] ?? m[3] ?? 1);
    if (n < 1) return undefined;
    qty.set(m[2]!, (qty.get(m[2]!) ?? 0) + n);
  }
  if ([...qty.values()].some((n) => n > 999) || qty.size > 8) return undefined;
  return [...qty].map(([ContainerClass, Qty]) => ({ ContainerClass, Qty }));
}

/** The lines as the search box shows them again ("2×40HQ 1×20GP"). */
export const containerText = (lines: readonly { ContainerClass: string; Qty: number }[]) => lines.map((l) => `${l.Qty}×${l.ContainerClass}`).join(' ');
