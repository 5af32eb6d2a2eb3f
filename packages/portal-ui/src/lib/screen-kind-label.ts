import { tAdmin } from '../messages/t-admin';

const KIND_LABEL = {
  opcoes: 'admin.graph.kind.opcoes',
  formulario: 'admin.graph.kind.formulario',
  tutorial: 'admin.graph.kind.tutorial',
} as const;

/**
 * A screen's `tipo` as the admin reads it ('opções', 'formulário', 'tutorial'); an unknown or
 * missing kind is given back as written (or empty).
 * @example screenKindLabel('opcoes') // 'opções'
 */
export function screenKindLabel(tipo: string | undefined): string {
  if (tipo === undefined) return '';
  return Object.hasOwn(KIND_LABEL, tipo) ? tAdmin(KIND_LABEL[tipo as keyof typeof KIND_LABEL]) : tipo;
}
