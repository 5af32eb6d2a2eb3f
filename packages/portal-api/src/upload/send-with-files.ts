import { DEFAULT_API_BASE_URL } from '../api/portal-api';
import { readExtra } from '../api/portal-api-extra';
import type { Base64File } from './attachment-form';
import { LARGE_UPLOAD_BYTES, setUploadProgress } from './upload-progress';

type QueryApi = { getState(): unknown; extra: unknown };

/**
 * A creation or reply with files, sent as the server streams them: multipart (dados + anexos),
 * with XMLHttpRequest so a large upload reports its progress under `key` (useUploadProgress).
 * The portal's rules of a 401 and a 403 apply as in portalBaseQuery.
 */
export async function sendWithFiles<T>(api: QueryApi, path: string, dados: object, files: readonly Base64File[], key: string) {
  const extra = readExtra(api.extra);
  // Loaded when files are sent: not part of the portal's first load (its 150 kB budget).
  const [{ attachmentForm }, { sendForm }] = await Promise.all([import('../upload/attachment-form'), import('../upload/send-form')]);
  const { form, bytes } = attachmentForm(dados, files);
  const large = bytes >= LARGE_UPLOAD_BYTES;
  if (large) setUploadProgress(key, 0);
  try {
    const result = await sendForm<T>(`${extra.baseUrl ?? DEFAULT_API_BASE_URL}${path}`, form, {
      token: extra.selectToken?.(api.getState() as never),
      onProgress: large ? (fraction) => setUploadProgress(key, fraction) : undefined,
    });
    if ('error' in result && result.error.status === 401) extra.onUnauthorized?.();
    else if ('error' in result && result.error.status === 403) extra.onForbidden?.();
    return result;
  } finally {
    if (large) setUploadProgress(key, undefined);
  }
}
