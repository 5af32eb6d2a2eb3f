import { describe, expect, it } from 'vitest';
import { answerTutorial } from '../src/attendance/answer-tutorial';
import { chooseOption } from '../src/attendance/choose-option';
import { currentScreen, isAtFinal } from '../src/attendance/current-screen';
import { startAttendance } from '../src/attendance/start-attendance';
import { submitForm } from '../src/attendance/submit-form';
import { exampleTrees } from '../src/examples/example-trees';
import { applyMask } from '../src/fields/mask';
import { selectOptions } from '../src/fields/select-options';
import { parseTree } from '../src/parse/parse-tree';
import { buildTicketRequest } from '../src/ticket/build-ticket-request';
import type { Attendance, AttendanceEnv, Field, FormScreen, FormValues, OperandValue } from '../src/types';
import { createRandom } from './generate-tree';
import { fakeEnv } from './runtime-fixtures';

const env: AttendanceEnv = {
  ...fakeEnv(),
  lookupList: async (chave) => [1, 2, 3].map((n) => ({ key: `${chave}-${n}`, value: `${chave} ${n}` })),
  lookupMap: async (mapa, chave) => `${mapa}:${chave}`,
};

/** A value that passes the field's validators, as a careful user would type it. */
async function fill(field: Field, random: () => number): Promise<FormValues[string]> {
  const validators = field.validadores ?? [];
  switch (field.tipo) {
    case 'caixaDeTexto':
    case 'memorando': {
      const mask = validators.find((v) => v.tipo === 'mascara');
      if (mask?.tipo === 'mascara') return applyMask(mask.mascara, `abcdef${'7'.repeat(30)}`);
      return validators.some((v) => v.tipo === 'simples' && v.formato !== 'string') ? String(Math.floor(random() * 50)) : 'texto';
    }
    case 'caixaDeSelecao': {
      const options = await selectOptions(field, env);
      const option = options[Math.floor(random() * options.length)];
      return option ? { texto: option.texto, valor: option.valor } : undefined;
    }
    case 'caixaDeChecagem':
      return (field.opcoes ?? []).filter((_, i) => i === 0 || random() < 0.5).map((option) => option.valor);
    case 'caixaDeAnexo': {
      const count = Math.max(field.opcoes?.minimo ?? field.minimo ?? 0, 1);
      return Array.from({ length: Math.min(count, field.opcoes?.maximo ?? field.maximo ?? count) }, (_, i) => ({
        filename: `f${i}.pdf`,
        contentType: 'application/pdf',
        content: 'JVBERi0=',
      }));
    }
    case 'tabela': {
      const count = Math.max(field.opcoes.minimo ?? field.minimo ?? 0, 1);
      const rows: Record<string, OperandValue>[] = [];
      for (let i = 0; i < count; i += 1) {
        const row: Record<string, OperandValue> = {};
        for (const [name, inner] of Object.entries(field.opcoes.campos ?? {})) row[name] = (await fill(inner, random)) as OperandValue;
        rows.push(row);
      }
      return rows;
    }
    default:
      return undefined;
  }
}

async function fillForm(screen: FormScreen, random: () => number): Promise<FormValues> {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(screen.campos ?? {})) {
    const value = await fill(field, random);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

async function randomWalk(start: Attendance, random: () => number): Promise<Attendance> {
  let a = start;
  for (let steps = 0; !isAtFinal(a); steps += 1) {
    if (steps > 100) throw new Error(`walk too long: ${a.log.join(' > ')}`);
    const screen = currentScreen(a);
    if (screen === '#final') break;
    if (screen.tipo === 'opcoes') {
      const names = Object.keys(screen.opcoes ?? {});
      a = chooseOption(a, names[Math.floor(random() * names.length)] as string);
    } else if (screen.tipo === 'tutorial') {
      a = await answerTutorial(a, random() < 0.3, env);
    } else {
      const result = await submitForm(a, await fillForm(screen, random), env);
      if (!result.attendance) throw new Error(`${a.current}: ${JSON.stringify(result.errors)}`);
      a = result.attendance;
    }
  }
  return a;
}

describe('the example trees walk to #final with the engine', () => {
  for (const example of exampleTrees) {
    it(`${example.file}: random walks reach '#final' and build a ticket request`, async () => {
      const { tree } = parseTree(example.yaml);
      expect(tree).toBeDefined();
      for (let seed = 1; seed <= 25; seed += 1) {
        const final = await randomWalk(startAttendance(tree!, env), createRandom(seed));
        const request = buildTicketRequest(final, new Date(0));
        expect(request.log.at(-1)).toBe('#final');
        expect(request.propriedades.fila).toBeTruthy();
      }
    });
  }
});
