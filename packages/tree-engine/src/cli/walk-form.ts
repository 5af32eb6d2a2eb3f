import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { defaultValue } from '../fields/default-value';
import { explanatoryText, fieldLabel, fieldMask } from '../fields/field-text';
import { applyMask } from '../fields/mask';
import { selectOptions } from '../fields/select-options';
import { toText } from '../evaluate/to-text';
import { walkMessages } from '../messages/runtime';
import type { WalkTexts } from '../messages/walk-catalogs';
import type { AttendanceEnv, AttachmentFile, Field, FormScreen, FormValues, OperandValue, SelectField } from '../types';

/** Reads one answer; `null` at the end of the input. @example const answer = await ask('E-mail: ') */
export type Ask = (prompt: string) => Promise<string | null>;

type Outcome = 'back' | 'cancel' | 'eof';
type Value = FormValues[string];

/** Thrown inside the form reader to leave it at once on ':voltar', ':cancelar' or end of input. */
class Leave {
  constructor(readonly outcome: Outcome) {}
}

/**
 * The walk's commands, in every language whatever `--lang` says (each language's help names its
 * own): ':voltar', ':volver' or ':back' go back; ':cancelar' or ':cancel' stop.
 * @example walkCommand(':back') // 'back'
 */
export function walkCommand(answer: string): 'back' | 'cancel' | undefined {
  const word = answer.trim().toLowerCase();
  if (word === ':voltar' || word === ':volver' || word === ':back') return 'back';
  if (word === ':cancelar' || word === ':cancel') return 'cancel';
  return undefined;
}

function command(answer: string | null): string {
  if (answer === null) throw new Leave('eof');
  const said = walkCommand(answer);
  if (said) throw new Leave(said);
  return answer;
}

async function readSelect(field: SelectField, label: string, start: Value, env: AttendanceEnv, ask: Ask, print: (s: string) => void, m: WalkTexts): Promise<Value> {
  const options = await selectOptions(field, env);
  const hint = start === undefined ? '' : m.defaultHint(toText(start));
  if (options.length === 0) {
    const answer = command(await ask(`${label} (${m.freeValueHint})${hint}: `));
    return answer === '' ? start : { texto: answer, valor: answer };
  }
  options.forEach((option, i) => print(`  ${i + 1}. ${option.texto}`));
  for (;;) {
    const answer = command(await ask(`${label} (${m.selectHint(options.length)})${hint}: `));
    if (answer === '') return start;
    const option = options[Number(answer) - 1];
    if (option) return { texto: option.texto, valor: option.valor };
    print(m.invalidChoice);
  }
}

async function readField(field: Field, label: string, start: Value, env: AttendanceEnv, ask: Ask, print: (s: string) => void, m: WalkTexts): Promise<Value> {
  const hint = start === undefined || (Array.isArray(start) && start.length === 0) ? '' : m.defaultHint(toText(start as OperandValue));
  switch (field.tipo) {
    case 'texto':
      print(explanatoryText(field));
      return undefined;
    case 'caixaDeTexto':
    case 'memorando': {
      const answer = command(await ask(`${label}${hint}: `));
      if (answer === '') return start;
      const mask = fieldMask(field);
      const text = answer.replaceAll('\\n', '\n');
      return mask === undefined ? text : applyMask(mask, text);
    }
    case 'caixaDeSelecao':
      return readSelect(field, label, start, env, ask, print, m);
    case 'caixaDeChecagem': {
      (field.opcoes ?? []).forEach((option, i) => print(`  ${i + 1}. ${option.texto}`));
      const answer = command(await ask(`${label} (${m.checkboxHint})${hint}: `));
      if (answer === '') return start;
      const picked = answer.split(',').map((n) => field.opcoes?.[Number(n.trim()) - 1]?.valor);
      return picked.filter((valor): valor is string => valor !== undefined);
    }
    case 'caixaDeAnexo':
      for (;;) {
        const answer = command(await ask(`${label} (${m.attachmentHint}): `));
        try {
          const paths = answer.split(',').map((p) => p.trim()).filter((p) => p !== '');
          return (await Promise.all(paths.map(readAttachment))) satisfies AttachmentFile[];
        } catch (error) {
          print(error instanceof Error ? error.message : String(error));
        }
      }
    case 'tabela': {
      const count = Number(command(await ask(m.tableCount(label))));
      const rows: Record<string, OperandValue>[] = [];
      for (let i = 0; i < (Number.isInteger(count) && count > 0 ? count : 0); i += 1) {
        print(m.tableRow(i + 1));
        const row: Record<string, OperandValue> = {};
        for (const [name, inner] of Object.entries(field.opcoes.campos ?? {})) {
          row[name] = (await readField(inner, fieldLabel(inner, name), undefined, env, ask, print, m)) as OperandValue;
        }
        rows.push(row);
      }
      return rows;
    }
    default:
      return start;
  }
}

/**
 * Reads the fields of a form screen from the terminal, each starting from the data entered before
 * (Enter keeps it) or from the field's default value. With `only`, the other fields keep what was
 * entered without being asked again: after a rejected form, only the fields in error are asked.
 * Resolves to the values, or to how the user left the form.
 * @example await readFormScreen(screen, {}, walkEnv, ask, console.log) // { email: 'demo@ufv.br' } or 'back'
 */
export async function readFormScreen(
  screen: FormScreen,
  entered: FormValues,
  env: AttendanceEnv,
  ask: Ask,
  print: (s: string) => void,
  only?: ReadonlySet<string>,
  m: WalkTexts = walkMessages,
): Promise<FormValues | Outcome> {
  const values: FormValues = {};
  try {
    for (const [name, field] of Object.entries(screen.campos ?? {})) {
      if (only && !only.has(name)) {
        if (Object.hasOwn(entered, name)) values[name] = entered[name];
        continue;
      }
      const start = Object.hasOwn(entered, name) ? entered[name] : await defaultValue(field, env);
      const value = await readField(field, fieldLabel(field, name), start, env, ask, print, m);
      if (value !== undefined) values[name] = value;
    }
  } catch (error) {
    if (error instanceof Leave) return error.outcome;
    throw error;
  }
  return values;
}

/** Guesses a content type from a file name, for attachments picked in the terminal. @example contentTypeOf('a.PDF') // 'application/pdf' */
export function contentTypeOf(path: string): string {
  const types: Record<string, string> = {
    '.pdf': 'application/pdf',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.txt': 'text/plain',
    '.csv': 'text/csv',
    '.doc': 'application/msword',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return types[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Reads a file into an attachment, as the portal's attachment box would. @example (await readAttachment('print.png')).contentType // 'image/png' */
export async function readAttachment(path: string): Promise<{ filename: string; contentType: string; content: string; size: number }> {
  const bytes = await readFile(path);
  return { filename: basename(path), contentType: contentTypeOf(path), content: bytes.toString('base64'), size: bytes.length };
}
