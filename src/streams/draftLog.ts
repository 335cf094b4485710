/**
 * An append-only event log in IndexedDB (DESIGN §2): work a person cannot afford to lose is
 * written here event by event; the state is a fold over it, so a reload or a crash resumes
 * exactly where the person was. Flows are keyed by the signed-in employee, and signing out
 * deletes the whole database: the next person at this browser never sees these drafts.
 *
 * IndexedDB only writes asynchronously: an event appended as the person leaves a field and
 * presses F5 at once was lost when the page went before the write completed (CI saw it). So each
 * event is first written ahead, synchronously, to localStorage under an id; the IndexedDB row
 * carries that id, and the write-ahead entry goes once the row is stored. A read takes the rows
 * and then the written-ahead events no row carries yet.
 */
export const DRAFT_DB_NAME = 'freight-drafts';
const STORE = 'events';
const AHEAD_KEY = 'freight-drafts:ahead';

interface AheadEntry {
  id: string;
  flow: string;
  event: object;
  at: number;
}

function aheadEntries(): AheadEntry[] {
  try {
    const raw = localStorage.getItem(AHEAD_KEY);
    return raw ? (JSON.parse(raw) as AheadEntry[]) : [];
  } catch {
    return [];
  }
}

function keepAhead(entries: AheadEntry[]): void {
  try {
    if (entries.length) localStorage.setItem(AHEAD_KEY, JSON.stringify(entries));
    else localStorage.removeItem(AHEAD_KEY);
  } catch {
    // storage full or unavailable: the IndexedDB write still carries the event
  }
}

interface StoredEvent<E> {
  seq: number;
  id?: string;
  event: E;
}

const dropAhead = (keep: (e: AheadEntry) => boolean) => keepAhead(aheadEntries().filter(keep));

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DRAFT_DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('flow', 'flow');
    };
    req.onsuccess = () => {
      // a deletion (sign-out in another tab) waits for nobody: this connection steps aside
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const t = db.transaction(STORE, mode);
    const req = run(t.objectStore(STORE));
    t.oncomplete = () => {
      db.close();
      resolve(req ? req.result : undefined);
    };
    t.onerror = () => {
      db.close();
      reject(t.error);
    };
  });
}

/** Written ahead before the first await: a page that goes right after the call still has it. */
export async function appendEvent(flow: string, event: object): Promise<void> {
  const entry: AheadEntry = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, flow, event, at: Date.now() };
  keepAhead([...aheadEntries(), entry]);
  await tx('readwrite', (s) => void s.add(entry));
  dropAhead((e) => e.id !== entry.id);
}

/**
 * The flow's events in order. Written-ahead events no row carries (the page went before the write)
 * are stored now, so the events appended after this read follow them.
 */
export async function readEvents<E>(flow: string): Promise<E[]> {
  const read = async () => (await tx<StoredEvent<E>[]>('readonly', (s) => s.index('flow').getAll(flow))) ?? [];
  let rows = await read();
  const stored = new Set(rows.map((r) => r.id));
  const orphans = aheadEntries().filter((e) => e.flow === flow && !stored.has(e.id));
  if (orphans.length) {
    await tx('readwrite', (s) => {
      for (const e of orphans) s.add(e);
    });
    const rehomed = new Set(orphans.map((e) => e.id));
    dropAhead((e) => !rehomed.has(e.id));
    rows = await read();
  }
  // one id once: another tab's write may have landed beside the rehomed copy
  const seen = new Set<string | undefined>();
  return rows
    .sort((a, b) => a.seq - b.seq)
    .filter((r) => r.id === undefined || (!seen.has(r.id) && seen.add(r.id)))
    .map((r) => r.event);
}

export async function clearEvents(flow: string): Promise<void> {
  dropAhead((e) => e.flow !== flow);
  const rows = (await tx<{ seq: number }[]>('readonly', (s) => s.index('flow').getAll(flow))) ?? [];
  await tx('readwrite', (s) => {
    for (const r of rows) s.delete(r.seq);
  });
}

/**
 * Deletes every flow of every person at this browser (sign-out). Resolves when the database is
 * gone, or after `timeoutMs` at the latest (a tab that keeps it open must not keep the person
 * from signing out; its connection closes on the version change and the deletion completes).
 */
export function deleteDraftDatabase(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof localStorage !== 'undefined') keepAhead([]);
    if (typeof indexedDB === 'undefined') return resolve();
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const req = indexedDB.deleteDatabase(DRAFT_DB_NAME);
      req.onsuccess = done;
      req.onerror = done;
    } catch {
      done();
    }
  });
}
