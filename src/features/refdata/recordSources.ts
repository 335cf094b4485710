import { ENDPOINTS } from '../../contract/endpoints';
import type { RecordSource } from '../../lib/ApiForm';

/**
 * Where the reference-data forms find the records they point at by id (ApiForm `record` fields):
 * typed by name, held as "<id> <code> <name>". The lists are the ones their own screens show, so
 * the server's grants decide what a person may find.
 */
export const RECORDS = {
  providers: { path: ENDPOINTS.providerList, filter: 'Name', label: (r) => `${r.Code} ${r.Name}` },
  bookingAgencies: { path: ENDPOINTS.bookingAgencyList, filter: 'Name', label: (r) => String(r.Name) },
  employees: { path: ENDPOINTS.employeeList, filter: 'Name', label: (r) => String(r.Name) },
  terminals: { path: ENDPOINTS.terminalList, filter: 'NameZh', label: (r) => `${r.PortCode} ${r.Code} ${r.NameZh}` },
} satisfies Record<string, RecordSource>;

/** A record's id with its name, as a `record` field shows it. */
export const recordText = (id: number | null | undefined, ...names: (string | undefined)[]) => (id ? [String(id), ...names.filter(Boolean)].join(' ') : '');
