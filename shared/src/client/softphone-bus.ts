/**
 * The softphone bus (issue 16): any area asks the softphone to call someone by publishing a
 * click-to-call id (`don:{id}` or `emp:{uuid}`); the softphone widget (mf_softphone) listens and
 * dials. A zustand store in `@veldwerk/shared/client`, so the shell, the remotes and the widget
 * share one bus (a Module Federation singleton). Only the id travels: the widget asks the api for
 * the name, and the api looks up the number.
 */
import { create } from 'zustand';

import type { CalleeKey } from '../domain/voice/voice';

export interface CallRequest {
  key: CalleeKey;
  /** Grows with every request, so asking to call the same person twice is two requests. */
  seq: number;
}

interface SoftphoneBusState {
  /** The latest call request, or null before the first. */
  request: CallRequest | null;
  /**
   * The latest call that ended (announced once the phone is idle again, when the provider has
   * reported it to the api): screens showing that person's call log read it again.
   */
  ended: CallRequest | null;
  /** Whether a softphone widget listens (the call buttons show only then). */
  listening: number;
}

export const useSoftphoneBus = create<SoftphoneBusState>()(() => ({
  request: null,
  ended: null,
  listening: 0,
}));

/** Asks the softphone to call `key`. */
export function requestCall(key: CalleeKey): void {
  useSoftphoneBus.setState((state) => ({
    request: { key, seq: (state.request?.seq ?? 0) + 1 },
  }));
}

/** Says that the call to `key` ended (the softphone widget does, once it is idle again). */
export function announceCallEnded(key: CalleeKey): void {
  useSoftphoneBus.setState((state) => ({ ended: { key, seq: (state.ended?.seq ?? 0) + 1 } }));
}

/**
 * Registers a listener for call requests made from now on; returns the function that stops it.
 * The widget calls this once when it mounts.
 */
export function listenForCalls(onRequest: (request: CallRequest) => void): () => void {
  useSoftphoneBus.setState((state) => ({ listening: state.listening + 1 }));
  const unsubscribe = useSoftphoneBus.subscribe((state, previous) => {
    if (state.request !== null && state.request !== previous.request) onRequest(state.request);
  });
  return () => {
    unsubscribe();
    useSoftphoneBus.setState((state) => ({ listening: Math.max(0, state.listening - 1) }));
  };
}
