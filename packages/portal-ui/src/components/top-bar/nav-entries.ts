import type { MessageKey } from '../../messages/pt-BR';

/** Where each tab of the top bar leads; the app owns its routes (config/paths). */
export interface NavPaths {
  home: string;
  newTicket: string;
  openTickets: string;
  closedTickets: string;
  searchTickets: string;
  admin: string;
  /** The Central de Atendimento (`/atendente`), for agents. */
  desk?: string;
}

/** Unseen ticket counts shown as '{n} novos' badges. */
export interface UnseenCounts {
  open?: number;
  closed?: number;
  /** New tickets (the queue's 'Novos' list: nobody took them yet), on the 'Atendimento' tab (agents only). */
  desk?: number;
}

/** One tab of the top bar. */
export interface NavEntry {
  key: keyof NavPaths;
  label: MessageKey;
  href: string;
  /** Unseen count; the badge shows only when above zero. */
  unseen?: number;
}

/** The tabs in spec §2 order; 'Atendimento' only for agents, 'Administração' only for admins. */
export function navEntries(
  paths: NavPaths,
  isAdmin: boolean,
  unseen: UnseenCounts = {},
  isAgent = false,
): NavEntry[] {
  const entries: NavEntry[] = [
    { key: 'home', label: 'nav.home', href: paths.home },
    { key: 'newTicket', label: 'nav.newTicket', href: paths.newTicket },
    { key: 'openTickets', label: 'nav.openTickets', href: paths.openTickets, unseen: unseen.open },
    {
      key: 'closedTickets',
      label: 'nav.closedTickets',
      href: paths.closedTickets,
      unseen: unseen.closed,
    },
    { key: 'searchTickets', label: 'nav.searchTickets', href: paths.searchTickets },
  ];
  if (isAgent && paths.desk) entries.push({ key: 'desk', label: 'nav.desk', href: paths.desk, unseen: unseen.desk });
  if (isAdmin) entries.push({ key: 'admin', label: 'nav.admin', href: paths.admin });
  return entries;
}

/** Whether `entry` is the section of `currentPath`: home matches exactly, the rest by prefix. */
export function isCurrentEntry(entry: NavEntry, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  if (entry.key === 'home')
    return currentPath === entry.href || currentPath === '/' || currentPath === '/home';
  return currentPath === entry.href || currentPath.startsWith(`${entry.href}/`);
}
