import type { RouteContract } from './routes';

/**
 * The path of a route under `/api` with its parameters filled in, each encoded as one path
 * segment (a tree named 'Rede/Wi-Fi' stays one parameter).
 * @example routePath(routes.ticketDetail, { id: 42 }) // '/ticket/42'
 */
export function routePath(route: Pick<RouteContract, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routePath: falta o parâmetro "${name}" de ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
