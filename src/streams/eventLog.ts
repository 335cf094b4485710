import { cell, type Source } from './cell';

/**
 * The client's event log: one append-only, bounded record of what happened to this browser tab
 * (HTTP refusals, navigations, palette commands, session transitions, socket frames later), as
 * past-tense, versioned events. A person reporting a problem copies it from the palette's
 * "show event log".
 */
export type ClientEvent =
  | { type: 'v1.NavigatedTo'; path: string }
  | { type: 'v1.PaletteCommandRan'; id: string }
  | { type: 'v1.HttpRefused'; status: number; path: string; message: string }
  | { type: 'v1.SessionEntered'; state: string }
  | { type: 'v1.ScreenFailed'; message: string }
  | { type: 'v1.LiveConnection'; state: string }
  | { type: 'v1.MessageArrived'; id: number; kind: string };

export interface LoggedEvent {
  at: number;
  event: ClientEvent;
}

export const EVENT_LOG_LIMIT = 200;

const log$ = cell<readonly LoggedEvent[]>([]);

export function logEvent(event: ClientEvent, at = Date.now()): void {
  const next = [...log$.getValue(), { at, event }];
  log$.next(next.length > EVENT_LOG_LIMIT ? next.slice(next.length - EVENT_LOG_LIMIT) : next);
}

export const eventLog$: Source<readonly LoggedEvent[]> = { subscribe: log$.subscribe };
export const currentEventLog = (): readonly LoggedEvent[] => log$.getValue();

/** One line an event, for copying into a problem report. */
export function formatEvent({ at, event }: LoggedEvent): string {
  const { type, ...rest } = event;
  const time = new Date(at).toISOString().replace('T', ' ').slice(0, 23);
  const detail = Object.entries(rest)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(' ');
  return `${time} ${type}${detail ? ` ${detail}` : ''}`;
}
