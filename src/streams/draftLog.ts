/**
 * An append-only event log in IndexedDB (DESIGN §2): work a person cannot afford to lose is
 * written here event by event; the state is a fold over it, so a reload or a crash resumes
 * exactly where the person was.
 */
const DB_NAME = 'freight-drafts';
const STORE = 'events';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      store.createIndex('flow', 'flow');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function tx<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const t = db.transaction(STORE, mode);
    const req = run(t.objectStore(STORE));
    t.oncomplete = () => {
      db.close();
      resolve(req ? req.result : undefined);
    };
    t.onerror = () => reject(t.error);
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
