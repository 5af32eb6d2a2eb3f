// Build-time entry (vite build --ssr): renders the static shell of the pages in PRERENDERED_PAGES
// to HTML, which scripts/prerender.mjs writes into dist. The browser then hydrates that HTML
// (main.tsx) instead of painting only after the bundle has run.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { createStore } from './app/store';
import { SessionKnownProvider } from './auth';
import { paths } from './config/paths';

/** The pages whose HTML is prerendered: where visits start (spec issue 9, item 12). */
export const PRERENDERED_PAGES = [paths.home, paths.attendance] as const;

/** The page's markup (the inside of #root) and its document title. */
export interface PrerenderedPage {
  html: string;
  title: string | undefined;
}

/**
 * Renders `pathname` as a visitor nobody has signed in as: the session-dependent parts render
 * as pending (see useSessionKnown), exactly as the browser's hydration pass will — so nothing
 * lazy renders (a guard's loading page stands in for /atendimento's panel).
 */
export function renderPage(pathname: string): PrerenderedPage {
  const markup = renderToString(
    <StrictMode>
      <Provider store={createStore()}>
        <SessionKnownProvider hydrating>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </SessionKnownProvider>
      </Provider>
    </StrictMode>,
  );
  // React renders a page's <title> in place; the prerendered page carries it in <head>.
  let title: string | undefined;
  const html = markup.replace(/<title>(.*?)<\/title>/, (_tag, text: string) => {
    title = text;
    return '';
  });
  return { html, title };
}
