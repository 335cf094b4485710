import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Container dynamics (箱动态, spec §2.11 `PackingDynamic`; ../shared/domain/operations.md §5): one
 * store of DCSA equipment, transport and document events, typed by staff, imported from a sheet or
 * sent by carriers and terminals; read as a per-container timeline of milestones. The calls'
 * schemas are in calls.ts.
 */
export const CONTAINER_EVENT_PATHS = {
  containerEventAdd: '/api/ContainerDynamic/Add',
  containerEventRetract: '/api/ContainerDynamic/Retract',
  containerEventImport: '/api/ContainerDynamic/Import',
  containerEventQuery: '/api/ContainerDynamic/Query',
  containerEventTimeline: '/api/ContainerDynamic/Timeline',
} as const;

/** The two pages of §5.4. */
export const CONTAINER_EVENT_PAGES = {
  maintenance: '/PackingDynamic/Containermaintenance',
  query: '/PackingDynamic/Containerquerry',
  /**
   * The customer's workbench packing-list manager (operations.md §0.1 "trucker events from the
   * workbench packing-list manager"): a customer reads its own containers' events there.
   */
  workbench: '/external/workbench/cargoManager/TrachManManager',
} as const;
const P = CONTAINER_EVENT_PAGES;

export const CONTAINER_EVENT_ACCESS = {
  /** The events and timelines: the platform's staff all, a company its own bookings' and its vessels' (the service scopes). */
  containerEventRead: read([P.maintenance, P.query, P.workbench]),
  /** A typed event (operations.md §5.2 "add manual event"). */
  containerEventAdd: act([P.maintenance], 'add'),
  /** Events from a sheet. */
  containerEventImport: act([P.maintenance], 'import'),
  /** A retraction: the event's publisher may always retract its own; anyone else needs `retract` (containerEventRetractAny). */
  containerEventRetract: read([P.maintenance]),
  /** Retracting an event someone else published (asked by the service, not the route's gate). */
  containerEventRetractAny: act([P.maintenance], 'retract'),
} as const;

export const containerEventsContract = contractModule({
  name: 'containerEvents',
  paths: CONTAINER_EVENT_PATHS,
  access: CONTAINER_EVENT_ACCESS,
  buttons: {
    add: { zh: '新增', en: 'Add' },
    import: { zh: '导入', en: 'Import' },
    retract: { zh: '撤回', en: 'Retract' },
  },
});
