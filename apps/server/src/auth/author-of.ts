import type { AuthUser } from './claims';

/** Who wrote something, as admins read it (a tree's author, 'alterada por {nome}'). */
export const authorOf = (user: AuthUser): string => user.nome || user.email || user.id;
