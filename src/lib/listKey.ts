import type { Call } from '../contract/call';
import { ENDPOINTS } from '../contract/endpoints';

/** The query key of a server list (all its pages and filters): invalidate it to refresh the list. */
export const listKey = (path: string) => ['list', path] as const;

/** The change log's key (src/ui/audit/ChangeLog.tsx lists it): refreshed after an action that writes an audit record. */
export const changeLogKey = () => listKey(ENDPOINTS.auditList);

/** A list's Excel export and import, beside the list as the server registers them (server/http/lists.ts). */
export const listExportPath = (list: Pick<Call, 'path'>) => `${list.path}/Export`;
export const listImportPath = (list: Pick<Call, 'path'>) => `${list.path}/Import`;
