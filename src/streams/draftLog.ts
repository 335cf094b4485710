/**
 * An append-only event log in IndexedDB (DESIGN §2): work a person cannot afford to lose is
 * written here event by event; the state is a fold over it, so a reload or a crash resumes
 * exactly where the person was. Flows are keyed by the signed-in employee, and signing out
 * deletes the whole database: the next person at this browser never sees these drafts.
 */
export const DRAFT_DB_NAME = 'freight-drafts';
const STORE = 'events';

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

export async function appendEvent(flow: string, event: object): Promise<void> {
  await tx('readwrite', (s) => void s.add({ flow, event, at: Date.now() }));
}

export async function readEvents<E>(flow: string): Promise<E[]> {
  const rows = (await tx<{ seq: number; event: E }[]>('readonly', (s) => s.index('flow').getAll(flow))) ?? [];
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.event);
}

export async function clearEvents(flow: string): Promise<void> {
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
