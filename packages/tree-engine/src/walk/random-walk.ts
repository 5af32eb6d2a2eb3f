import { answerTutorial } from '../attendance/answer-tutorial';
import { chooseOption } from '../attendance/choose-option';
import { currentScreen, isAtFinal } from '../attendance/current-screen';
import { startAttendance } from '../attendance/start-attendance';
import { submitForm } from '../attendance/submit-form';
import { attachmentLimits } from '../fields/attachment-rules';
import { fieldLimits } from '../fields/field-limits';
import { applyMask } from '../fields/mask';
import { selectOptions } from '../fields/select-options';
import type { Attendance, AttendanceEnv, Field, FormScreen, FormValues, OperandValue, Tree } from '../types';

const pick = <T>(items: readonly T[], random: () => number): T | undefined => items[Math.floor(random() * items.length)];

/** A value that passes the field's validators, as a careful user would type it. */
async function fill(field: Field, random: () => number, env: AttendanceEnv): Promise<FormValues[string]> {
  const validators = field.validadores ?? [];
  switch (field.tipo) {
    case 'caixaDeTexto':
    case 'memorando': {
      const mask = validators.find((v) => v.tipo === 'mascara');
      if (mask?.tipo === 'mascara') return applyMask(mask.mascara, `abcdef${String(Math.floor(random() * 1e9)).padStart(9, '7')}${'7'.repeat(30)}`);
      if (validators.some((v) => v.tipo === 'simples' && v.formato !== 'string')) return String(Math.floor(random() * 50));
      return pick(['texto', 'Sala 215', 'não conecta desde ontem', 'Pavilhão B ${sala}'], random)!;
    }
    case 'caixaDeSelecao': {
      const option = pick(await selectOptions(field, env), random);
      return option ? { texto: option.texto, valor: option.valor } : undefined;
    }
    case 'caixaDeChecagem':
      return (field.opcoes ?? []).filter((_, i) => i === 0 || random() < 0.5).map((option) => option.valor);
    case 'caixaDeAnexo': {
      const { minimo = 0, maximo } = fieldLimits(field);
      const count = Math.min(Math.max(minimo, Math.floor(random() * 3)), maximo ?? Infinity);
      const extension = attachmentLimits(field).extensoes?.[0] ?? 'pdf';
      return Array.from({ length: count }, (_, i) => ({ filename: `arquivo-${i}.${extension}`, contentType: 'application/octet-stream', content: 'JVBERi0=', size: 5 }));
    }
    case 'tabela': {
      const { minimo = 0, maximo } = fieldLimits(field);
      const count = Math.min(Math.max(minimo, 1 + Math.floor(random() * 2)), maximo ?? Infinity);
      const rows: Record<string, OperandValue>[] = [];
      for (let i = 0; i < count; i += 1) {
        const row: Record<string, OperandValue> = {};
        for (const [name, inner] of Object.entries(field.opcoes.campos ?? {})) {
          const value = (await fill(inner, random, env)) as OperandValue;
          if (value !== undefined) row[name] = value;
        }
        rows.push(row);
      }
      return rows;
    }
    default:
      return undefined;
  }
}

async function fillForm(screen: FormScreen, random: () => number, env: AttendanceEnv): Promise<FormValues> {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const value = await fill(field, random, env);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * A walk of `tree` to '#final' as a careful user would take it: options and tutorial answers
 * drawn from `random` (a function like `Math.random`), forms filled with values their fields
 * accept (data-hub options through `env`). For property tests of what a portal or a server does
 * with walks; throws when a form refuses its filled values or the walk passes 100 screens.
 * @example const attendance = await randomWalk(tree, env, Math.random); buildTicketRequest(attendance, new Date())
 */
export async function randomWalk(tree: Tree, env: AttendanceEnv, random: () => number): Promise<Attendance> {
  let a = startAttendance(tree, env);
  for (let steps = 0; !isAtFinal(a); steps += 1) {
    if (steps > 100) throw new Error(`walk too long: ${a.log.join(' > ')}`);
    const screen = currentScreen(a);
    if (screen === '#final') break;
    if (screen.tipo === 'opcoes') {
      a = chooseOption(a, pick(Object.keys(screen.opcoes ?? {}), random)!);
    } else if (screen.tipo === 'tutorial') {
      a = await answerTutorial(a, random() < 0.3, env);
    } else {
      const result = await submitForm(a, await fillForm(screen, random, env), env);
      if (!result.attendance) throw new Error(`${a.current}: ${JSON.stringify(result.errors)}`);
      a = result.attendance;
    }
  }
  return a;
}
