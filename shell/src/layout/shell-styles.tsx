/**
 * The few page-wide rules inline styles cannot express: the phone breakpoint of the navbar, a
 * visible keyboard focus on every link and button, and the skip link. One `<style>` element,
 * rendered once by the layout (the CSP allows inline styles, as antd's own need them).
 */

/** Under this width the navbar folds into the "Menu" button (antd `md`). */
export const PHONE_BREAKPOINT = 768;

export const SHELL_CLASSES = {
  navbar: 'vw-navbar',
  desktopOnly: 'vw-desktop-only',
  phoneOnly: 'vw-phone-only',
  /** Shown on a wide screen; on a phone still read out, but not drawn. */
  visuallyHiddenOnPhone: 'vw-phone-sr-only',
  skipLink: 'vw-skip-link',
} as const;

const visuallyHidden =
  'position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

export const SHELL_CSS = `
.${SHELL_CLASSES.phoneOnly} { display: none !important; }
@media (max-width: ${PHONE_BREAKPOINT - 0.02}px) {
  .${SHELL_CLASSES.desktopOnly} { display: none !important; }
  .${SHELL_CLASSES.phoneOnly} { display: inline-flex !important; }
  .${SHELL_CLASSES.visuallyHiddenOnPhone} { ${visuallyHidden} }
}
a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [role="menuitem"]:focus-visible,
[tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible {
  outline: 3px solid #1677ff !important;
  outline-offset: 2px;
}
.${SHELL_CLASSES.navbar} a:focus-visible, .${SHELL_CLASSES.navbar} button:focus-visible,
.ant-drawer a:focus-visible {
  outline-color: #ffd666 !important;
}
h1[tabindex="-1"]:focus { outline: none; }
.${SHELL_CLASSES.skipLink} { ${visuallyHidden} }
.${SHELL_CLASSES.skipLink}:focus {
  position: fixed !important; left: 8px; top: 8px; width: auto; height: auto; clip: auto;
  padding: 8px 16px; z-index: 2000; background: #fff; color: #1f7a4d; border-radius: 6px;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.3);
}
`;

export function ShellStyles() {
  return <style>{SHELL_CSS}</style>;
}
