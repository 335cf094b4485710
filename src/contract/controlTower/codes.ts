/** How bad an exception is, gravest first (operations.md §12.1). */
export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];
