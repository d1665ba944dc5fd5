import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every page a test opens is watched: a console error, an uncaught exception or a CSP violation
 * fails the test, unless the test declared that error as expected (e.g. a remote it took down).
 */
interface Watch {
  /** Errors matching this pattern are expected in this test. */
  allowConsoleError(pattern: RegExp): void;
  /** Watches another context the test opens (a second browser) the same way. */
  context(context: BrowserContext): Promise<void>;
}

function watchPage(page: Page, problems: string[], allowed: RegExp[]): void {
  const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!isAllowed(text)) problems.push(`console error on ${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (!isAllowed(error.message)) problems.push(`uncaught on ${page.url()}: ${error.message}`);
  });
}

export const test = base.extend<{ watch: Watch; secondBrowser: BrowserContext }>({
  watch: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watchContext = async (watched: BrowserContext) => {
        for (const page of watched.pages()) watchPage(page, problems, allowed);
        watched.on('page', (page) => watchPage(page, problems, allowed));
        // Chromium reports CSP violations to the console as errors ("Refused to …"); the event
        // listener below also catches report-only and worker violations.
        await watched.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
          });
        });
      };
      await watchContext(context);
      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        context: watchContext,
      });
      expect(problems, 'console errors, uncaught errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /** Another browser: a new context without the first one's storage, watched the same way. */
  secondBrowser: async ({ browser, watch, baseURL, locale, timezoneId }, use) => {
    const context = await browser.newContext({ baseURL, locale, timezoneId });
    await watch.context(context);
    await use(context);
    await context.close();
  },
});

export { expect };
