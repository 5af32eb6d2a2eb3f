/** Why a download failed, with the server's status (0 when the network failed). */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** Options of {@link downloadAttachment}. */
export interface DownloadOptions {
  /** The attachment's `url` as the ticket detail gives it (`/api/ticket/{id}/anexos/{anexoId}`). */
  url: string;
  /** The session token: downloads, like every ticket call, need the bearer token. */
  token: string | null | undefined;
  /** Where relative URLs resolve; the page's origin by default. Node tests pass one. */
  origin?: string;
  signal?: AbortSignal;
}

/**
 * Fetches an attachment as a Blob with the bearer token (a plain link could not send it), for the
 * app to save under the attachment's name. Throws {@link DownloadError} on a non-2xx answer.
 * @example const blob = await downloadAttachment({ url: anexo.url, token });
 */
export async function downloadAttachment({ url, token, origin, signal }: DownloadOptions): Promise<Blob> {
  const target = origin ? new URL(url, origin).toString() : url;
  let response: Response;
  try {
    response = await fetch(target, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { mensagem?: string } | undefined;
    throw new DownloadError(response.status, body?.mensagem ?? response.statusText);
  }
  return response.blob();
}
