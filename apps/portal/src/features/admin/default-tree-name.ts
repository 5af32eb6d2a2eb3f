import { tAdmin } from '@chamados/portal-ui';

/**
 * Spec §5: a new tree is 'Nova Árvore', or 'Nova Árvore (n)' with the smallest free n from 2
 * (names compared without case, as the server's uniqueness rule does).
 * @example defaultTreeName(['Nova Árvore']) // 'Nova Árvore (2)'
 */
export function defaultTreeName(taken: readonly string[]): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  const base = tAdmin('admin.form.defaultName');
  if (!names.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = tAdmin('admin.form.defaultNameN', { n });
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
