import { routePath, routePaths, type InsightBatch } from '@chamados/api-contract';
import { DEFAULT_API_BASE_URL } from '../api/portal-api';

/** Options of {@link sendInsightEvents}. */
export interface SendInsightOptions {
  /** Where the API lives ('/api' by default), as the store's extra says. */
  baseUrl?: string;
  /** The page is being left: the browser's beacon, which outlives the page. */
  leaving?: boolean;
}

/**
 * Sends a batch of a walk's anonymous events (`POST /api/atendimento/eventos`) and forgets it:
 * statistics never slow or break a walk, so a failure is dropped. It settles once the server
 * answered (or the send failed), so a walk's next batch can follow it in order; a beacon settles
 * at once. The
 * signed attendance id in the batch is the proof (a beacon sends no token); leaving the page, the
 * batch goes by `navigator.sendBeacon` as text (a string body is text/plain, which the route
 * reads as JSON), otherwise by a `keepalive` fetch.
 * @example sendInsightEvents({ atendimento, eventos: [{ tipo: 'tela', tela: 'qual-rede' }] }, { leaving: true })
 */
export async function sendInsightEvents(batch: InsightBatch, options: SendInsightOptions = {}): Promise<void> {
  const url = `${options.baseUrl ?? DEFAULT_API_BASE_URL}${routePath(routePaths.insightEvents)}`;
  const body = JSON.stringify(batch);
  try {
    if (options.leaving && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' });
  } catch {
    // No fetch, a body too big for keepalive, the network: the statistics lose these events, the walk goes on.
  }
}
