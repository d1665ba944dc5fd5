/**
 * Leaving a form with unsaved changes asks first: a link inside the app (navbar, back link,
 * list row links), the browser's Back button, and closing or reloading the tab. The router is a
 * plain BrowserRouter (no data router blocker), so links are caught where they are clicked, and
 * Back by a guard entry in the history: while the form is dirty one extra entry with the same
 * address sits on top; Back pops it, the guard hears the `popstate` before the router does
 * (a capture listener on window runs first) and asks. Stay → the entry is pushed again; leave →
 * one more step back, which the router then follows.
 */
import { useEffect } from 'react';

export const LEAVE_TEXT =
  'U heeft wijzigingen die nog niet zijn opgeslagen. Wilt u de pagina verlaten?';

const GUARD_KEY = 'veldwerkLeaveGuard';

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only with a returnValue.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || target.target === '_blank') return;
      if (target.origin !== window.location.origin) return;
      if (target.pathname === window.location.pathname) return;
      if (!window.confirm(LEAVE_TEXT)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const armGuard = () => {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [GUARD_KEY]: true }, '', window.location.href);
    };
    if (!isGuardEntry(window.history.state)) armGuard();
    let leaving = false;
    const onPopState = (event: PopStateEvent) => {
      if (leaving) return;
      // Back from the guard entry lands on the form's own entry: the router must not see it.
      event.stopImmediatePropagation();
      if (window.confirm(LEAVE_TEXT)) {
        leaving = true;
        window.history.back();
      } else {
        armGuard();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before the router's own click handler navigates.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active]);
}
