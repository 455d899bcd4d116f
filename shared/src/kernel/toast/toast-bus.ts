/**
 * Toasts for every app. notistack loads on the first toast (or when the browser is idle),
 * not on the first paint; messages raised before it is ready are queued, not lost.
 */
export interface ToastOptions {
  variant?: 'default' | 'error' | 'success' | 'warning' | 'info';
  /** Stays until dismissed (docs/behaviour.md: the refresh failure toast). */
  persist?: boolean;
}

type Deliver = (message: string, options: ToastOptions) => void;

let deliver: Deliver | null = null;
const queue: [string, ToastOptions][] = [];
const wanted = new Set<() => void>();

export function notify(message: string, options: ToastOptions = {}): void {
  if (deliver) return deliver(message, options);
  queue.push([message, options]);
  for (const listener of wanted) listener();
}

/** Called by the toast host once notistack is mounted. */
export function connectToasts(next: Deliver | null): void {
  deliver = next;
  if (next) for (const [message, options] of queue.splice(0)) next(message, options);
}

/** The toast host listens here to know it must load now. */
export function onToastWanted(listener: () => void): () => void {
  wanted.add(listener);
  if (queue.length) listener();
  return () => wanted.delete(listener);
}
