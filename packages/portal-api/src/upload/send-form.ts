import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What `sendForm` gives back, in RTK Query's result shape. */
export type FormResult<T> = { data: T } | { error: FetchBaseQueryError };

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not), and reads the JSON answer. `onProgress` gets the fraction of the request sent.
 */
export function sendForm<T>(url: string, form: FormData, options: { token?: string | null; onProgress?: (fraction: number) => void }): Promise<FormResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): kept as text.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ data: data as T });
      else resolve({ error: { status: xhr.status, data } });
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'network' } });
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}
