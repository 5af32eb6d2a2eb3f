import { AppLayout, Footer, LoadingIndicator, TopBar } from '@chamados/portal-ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { RouterLink } from '../components/router-link';
import { paths } from '../config/paths';
import { logout, redirectToLogin, useSession, useSessionExpiry, useSessionKnown } from '../auth';
import { LazyDeskCount } from '../features/desk/lazy-desk-count';
import { LazyInstallBanner } from '../features/install/lazy-install-banner';
import { useLiveUpdates } from './use-live-updates';
import { useUnseenCounts } from './use-unseen-counts';

const navPaths = {
  home: paths.home,
  newTicket: paths.attendance,
  openTickets: paths.openTickets,
  closedTickets: paths.closedTickets,
  searchTickets: paths.searchTickets,
  admin: paths.admin,
  desk: paths.desk,
};

const MAIN_ID = 'conteudo';

/**
 * A client-side navigation changes the page without a load, so nothing tells a screen reader or
 * a keyboard user: focus moves to the new page's <main>, as a page load would start there.
 * Keyed on the previous path, not a first-render flag, so StrictMode's double effect is harmless.
 */
function useFocusMainOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus();
  }, [pathname]);
}

/** The frame of every route: top bar, the routed page, footer. */
export function RootLayout() {
  const session = useSession();
  const sessionKnown = useSessionKnown();
  useSessionExpiry();
  const unseen = useUnseenCounts(session);
  useLiveUpdates(session);
  // The 'Atendimento' tab's new tickets: counted by a lazy chunk, for agents only.
  const [deskCount, setDeskCount] = useState<number>();
  const isAgent = session?.isAgent ?? false;
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  useFocusMainOnNavigation(pathname);
  return (
    <AppLayout
      mainId={MAIN_ID}
      header={
        <TopBar
          paths={navPaths}
          currentPath={pathname}
          user={session ? { name: session.name } : null}
          isAdmin={session?.isAdmin ?? false}
          isAgent={isAgent}
          unseen={isAgent ? { ...unseen, desk: deskCount } : unseen}
          sessionPending={!sessionKnown}
          onLogin={() => redirectToLogin()}
          onLogout={() => logout(dispatch)}
          LinkComponent={RouterLink}
        />
      }
      footer={
        <>
          <Footer />
          <LazyInstallBanner />
          <LazyDeskCount isAgent={isAgent} onCount={setDeskCount} />
        </>
      }
    >
      <Suspense fallback={<LoadingIndicator page />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
