import { MAP_KEY_NOT_FOUND } from '@chamados/api-contract';
import type { AttendanceEnv } from '@chamados/tree-engine';
import type { AuthUser } from '../auth/claims';
import type { DataHubService } from '../content/datahub-service';
import { HttpError } from '../lib/http-error';

/**
 * tree-engine's outside world on the server, for replaying a user's walk: their token's claims,
 * the data hub read directly (the same lists and maps the portal read through `/api/datahub`)
 * and the address the request came from.
 * @example const env = serverWalkEnv(user, app.datahub, request.ip)
 */
export function serverWalkEnv(user: AuthUser, datahub: DataHubService, ip: string): AttendanceEnv {
  return {
    user: user.claims,
    lookupList: (chave) => datahub.list(chave),
    // A key the map lacks leaves the property unset, as in the browser (AttendanceEnv's contract).
    lookupMap: async (mapa, chave) => {
      try {
        return (await datahub.lookup(mapa, chave)).valor;
      } catch (error) {
        if (error instanceof HttpError && error.message === MAP_KEY_NOT_FOUND) return undefined;
        throw error;
      }
    },
    clientIp: async () => ip,
  };
}
