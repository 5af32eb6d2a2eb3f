import { answerTutorial } from '../attendance/answer-tutorial';
import { chooseOption } from '../attendance/choose-option';
import { screenNamed } from '../attendance/current-screen';
import { startAttendance } from '../attendance/start-attendance';
import { submitForm } from '../attendance/submit-form';
import { END_SCREEN } from '../constants';
import { checkAttachment, type AttachmentCandidate } from '../fields/attachment-rules';
import { applyMask, maskDisplay } from '../fields/mask';
import { selectOptions } from '../fields/select-options';
import type {
  AttachmentBoxField,
  AttachmentFile,
  Attendance,
  AttendanceEnv,
  CheckboxField,
  Field,
  FieldError,
  FormScreen,
  FormValues,
  OperandValue,
  SelectField,
  SelectOption,
  TableField,
  TextBoxField,
  Tree,
} from '../types';
import type { WalkAnswer, WalkRefusal, WalkStep } from './walk-types';

/** A file of the request, as the replay checks it against the attachment boxes. @example const file: WalkFile = { filename: 'planta.pdf', contentType: 'application/pdf', size: 120_000 } */
export interface WalkFile extends AttachmentCandidate {
  contentType: string;
}

/** What a replay gives: the attendance at '#final' and the files in the order it attached them, or every refusal of the first step that failed. @example const r: ReplayResult = await replayWalk(tree, passos, files, env); if (r.refusals) refuse(r.refusals) */
export type ReplayResult =
  | { attendance: Attendance; arquivos: number[]; refusals?: undefined }
  | { refusals: WalkRefusal[]; attendance?: undefined; arquivos?: undefined };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is string | number | boolean => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** One step's reading: the refusals it found so far and the files it attached. */
interface StepContext {
  passo: number;
  tela: string;
  refusals: WalkRefusal[];
  files: readonly WalkFile[];
  /** File position → the attachment it became, for the files given to a box so far. */
  used: Map<number, AttachmentFile>;
  env: AttendanceEnv;
}

function refuse(ctx: StepContext, code: WalkRefusal['code'], campo: string | undefined, params: WalkRefusal['params'] = {}): undefined {
  ctx.refusals.push({ code, passo: ctx.passo, tela: ctx.tela, ...(campo !== undefined ? { campo } : {}), params });
  return undefined;
}

/** A select's answer as the form holds it: the option, its text from the tree or the data hub. */
function chosen(ctx: StepContext, campo: string, options: readonly SelectOption[], answer: unknown): OperandValue | undefined {
  const valor = isPlainObject(answer) && Object.keys(answer).length === 1 && typeof answer.valor === 'string' ? answer.valor : undefined;
  if (valor === undefined) return refuse(ctx, 'answerMalformed', campo, { tipo: 'caixaDeSelecao' });
  const option = options.find((o) => o.valor === valor);
  if (!option) return refuse(ctx, 'choiceUnknown', campo, { valor });
  return { texto: option.texto, valor: option.valor };
}

/** A text answer, refused when its mask would have changed it (the browser types through the mask). */
function text(ctx: StepContext, campo: string, field: TextBoxField | Field, answer: unknown): OperandValue | undefined {
  if (!isScalar(answer)) return refuse(ctx, 'answerMalformed', campo, { tipo: field.tipo });
  if (typeof answer === 'string') {
    for (const validator of field.validadores ?? []) {
      if (validator.tipo === 'mascara' && answer !== '' && applyMask(validator.mascara, answer) !== answer) {
        return refuse(ctx, 'fieldInvalid', campo, { erro: { code: 'maskFormat', params: { mascara: maskDisplay(validator.mascara) } } satisfies FieldError });
      }
    }
  }
  return answer;
}

async function tableValue(ctx: StepContext, campo: string, field: TableField, answer: unknown): Promise<OperandValue | undefined> {
  if (!Array.isArray(answer) || !answer.every(isPlainObject)) return refuse(ctx, 'answerMalformed', campo, { tipo: 'tabela' });
  const columns = field.opcoes.campos ?? {};
  const options = new Map<string, SelectOption[]>();
  for (const [name, inner] of Object.entries(columns)) if (inner.tipo === 'caixaDeSelecao') options.set(name, await selectOptions(inner, ctx.env));
  const before = ctx.refusals.length;
  const rows = answer.map((row, index) => {
    const cells: Record<string, OperandValue> = {};
    for (const [name, cell] of Object.entries(row)) {
      const inner = Object.hasOwn(columns, name) ? columns[name] : undefined;
      if (!inner) {
        refuse(ctx, 'columnUnknown', campo, { coluna: name, linha: index + 1 });
        continue;
      }
      const value = inner.tipo === 'caixaDeSelecao' ? chosen(ctx, campo, options.get(name)!, cell) : text(ctx, campo, inner, cell);
      if (value !== undefined) cells[name] = value;
    }
    return cells;
  });
  return ctx.refusals.length === before ? rows : undefined;
}

function files(ctx: StepContext, campo: string, field: AttachmentBoxField, answer: unknown): AttachmentFile[] | undefined {
  const positions = isPlainObject(answer) && Object.keys(answer).length === 1 && Array.isArray(answer.arquivos) ? answer.arquivos : undefined;
  if (!positions || !positions.every((p) => Number.isInteger(p))) return refuse(ctx, 'answerMalformed', campo, { tipo: 'caixaDeAnexo' });
  const boxed: AttachmentFile[] = [];
  for (const position of positions as number[]) {
    const file = position >= 0 ? ctx.files[position] : undefined;
    if (!file) return refuse(ctx, 'fileUnknown', campo, { arquivo: position });
    if (ctx.used.has(position)) return refuse(ctx, 'fileReused', campo, { arquivo: position, nome: file.filename });
    // The box's own rules, file by file as the picker applies them: count, duplicate, extension, sizes.
    const motivo = checkAttachment(field, boxed.map((f) => ({ filename: f.filename, size: f.size ?? 0 })), file);
    if (motivo) return refuse(ctx, 'fileRefused', campo, { arquivo: position, nome: file.filename, motivo });
    const attachment: AttachmentFile = { filename: file.filename, contentType: file.contentType, content: '', size: file.size };
    ctx.used.set(position, attachment);
    boxed.push(attachment);
  }
  return boxed;
}

/** One field's answer as the form holds it, or undefined (and a refusal) when it does not fit. */
async function fieldValue(ctx: StepContext, campo: string, field: Field, answer: WalkAnswer): Promise<OperandValue | AttachmentFile[] | undefined> {
  switch (field.tipo) {
    case 'caixaDeSelecao':
      return chosen(ctx, campo, await selectOptions(field as SelectField, ctx.env), answer);
    case 'caixaDeChecagem': {
      if (!Array.isArray(answer) || !answer.every((v) => typeof v === 'string')) return refuse(ctx, 'answerMalformed', campo, { tipo: field.tipo });
      const known = new Set((field as CheckboxField).opcoes.map((o) => o.valor));
      const unknown = (answer as string[]).find((v) => !known.has(v));
      return unknown === undefined ? (answer as string[]) : refuse(ctx, 'choiceUnknown', campo, { valor: unknown });
    }
    case 'tabela':
      return tableValue(ctx, campo, field, answer);
    case 'caixaDeAnexo':
      return files(ctx, campo, field, answer);
    default:
      return text(ctx, campo, field, answer);
  }
}

/** A form step's answers as the form would have held them; undefined when any was refused. */
async function formValues(ctx: StepContext, screen: FormScreen, answers: Record<string, WalkAnswer>): Promise<FormValues | undefined> {
  const fields = screen.campos ?? {};
  const values: FormValues = {};
  for (const [campo, answer] of Object.entries(answers)) {
    const field = Object.hasOwn(fields, campo) ? fields[campo] : undefined;
    if (!field || field.tipo === 'texto') {
      refuse(ctx, 'fieldUnknown', campo);
      continue;
    }
    const value = await fieldValue(ctx, campo, field, answer);
    if (value !== undefined) Object.defineProperty(values, campo, { value, enumerable: true, writable: true, configurable: true });
  }
  return ctx.refusals.length === 0 ? values : undefined;
}

/** The key a step carries for its screen's kind, or undefined when the step carries another. */
function stepKind(step: WalkStep): 'opcoes' | 'tutorial' | 'formulario' | undefined {
  const keys = Object.keys(step).filter((k) => k !== 'tela');
  if (keys.length !== 1) return undefined;
  if (keys[0] === 'opcao' && typeof step.opcao === 'string') return 'opcoes';
  if (keys[0] === 'resolvido' && typeof step.resolvido === 'boolean') return 'tutorial';
  if (keys[0] === 'respostas' && isPlainObject(step.respostas)) return 'formulario';
  return undefined;
}

/**
 * Replays a walk on `tree` — the version it started on — with the same steps the portal ran:
 * each option must be one of its screen's, each form's answers are checked by the fields' own
 * rules (masks, required, formats, table limits, attachment counts, sizes and extensions), each
 * select's and check box's choice must be among its options (a select's text is taken from them),
 * and every file sent must go to exactly one attachment box. The first step that fails gives all
 * of its refusals; a walk that ends before or goes past '#final' is refused. Rejects only when an
 * `env` lookup fails (the data hub down).
 * @example const r = await replayWalk(tree, [{ tela: 'qual-rede', opcao: 'eduroam' }], [], env); r.refusals ?? buildTicketRequest(r.attendance, now)
 */
export async function replayWalk(tree: Tree, steps: readonly WalkStep[], sent: readonly WalkFile[], env: AttendanceEnv): Promise<ReplayResult> {
  let attendance = startAttendance(tree);
  const used = new Map<number, AttachmentFile>();
  for (const [index, step] of steps.entries()) {
    const ctx: StepContext = { passo: index + 1, tela: attendance.current, refusals: [], files: sent, used, env };
    if (attendance.current === END_SCREEN) return { refusals: [{ code: 'walkTooLong', passo: ctx.passo, tela: END_SCREEN, params: { passos: steps.length } }] };
    if (step.tela !== attendance.current) {
      refuse(ctx, 'wrongScreen', undefined, { recebida: String(step.tela) });
      return { refusals: ctx.refusals };
    }
    const screen = screenNamed(tree, attendance.current);
    if (stepKind(step) !== screen.tipo) {
      refuse(ctx, 'wrongAnswerKind', undefined, { tipo: screen.tipo });
      return { refusals: ctx.refusals };
    }
    if (screen.tipo === 'opcoes') {
      const opcao = step.opcao!;
      if (!Object.hasOwn(screen.opcoes ?? {}, opcao)) {
        refuse(ctx, 'optionUnknown', undefined, { opcao });
        return { refusals: ctx.refusals };
      }
      attendance = chooseOption(attendance, opcao);
    } else if (screen.tipo === 'tutorial') {
      attendance = await answerTutorial(attendance, step.resolvido!, env);
    } else {
      const values = await formValues(ctx, screen, step.respostas!);
      if (!values) return { refusals: ctx.refusals };
      const result = await submitForm(attendance, values, env);
      if (result.errors) {
        for (const [key, erro] of Object.entries(result.errors)) refuse(ctx, 'fieldInvalid', key.split('.')[0], { erro, ...(key.includes('.') ? { celula: key } : {}) });
        return { refusals: ctx.refusals };
      }
      attendance = result.attendance;
    }
  }
  if (attendance.current !== END_SCREEN) return { refusals: [{ code: 'walkUnfinished', passo: steps.length, tela: attendance.current, params: {} }] };
  const unused = sent.findIndex((_, position) => !used.has(position));
  if (unused >= 0) return { refusals: [{ code: 'fileUnused', passo: 0, params: { arquivo: unused, nome: sent[unused]!.filename } }] };
  // The files in the order the attendance attached them (the ticket's order).
  const positions = new Map([...used].map(([position, file]) => [file, position]));
  return { attendance, arquivos: attendance.attachments.map((file) => positions.get(file)!) };
}
