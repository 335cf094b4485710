import type { CompanyWire, EmployeeRowWire } from '../../contract/admin';
import type { ListCall } from '../../contract/call';
import { ENDPOINTS } from '../../contract/endpoints';
import { refdataListCalls } from '../../contract/refdata/listCalls';
import { recordSource } from '../../lib/ApiForm';
import { callRef } from '../../streams/callApi';

/**
 * Where the reference-data forms find the records they point at by id (ApiForm `record` fields):
 * typed by name, held as "<id> <code> <name>". The lists are the ones their own screens show, so
 * the server's grants decide what a person may find.
 */
export const RECORDS = {
  // the admin lists are typed references: the admin contract declares no row schemas
  providers: recordSource({ list: callRef<ListCall<CompanyWire>>('GET', ENDPOINTS.providerList), filter: 'Name', label: (r) => `${r.Code} ${r.Name}` }),
  bookingAgencies: recordSource({ list: refdataListCalls.bookingAgencyList, filter: 'Name', label: (r) => r.Name }),
  employees: recordSource({ list: callRef<ListCall<EmployeeRowWire>>('GET', ENDPOINTS.employeeList), filter: 'Name', label: (r) => r.Name }),
  terminals: recordSource({ list: refdataListCalls.terminalList, filter: 'NameZh', label: (r) => `${r.PortCode} ${r.Code} ${r.NameZh}` }),
};

/** A record's id with its name, as a `record` field shows it. */
export const recordText = (id: number | null | undefined, ...names: (string | undefined)[]) => (id ? [String(id), ...names.filter(Boolean)].join(' ') : '');
