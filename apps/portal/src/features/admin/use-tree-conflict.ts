import { useAdminTreeRevisionQuery, type AdminTree, type Revision } from '@chamados/portal-api';
import { formatTime, tAdmin } from '@chamados/portal-ui';
import { useState } from 'react';

/** How often an open tree asks who saved it last (a few bytes: no text). */
export const REVISION_POLL_MS = 10_000;

/** The comparison on screen: the words that opened it and the tree as saved on the server. */
export interface ShownConflict {
  message: string;
  theirs: AdminTree;
}

/**
 * Two admins on one tree: polls the tree's revision while it is open and says when someone else
 * saved it (`remote`), and opens the comparison of theirs against the admin's (`open`), after a
 * 412 (with the server's words) or on request (with the notice's).
 * @example const conflict = useTreeConflict(id, base, () => stored.refetch().unwrap());
 */
export function useTreeConflict(id: number | undefined, base: number, fetchSaved: () => Promise<AdminTree>) {
  const revision = useAdminTreeRevisionQuery(id ?? 0, { skip: id === undefined || base === 0, pollingInterval: REVISION_POLL_MS, skipPollingIfUnfocused: true });
  const [shown, setShown] = useState<ShownConflict>();
  const latest: Revision | undefined = revision.data;
  // Only a revision past the admin's base is someone else's: their own saves move the base.
  const remote = latest && base > 0 && latest.revisao > base ? latest : undefined;

  /** Opens the comparison; false when the saved version could not be read (nothing is shown). */
  const open = async (message?: string): Promise<boolean> => {
    try {
      const theirs = await fetchSaved();
      // Saved again since the 412 was answered, or opened from the notice: the words follow what is shown.
      const words = message || tAdmin('admin.remote.saved', { nome: theirs.alteradaPor, hora: formatTime(theirs.alterada), what: 'arvore' });
      setShown({ message: words, theirs });
      return true;
    } catch {
      return false;
    }
  };

  return { remote, shown, open, close: () => setShown(undefined) };
}
