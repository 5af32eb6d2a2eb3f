import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { failurePath } from './failure-path';

/**
 * Sends the user to the error page when a ticket request fails with nothing to show. A polling
 * refresh that fails while the page shows data keeps it (the next one may work).
 */
export function useFailureRedirect(error: unknown, hasData: boolean) {
  const navigate = useNavigate();
  const path = error && !hasData ? failurePath(error) : undefined;
  useEffect(() => {
    if (path) void navigate(path, { replace: true });
  }, [path, navigate]);
}
