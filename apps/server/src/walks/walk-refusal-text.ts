import type { Diagnostic } from '@chamados/api-contract';
import {
  END_SCREEN,
  fieldLabel,
  formatFieldError,
  type AttachmentRefusal,
  type FieldError,
  type Screen,
  type Tree,
  type WalkRefusal,
} from '@chamados/tree-engine';
import { messages, type ScreenWords } from '../messages';

const m = messages.walk;

/** How a person knows a screen: its question, its title, or what kind of screen it is. */
function screenWords(tree: Tree, name: string | undefined): ScreenWords {
  if (name === undefined || name === END_SCREEN) return m.finalScreen;
  const screen: Screen | undefined = Object.hasOwn(tree.telas, name) ? tree.telas[name] : undefined;
  if (!screen) return m.unknownScreen(name);
  if (screen.tipo === 'opcoes') return m.question(screen.pergunta ?? name);
  if (screen.tipo === 'formulario') return m.form(screen.titulo ?? name);
  return m.tutorial;
}

/** The field's label on the step's screen, or its name as sent when the form has no such field. */
function fieldWords(tree: Tree, tela: string | undefined, campo: string): string {
  const screen = tela !== undefined && Object.hasOwn(tree.telas, tela) ? tree.telas[tela] : undefined;
  const field = screen?.tipo === 'formulario' && Object.hasOwn(screen.campos ?? {}, campo) ? screen.campos![campo] : undefined;
  return field ? fieldLabel(field, campo) : campo;
}

function refusalText(tree: Tree, r: WalkRefusal): string {
  const p = r.params as Record<string, string | number>;
  const where = screenWords(tree, r.tela);
  const field = r.campo === undefined ? '' : fieldWords(tree, r.tela, r.campo);
  switch (r.code) {
    case 'walkTooLong':
      return m.tooLong(r.passo);
    case 'walkUnfinished':
      return m.unfinished(where);
    case 'wrongScreen':
      return m.wrongScreen(r.passo, where, screenWords(tree, String(p.recebida)));
    case 'wrongAnswerKind':
      return m.wrongKind(r.passo, where);
    case 'optionUnknown':
      return m.optionUnknown(String(p.opcao), where);
    case 'fieldUnknown':
      return m.fieldUnknown(field, where);
    case 'answerMalformed':
      return m.malformed(field, where);
    case 'choiceUnknown':
      return m.choiceUnknown(String(p.valor), field, where);
    case 'columnUnknown':
      return m.columnUnknown(String(p.coluna), field, Number(p.linha));
    case 'fileUnknown':
      return m.fileUnknown(field, Number(p.arquivo) + 1);
    case 'fileReused':
      return m.fileReused(String(p.nome));
    case 'fileRefused':
      return m.fileRefused(String(p.nome), field, m.fileReasons[p.motivo as AttachmentRefusal]);
    case 'fileUnused':
      return m.fileUnused(String(p.nome));
    case 'fieldInvalid':
      return m.fieldInvalid(field, where, formatFieldError(r.params.erro as FieldError));
  }
}

/**
 * A replay's refusals as the diagnostics of a 400, in Portuguese: each names the screen by its
 * question or title and the field by its label (never a key the person did not write), and
 * points at the step and answer of the request (`passos.1.respostas.predio`).
 * @example refusalDiagnostics(tree, [{ code: 'optionUnknown', passo: 1, tela: 'qual-rede', params: { opcao: 'Cabo' } }])[0].message
 */
export function refusalDiagnostics(tree: Tree, refusals: readonly WalkRefusal[]): Diagnostic[] {
  return refusals.map((r) => ({
    severity: 'error',
    message: refusalText(tree, r),
    path: r.passo === 0 ? ['anexos'] : ['passos', r.passo - 1, ...(r.campo !== undefined ? ['respostas', r.campo] : [])],
  }));
}
