/**
 * The little the streams a public page reads need (site, http, persisted, eventLog): a value to read
 * and follow, or events to follow, without RxJS on the public first page. Code that composes
 * streams (the session, the live connection) wraps one in an RxJS Observable where it needs one.
 * Unlike a BehaviorSubject, subscribing does not call the listener with the current value.
 */
export interface Subscription {
  unsubscribe(): void;
}

/** Something to follow: each value it sends calls the listener, until unsubscribed. */
export interface Source<T> {
  subscribe(listener: (value: T) => void): Subscription;
}

/** Events: what `next` sends reaches every listener. */
export interface Channel<T> extends Source<T> {
  next(value: T): void;
}

/** A value: `next` replaces it and tells every listener. */
export interface Cell<T> extends Channel<T> {
  getValue(): T;
}

export function channel<T>(): Channel<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    next: (value) => {
      for (const l of [...listeners]) l(value);
    },
    subscribe(listener) {
      // a listener of its own, so one function subscribed twice is two subscriptions
      const own = (value: T) => listener(value);
      listeners.add(own);
      return { unsubscribe: () => listeners.delete(own) };
    },
  };
}

export function cell<T>(initial: T): Cell<T> {
  let value = initial;
  const events = channel<T>();
  return {
    getValue: () => value,
    next(next) {
      value = next;
      events.next(next);
    },
    subscribe: events.subscribe,
  };
}
