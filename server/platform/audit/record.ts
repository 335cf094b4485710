import type { Queryable } from '../../db/types';
import type { Actor } from '../access/grants';

export interface Change {
  entity:
    | 'menu'
    | 'menuButton'
    | 'role'
    | 'roleGrants'
    | 'permission'
    | 'employee'
    | 'employeeRoles'
    | 'salesperson'
    | 'company'
    | 'application'
    | 'bindRequest'
    // reference data (commercial.md R1.9)
    | 'carrier'
    | 'port'
    | 'exchangeRate'
    | 'feeCode'
    | 'tradeLane'
    | 'service'
    | 'vesselCall'
    | 'scheduleTemplate'
    | 'bookingAgency'
    | 'bookCode'
    | 'billCodeSeries'
    | 'vessel'
    | 'shipAgency'
    | 'codeMapping'
    // terminals and the rate dictionaries
    | 'terminal'
    | 'rateCarrier'
    | 'ratePort'
    | 'rateTerminal'
    | 'surchargeType'
    | 'rateRoute'
    // the background jobs' dead letters, retried or discarded by the platform's administrators
    | 'job';
  entityId: string | number | null;
  action: string;
  /** What changed: the new values, and the old ones where they matter. */
  detail?: Record<string, unknown>;
  /** Whose records changed; defaults to the actor's company; null for platform-wide data (menus). */
  companyId?: string | number | null;
}

/** Appends one change to the log, in the caller's transaction, so the log never misses a change. */
export async function recordChange(tx: Queryable, actor: Actor, c: Change): Promise<void> {
  await tx.query('insert into audit_events (actor_id, company_id, entity, entity_id, action, detail) values ($1, $2, $3, $4, $5, $6)', [
    actor.id,
    c.companyId === undefined ? actor.companyId : c.companyId,
    c.entity,
    c.entityId === null ? null : String(c.entityId),
    c.action,
    JSON.stringify(c.detail ?? {}),
  ]);
}

/**
 * A change made by an individual user acting for no employee (accepting or declining a binding
 * offer): the log names no employee as its actor, and says which user it was in the detail.
 */
export async function recordUserChange(tx: Queryable, user: { account: string }, c: Change & { companyId: string | number }): Promise<void> {
  await tx.query('insert into audit_events (actor_id, company_id, entity, entity_id, action, detail) values (null, $1, $2, $3, $4, $5)', [
    c.companyId,
    c.entity,
    c.entityId === null ? null : String(c.entityId),
    c.action,
    JSON.stringify({ ...c.detail, byUser: user.account }),
  ]);
}
