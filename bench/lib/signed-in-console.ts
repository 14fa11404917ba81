import { openBrowser, type Browser } from '../../e2e/helpers/browser.ts';
import { apiLogin } from '../../e2e/helpers/console.ts';
import { startServer, type RunningServer } from '../../e2e/helpers/server.ts';

/** The sidebar entry and the tab the navigation scripts click: users list → roles list, then back. */
export const ROLES_MENU = '.sidebar [data-menu-id$="-/system/role"]';
export const USERS_TAB = '.tags-view .tag';

/**
 * Runs `work` against a server without the demo fleet (the screens measured do not show it) and a browser
 * signed in to it as the administrator; both are closed after, and the process fails on any error.
 */
export function withSignedInConsole(work: (console: { server: RunningServer; browser: Browser }) => Promise<void>): void {
  (async () => {
    const server = await startServer({ DEMO: 'off', ADMIN_PASSWORD: 'admin123' });
    const browser = await openBrowser();
    try {
      const token = await apiLogin(server.url, 'admin', 'admin123');
      await browser.context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }]);
      await work({ server, browser });
    } finally {
      await browser.close();
      await server.stop();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
