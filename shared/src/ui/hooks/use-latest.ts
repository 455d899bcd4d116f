import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (a callback from props): an effect that subscribes once
 * calls `ref.current()` and so never runs an old closure, without subscribing again on each render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
