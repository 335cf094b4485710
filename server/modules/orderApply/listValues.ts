/** How the module's lists write a stored value: a moment as ISO text, a day as YYYY-MM-DD, a code in words. */
export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10));
export const w = (b: { zh: string; en: string } | undefined, lang: 'zh' | 'en', fallback: unknown) => b?.[lang] ?? String(fallback);
