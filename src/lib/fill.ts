/** Fills `{name}` slots of a text: fill('共 {n} 条', { n: 3 }). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
