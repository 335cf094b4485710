/** How bad an exception is, gravest first (operations.md §12.1). */
export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Who acts on an exception (operations.md §2's roles). */
export const ACTOR_ROLES = ['customer', 'clerk', 'operator', 'trucker', 'verifier', 'customerService', 'finance'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
