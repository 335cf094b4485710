import type { CompanyWire } from '../../contract/admin';
import type { ListCall } from '../../contract/call';
import { ENDPOINTS } from '../../contract/endpoints';
import { recordSource } from '../../lib/ApiForm';
import { callApi, callRef } from '../../streams/callApi';

/** The customer companies staff keep configurations and templates for, found by name (held as "<id> <code> <name>"). */
export const CUSTOMERS = recordSource({
  list: callRef<ListCall<CompanyWire>>('GET', ENDPOINTS.customerList),
  filter: 'Name',
  label: (r) => `${r.Code} ${r.Name}`,
});

/** The picker's options for what is typed: the first eight customers whose name holds it. */
export async function suggestCustomers(q: string): Promise<{ Code: string }[]> {
  const page = await callApi(CUSTOMERS.list, { [CUSTOMERS.filter]: q, PageSize: 8 });
  return page.Items.map((row) => ({ Code: `${row.Id} ${CUSTOMERS.label(row)}` }));
}

/** The id a picked or typed company starts with ("12 CUS-HZTX 杭州…", or "12"). */
export const companyIdOf = (text: string) => {
  const id = /^\s*(\d+)/.exec(text)?.[1];
  return id ? Number(id) : undefined;
};
