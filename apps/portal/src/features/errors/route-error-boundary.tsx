import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorRoute } from './error-route';

/**
 * What a route shows when its loader or render throws: the 500 page (a 404 response shows the
 * not-found page). Kept out of the lazy error chunk, since a failed chunk load lands here too.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return <ErrorRoute kind={notFound ? 'not-found' : 'server-error'} />;
}
