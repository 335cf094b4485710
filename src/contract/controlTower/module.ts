import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * The control tower and the work center (operations.md §12, issue 36): exceptions computed from every
 * module's facts (each module declares its own rules: `exceptions` in server/modules/<m>/index.ts),
 * acknowledged with a snooze and a note; the staff's work queues (each module declares its own:
 * `queues`), their counts kept live by the `queue` frame. The calls' schemas are in calls.ts.
 */
export const CONTROL_TOWER_PATHS = {
  towerExceptions: '/api/ControlTower/Exceptions',
  towerAck: '/api/ControlTower/Ack',
  workQueues: '/api/WorkCenter/Queues',
  workNext: '/api/WorkCenter/Next',
} as const;

export const CONTROL_TOWER_PAGES = {
  control: '/external/workbench/control',
  workCenter: '/internal/WorkCenter',
} as const;
const P = CONTROL_TOWER_PAGES;

export const CONTROL_TOWER_ACCESS = {
  /** The exceptions: a customer its own company's, the platform's staff every company's (each rule's own access decides which rules a person sees). */
  towerExceptions: read([P.control, P.workCenter]),
  /** Snoozing an exception with a note (button ack). */
  towerAck: act([P.control, P.workCenter], 'ack'),
  /** The staff's queues: each module's queue behind its own menu. */
  workQueues: read([P.workCenter], true),
} as const;

export const controlTowerContract = contractModule({
  name: 'controlTower',
  /** The general roles who act on an exception (operations.md §2); a module adds its own. */
  actorRoles: ['customer', 'clerk', 'operator'],
  tower: () => import('./tower/words'),
  paths: CONTROL_TOWER_PATHS,
  access: CONTROL_TOWER_ACCESS,
  buttons: { ack: { zh: '确认/暂缓', en: 'Acknowledge / snooze' } },
  live: {
    /** Something a work queue counts changed (an SI submitted, a packing list applied …): the work center refetches that count. Sent to the platform's staff. */
    'controlTower.queue': liveFrame<{ Queue: string }>(),
  },
});
