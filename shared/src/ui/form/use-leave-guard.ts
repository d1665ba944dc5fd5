/**
 * Leaving a form with unsaved changes asks first: a link inside the app (navbar, back link,
 * list row links) and closing or reloading the tab. The router is a plain BrowserRouter (no data
 * router blocker), so links are caught where they are clicked.
 */
import { useEffect } from 'react';

export const LEAVE_TEXT =
  'U heeft wijzigingen die nog niet zijn opgeslagen. Wilt u de pagina verlaten?';

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
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before the router's own click handler navigates.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}
