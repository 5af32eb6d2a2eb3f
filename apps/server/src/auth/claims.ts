import type { UserClaims } from '@chamados/tree-engine';

/** The caller, as every route sees it. */
export interface AuthUser {
  /** E-mail for gov.br accounts, otherwise the CPF (spec §6); '' when the token carries neither. */
  id: string;
  nome: string;
  email: string;
  admin: boolean;
  claims: UserClaims;
}

export const ADMIN_GROUP = '1702';

/** Derives the caller from verified claims (spec §6). */
export function userFromClaims(claims: UserClaims): AuthUser {
  const govbr = claims.clientName === 'govbr';
  const id = (govbr ? claims.email : claims.cpf) ?? '';
  const grupos = Array.isArray(claims.grupos) ? claims.grupos.map(String) : [];
  return {
    id: String(id).trim(),
    nome: String(claims.nome ?? claims.name ?? claims.email ?? claims.cpf ?? ''),
    email: String(claims.email ?? ''),
    admin: grupos.includes(ADMIN_GROUP),
    claims,
  };
}
