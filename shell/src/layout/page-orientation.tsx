/**
 * Where the user is, for every page of every area without the areas doing anything: the
 * document title names the page's `h1` ("Klanten — Veldwerk"), and after each navigation the
 * keyboard focus moves to that `h1` (instead of falling to `<body>`), once the page has drawn it.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { useBrandingTitle } from '../deployment/use-deployment';

/** How long after a navigation a late page (a remote loading, a record loading) may take. */
export const FOCUS_WAIT_MS = 10_000;
/** How long a dialog the navigation came from may take to close (its animation), polled. */
const DIALOG_WAIT_MS = 2_000;
const DIALOG_POLL_MS = 50;

/** "Klanten — Veldwerk"; just the brand while the page has no heading. */
export function documentTitle(heading: string | undefined, brand: string): string {
  return heading ? `${heading} — ${brand}` : brand;
}

function pageHeading(main: HTMLElement): HTMLHeadingElement | null {
  return main.querySelector('h1');
}

const inDialog = (element: Element | null) => element?.closest('[role="dialog"]') != null;

/**
 * Focus the heading, unless the user is already at work inside the page. A navigation made from
 * a dialog (the phone menu's drawer) waits until the dialog has let the focus go.
 */
function focusHeading(main: HTMLElement, heading: HTMLHeadingElement, waited = 0) {
  const active = document.activeElement;
  const working =
    active !== null && active !== document.body && active !== main && main.contains(active);
  if (working) return;
  if (inDialog(active)) {
    if (waited < DIALOG_WAIT_MS) {
      setTimeout(() => {
        if (heading.isConnected) focusHeading(main, heading, waited + DIALOG_POLL_MS);
      }, DIALOG_POLL_MS);
    }
    return;
  }
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
}

/** Focus the page's heading (skip link). */
export function focusMain(main: HTMLElement | null) {
  if (!main) return;
  const heading = pageHeading(main);
  const target: HTMLElement = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function usePageOrientation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const brand = useBrandingTitle();
  const firstRender = useRef(true);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const update = () => {
      const text = pageHeading(main)?.textContent?.trim();
      const next = documentTitle(text, brand);
      if (document.title !== next) document.title = next;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef, brand]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (!main) return;
    const present = pageHeading(main);
    if (present) {
      focusHeading(main, present);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = pageHeading(main);
      if (!heading) return;
      observer.disconnect();
      focusHeading(main, heading);
    });
    observer.observe(main, { subtree: true, childList: true });
    const timer = setTimeout(() => observer.disconnect(), FOCUS_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [mainRef, pathname]);
}
