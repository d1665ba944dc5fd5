/**
 * One asynchronous check per field: a newer check (or an edit) makes an older answer stale, and
 * nothing is set after the field is gone.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useLatestCheck() {
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );
  /** Starts a check; the returned function says whether it is still the latest. */
  const start = useCallback(() => {
    generation.current += 1;
    const mine = generation.current;
    return () => generation.current === mine;
  }, []);
  /** Makes running checks stale (the value changed). */
  const cancel = useCallback(() => {
    generation.current += 1;
  }, []);
  return { start, cancel };
}
