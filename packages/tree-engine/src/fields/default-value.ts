import type { AttendanceEnv, Field, FormScreen, FormValues, OperandValue } from '../types';
import { displayFormValues } from './decimal';
import { selectOptions } from './select-options';

type Value = FormValues[string];

async function automaticValue(key: string, env: AttendanceEnv): Promise<string | undefined> {
  const { user } = env;
  switch (key) {
    case 'email':
      return user.email;
    case 'cpf':
      return user.cpf;
    case 'nome':
      return user.nome ?? user.name;
    case 'matricula':
      return user.matricula;
    case 'ip':
      try {
        return await env.clientIp();
      } catch {
        // The spec only logs an IP-lookup failure and keeps the default.
        return undefined;
      }
    default:
      return undefined;
  }
}

/**
 * The value a field starts with (spec §3). `valor: { tipo, valor }` with tipo email, cpf, nome
 * (claim nome, else name), matricula or ip takes the user's value, falling back to the nested
 * valor when that is missing or fails; any other tipo gives the nested valor. A select gets the
 * option whose valor matches; check boxes without a default get their `marcado` options; tables
 * and attachment boxes start empty.
 * @example await defaultValue({ tipo: 'caixaDeTexto', valor: { tipo: 'email' } }, env) // 'maria@ufv.br'
 */
export async function defaultValue(field: Field, env: AttendanceEnv): Promise<Value> {
  if (field.tipo === 'texto') return undefined;
  const declared = field.valor;
  let value: OperandValue = undefined;
  if (declared) {
    value = (await automaticValue(declared.tipo, env)) ?? declared.valor;
  }
  switch (field.tipo) {
    case 'caixaDeChecagem':
      if (value === undefined) return (field.opcoes ?? []).filter((option) => option.marcado).map((option) => option.valor);
      return Array.isArray(value) ? value : [value];
    case 'tabela':
    case 'caixaDeAnexo':
      return [];
    case 'caixaDeSelecao': {
      if (value === undefined || value === null) return undefined;
      const wanted = String(value);
      const options = await selectOptions(field, env);
      const match = options.find((option) => option.valor === wanted);
      return match ? { texto: match.texto, valor: match.valor } : undefined;
    }
    default:
      return value === undefined || value === null ? undefined : typeof value === 'string' ? value : String(value);
  }
}

/**
 * The starting values of every field of a form screen, by field name: what the user entered
 * before (`entered`, e.g. `attendance.data` after going back) or else the field's default value.
 * A decimal entered before shows the Brazilian way again ('1500.00' stored, '1.500,00' shown).
 * @example await initialFormValues(screen, env, attendance.data) // { email: 'maria@ufv.br', anexos: [] }
 */
export async function initialFormValues(
  screen: Pick<FormScreen, 'campos'>,
  env: AttendanceEnv,
  entered: FormValues = {},
): Promise<FormValues> {
  const shown = displayFormValues(screen, entered);
  const entries = await Promise.all(
    Object.entries(screen.campos ?? {}).map(async ([name, field]) =>
      [name, Object.hasOwn(shown, name) ? shown[name] : await defaultValue(field, env)] as const,
    ),
  );
  const values: FormValues = {};
  for (const [name, value] of entries) if (value !== undefined) values[name] = value;
  return values;
}
