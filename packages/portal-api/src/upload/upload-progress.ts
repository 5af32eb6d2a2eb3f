import { useSyncExternalStore } from 'react';

/**
 * Uploads of at least this many bytes of files report their progress: smaller ones finish
 * before a bar would be read.
 */
export const LARGE_UPLOAD_BYTES = 512 * 1024;

const progress = new Map<string, number>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Sets (a fraction from 0 to 1) or clears (undefined) the progress of the upload `key`. */
export function setUploadProgress(key: string, fraction: number | undefined): void {
  if (fraction === undefined) progress.delete(key);
  else progress.set(key, Math.max(0, Math.min(1, fraction)));
  notify();
}

/** The keys of the uploads the ticket endpoints report: a creation, and a reply to one ticket. */
export const uploadKeys = {
  ticketCreate: 'ticketCreate',
  ticketReply: (id: number) => `ticketReply:${id}`,
  agentArticle: (id: number) => `agentArticle:${id}`,
} as const;

/**
 * The fraction (0 to 1) of the files of a large upload under way sent so far, or undefined
 * when none is under way (or the files are small).
 * @example const sent = useUploadProgress(uploadKeys.ticketReply(id)); // 0.42
 */
export function useUploadProgress(key: string): number | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => progress.get(key),
    () => undefined,
  );
}
