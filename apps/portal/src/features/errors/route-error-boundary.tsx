import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorRoute } from './error-route';

interface BoundaryProps {
  /** The page's path: a navigation elsewhere leaves the error behind. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorRoute kind="server-error" /> : this.props.children;
  }
}

/**
 * Layout route around every page: when a page throws while rendering, or its lazy chunk fails to
 * load, the 500 page shows inside the top bar and footer, until the user goes elsewhere. Kept out
 * of the lazy error chunk, since a failed chunk load lands here too.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname}>
      <Outlet />
    </Boundary>
  );
}
