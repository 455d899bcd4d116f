/**
 * Adds each listener to `target` and returns one function that removes them all: an effect's
 * cleanup, so no caller spells every add and its remove again. A listener may take the event's
 * own type (a `KeyboardEvent` for `keydown`); the names are the caller's to pair with it.
 */
export function listen(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  listeners: Record<string, (event: never) => void>,
): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener);
  };
}
