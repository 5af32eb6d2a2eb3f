import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { MAP_KEY_NOT_FOUND, walkSupportApi } from '@chamados/portal-api';
import type { AttendanceEnv, UserClaims } from '@chamados/tree-engine';

/** A dispatch that runs RTK Query's thunks (the portal's store, or a test's). */
export type WalkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Runs one query through the store and lets go of it once answered: the answer stays in RTK
 * Query's cache for its usual minute, so the next screen asking for the same list reads it there.
 */
async function once<T>(request: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.unsubscribe();
  }
}

/** The data hub's answer that the map exists but lacks the key: no value, not a failure. */
function isMissingKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: { mensagem?: unknown } };
  return status === 404 && data?.mensagem === MAP_KEY_NOT_FOUND;
}

/**
 * tree-engine's outside world for one user: the claims of their token, the data hub's lists and
 * maps and `GET /api/ip` (ARCHITECTURE.md §7: no third-party IP lookup), through portal-api's
 * endpoints so they share the store's cache, token and 401 handling.
 * @example const env = createAttendanceEnv(claims, store.dispatch); await env.lookupList('campi')
 */
export function createAttendanceEnv(user: UserClaims, dispatch: WalkDispatch): AttendanceEnv {
  const { endpoints } = walkSupportApi;
  return {
    user,
    lookupList: (chave) => once(dispatch(endpoints.dataHubList.initiate(chave))),
    // A key the map lacks leaves the property unset (AttendanceEnv's contract); any other failure
    // (no such map, the data hub down) is the walk's error, routed by spec §8.
    lookupMap: async (mapa, chave) => {
      try {
        return (await once(dispatch(endpoints.dataHubMap.initiate({ mapa, chave })))).valor;
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw error;
      }
    },
    clientIp: async () => (await once(dispatch(endpoints.clientIp.initiate()))).ip,
  };
}
