import type { Actor } from '../../platform/access/grants';
import type { Reader } from './audience';

/** The actor as a reader of letters and tables: the desk (platform staff) or someone outside. */
export const readerOf = (actor: Actor): Reader => ({ companyId: actor.companyId, employeeId: actor.id, kind: actor.companyKind });
