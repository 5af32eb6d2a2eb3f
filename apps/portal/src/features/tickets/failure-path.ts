import { paths } from '../../config/paths';

/**
 * Where a ticket page goes when its request fails (spec §8: the 500 page). A ticket that does not
 * exist goes to /404 instead; 401 and 403 are the store's (login, /403).
 */
export function failurePath(error: unknown): string | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401 || status === 403) return undefined;
  return status === 404 ? paths.notFound : paths.serverError;
}
