import { ENTRY_ORDER_PATHS as P } from '../../contract/entryOrder/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * The module's query keys, named once (reads are cached under them, a change refreshes exactly what
 * it changed). Kept apart from api/ so the live frames' handlers (module.ts, on the first page) do
 * not bring the calls' schemas along. The lists are their tables' keys (DataTable's `listKey`).
 */
export const entryKeys = {
  all: ['entryOrder'] as const,
  forms: () => [...entryKeys.all, 'form'] as const,
  form: (id: number) => [...entryKeys.forms(), id] as const,
  formForOrder: (companyId: number, direction: string, transport: string) => [...entryKeys.forms(), 'forOrder', companyId, direction, transport] as const,
  formUses: () => [...entryKeys.all, 'uses'] as const,
  orders: () => [...entryKeys.all, 'order'] as const,
  order: (id: number) => [...entryKeys.orders(), id] as const,
  orderLog: (id: number) => [...entryKeys.orders(), id, 'log'] as const,
  board: (id: number) => [...entryKeys.orders(), id, 'board'] as const,
  files: (id: number) => [...entryKeys.orders(), id, 'files'] as const,
  sheet: (target: string) => [...entryKeys.all, 'sheet', target] as const,
  supplements: () => [...entryKeys.all, 'supplement'] as const,
  supplement: (id: number) => [...entryKeys.supplements(), id] as const,
  pickers: () => [...entryKeys.all, 'pick'] as const,
  customers: (q: string) => [...entryKeys.pickers(), 'customers', q] as const,
  operators: () => [...entryKeys.pickers(), 'operators'] as const,
  agents: () => [...entryKeys.pickers(), 'agents'] as const,
  partyTemplates: (companyId: number) => [...entryKeys.pickers(), 'parties', companyId] as const,
  bookings: (companyId: number, q: string) => [...entryKeys.pickers(), 'bookings', companyId, q] as const,
  formList: () => listKey(P.entryFormList),
  orderList: () => listKey(P.entryOrderList),
  supplementList: () => listKey(P.orderSupplementList),
  secondHalfList: () => listKey(P.secondHalfList),
};

/** What an order's move changes: its detail, log, board and sheet (all under `order`), the order list, the board of the second half. */
export const orderChanged = () => [entryKeys.orders(), entryKeys.orderList(), entryKeys.secondHalfList(), [...entryKeys.all, 'sheet'] as const];
/** What a supplement's move changes: the supplements, their list, and the orders (their open supplements). */
export const supplementChanged = () => [
  entryKeys.supplements(),
  entryKeys.supplementList(),
  entryKeys.orders(),
  entryKeys.orderList(),
  entryKeys.secondHalfList(),
];
/** What a form's move changes. */
export const formChanged = () => [entryKeys.forms(), entryKeys.formList(), entryKeys.formUses()];

/** An order moved here or elsewhere (a live frame): what shows orders reads again. */
export async function refreshOrders(client = queryClient): Promise<void> {
  await Promise.all(orderChanged().map((k) => readAgain(k, client)));
}
/** A supplement moved (a live frame). */
export async function refreshSupplements(client = queryClient): Promise<void> {
  await Promise.all(supplementChanged().map((k) => readAgain(k, client)));
}
