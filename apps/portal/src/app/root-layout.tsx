import { AppLayout, Footer, LoadingIndicator, TopBar } from '@chamados/portal-ui';
import { Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { RouterLink } from '../components/router-link';
import { paths } from '../config/paths';
import { logout, redirectToLogin, useSession } from '../features/auth';

const navPaths = {
  home: paths.home,
  newTicket: paths.attendance,
  openTickets: paths.openTickets,
  closedTickets: paths.closedTickets,
  searchTickets: paths.searchTickets,
  admin: paths.admin,
};

/** The frame of every route: top bar, the routed page, footer. */
export function RootLayout() {
  const session = useSession();
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  return (
    <AppLayout
      header={
        <TopBar
          paths={navPaths}
          currentPath={pathname}
          user={session ? { name: session.name } : null}
          isAdmin={session?.isAdmin ?? false}
          onLogin={() => redirectToLogin()}
          onLogout={() => logout(dispatch)}
          LinkComponent={RouterLink}
        />
      }
      footer={<Footer />}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
