import { screenNamed } from '../attendance/current-screen';
import type { AttachmentFile, Attendance, Field, FormScreen, FormValues, OperandValue } from '../types';
import type { WalkAnswer, WalkChoice, WalkScalar, WalkStep, WalkTableRow } from './walk-types';

/** What a walk sends to be replayed: its steps, and the files its attachment boxes point at. @example const { passos, arquivos }: WalkRequest = walkSteps(attendance) */
export interface WalkRequest {
  passos: WalkStep[];
  /** The files, in the order `arquivos` positions count them. */
  arquivos: AttachmentFile[];
}

const isScalar = (value: unknown): value is WalkScalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** A select's value as sent: its `valor` only. */
function choice(value: OperandValue): WalkChoice | WalkScalar | undefined {
  if (isScalar(value)) return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.valor === 'string') return { valor: value.valor };
  return undefined;
}

function tableRows(value: unknown): WalkTableRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((row) => {
    const cells: WalkTableRow = {};
    if (typeof row !== 'object' || row === null) return cells;
    for (const [name, cell] of Object.entries(row as Record<string, OperandValue>)) {
      const sent = choice(cell);
      if (sent !== undefined) cells[name] = sent;
    }
    return cells;
  });
}

/** One form's answers as sent; its files join `files` and are named by position. */
function formAnswers(screen: FormScreen, data: FormValues, files: AttachmentFile[]): Record<string, WalkAnswer> {
  const answers: Record<string, WalkAnswer> = {};
  for (const [name, field] of Object.entries(screen.campos ?? {}) as [string, Field][]) {
    if (field.tipo === 'texto' || !Object.hasOwn(data, name)) continue;
    const value = data[name];
    if (value === undefined || value === null) continue;
    if (field.tipo === 'caixaDeAnexo') {
      const boxed = Array.isArray(value) ? (value as AttachmentFile[]) : [];
      answers[name] = { arquivos: boxed.map((file) => files.push(file) - 1) };
    } else if (field.tipo === 'tabela') {
      answers[name] = tableRows(value);
    } else if (field.tipo === 'caixaDeChecagem') {
      answers[name] = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } else {
      const sent = field.tipo === 'caixaDeSelecao' ? choice(value as OperandValue) : isScalar(value) ? value : undefined;
      if (sent !== undefined) answers[name] = sent;
    }
  }
  return answers;
}

/**
 * What the user did on each screen of an attendance, as the server replays it: the option chosen,
 * the tutorial's answer, each form's answers (a select by its `valor`, files by their position in
 * `arquivos`). The server runs the same tree-engine steps on the tree it holds and derives the
 * ticket itself; nothing the walk concluded (properties, queue, priority) is sent.
 * @example const { passos, arquivos } = walkSteps(attendance); // passos[0]: { tela: 'qual-rede', opcao: 'eduroam' }
 */
export function walkSteps(attendance: Attendance): WalkRequest {
  const arquivos: AttachmentFile[] = [];
  const passos = attendance.history.map((entry): WalkStep => {
    if (entry.choice !== undefined) return { tela: entry.screen, opcao: entry.choice };
    if (entry.solved !== undefined) return { tela: entry.screen, resolvido: entry.solved };
    const screen = screenNamed(attendance.tree, entry.screen);
    return { tela: entry.screen, respostas: screen.tipo === 'formulario' ? formAnswers(screen, entry.data, arquivos) : {} };
  });
  return { passos, arquivos };
}
