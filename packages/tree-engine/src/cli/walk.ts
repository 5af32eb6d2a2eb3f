import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { answerTutorial } from '../attendance/answer-tutorial';
import { chooseOption } from '../attendance/choose-option';
import { currentScreen } from '../attendance/current-screen';
import { fieldLabel } from '../fields/field-text';
import { goBack } from '../attendance/go-back';
import { startAttendance } from '../attendance/start-attendance';
import { submitForm } from '../attendance/submit-form';
import type { CliTexts } from '../messages/cli';
import { cliCatalogs } from '../messages/cli-catalogs';
import { formatFieldError } from '../messages/format-field-error';
import { DEFAULT_LOCALE, type Locale } from '../messages/locale';
import { walkMessages } from '../messages/runtime';
import { walkCatalogs, yesNo, type WalkTexts } from '../messages/walk-catalogs';
import type { EngineOptions } from '../ticket/engine-options';
import { engineOptionsOf, verifyOptionsOf, type CliConfig } from './config';
import { parseTree } from '../parse/parse-tree';
import { buildTicketRequest, isClosedOnCreation } from '../ticket/build-ticket-request';
import type { Attendance, AttendanceEnv, FormScreen, FormValues } from '../types';
import { readFormScreen, walkCommand, type Ask } from './walk-form';

/** Streams the interactive walk reads from and writes to (stdin/stdout by default). @example runWalk(file, { input: process.stdin, output: process.stdout }) */
export interface WalkIo {
  input: Readable;
  output: Writable;
}

/** The CLI's stand-in for the outside world: a demo user, maps that echo the key, no lists. @example await walkEnv.lookupMap('filas', 'pva') // 'pva' */
export const walkEnv: AttendanceEnv = {
  user: { nome: walkMessages.demoUser, email: 'demo@ufv.br', cpf: '00000000000', matricula: '00000' },
  lookupMap: async (_mapa, chave) => chave,
  lookupList: async () => [],
  clientIp: async () => '127.0.0.1',
};

/** What one walk speaks and runs with: its language's texts, the outside world and the engine options. */
interface WalkContext {
  m: WalkTexts;
  cli: CliTexts;
  locale: Locale;
  env: AttendanceEnv;
  engine: EngineOptions;
}

/** The demo environment, its user named in the walk's language, with the configuration's data-hub lists and maps when it has them. */
function envOf(config: CliConfig, m: WalkTexts): AttendanceEnv {
  const lists = config.dataHub?.lists;
  const maps = config.dataHub?.maps;
  const demo: AttendanceEnv = { ...walkEnv, user: { ...walkEnv.user, nome: m.demoUser } };
  if (!lists && !maps) return demo;
  return {
    ...demo,
    lookupList: async (key) => (lists && Object.hasOwn(lists, key) ? (lists[key] ?? []) : []),
    lookupMap: async (map, key) => (maps && Object.hasOwn(maps, map) ? maps[map]?.[key] : key),
  };
}

type Step = Attendance | 'back' | 'cancel' | 'eof';

async function optionsStep(a: Attendance, options: Record<string, string>, ask: Ask, print: (s: string) => void, { m }: WalkContext): Promise<Step> {
  const names = Object.keys(options);
  names.forEach((name, i) => print(`  ${i + 1}. ${name}`));
  for (;;) {
    const answer = await ask(m.chooseOption(names.length));
    if (answer === null) return 'eof';
    const said = walkCommand(answer);
    if (said) return said;
    const name = names[Number(answer) - 1];
    if (name !== undefined) return chooseOption(a, name);
    print(m.invalidChoice);
  }
}

async function tutorialStep(a: Attendance, ask: Ask, print: (s: string) => void, ctx: WalkContext): Promise<Step> {
  const { m } = ctx;
  const answers = yesNo[ctx.locale];
  for (;;) {
    const answer = await ask(m.tutorialQuestion);
    if (answer === null) return 'eof';
    const said = walkCommand(answer);
    if (said) return said;
    if (answers.yes.test(answer)) return answerTutorial(a, true, ctx.env, ctx.engine);
    if (answers.no.test(answer)) return answerTutorial(a, false, ctx.env, ctx.engine);
    print(m.invalidChoice);
  }
}

/** Where a form error is, in the words the form shows: the field's label, or the table's, the item and the column's. */
function errorPlace(screen: FormScreen, key: string, cli: CliTexts): string {
  const [name = key, item, column] = key.split('.');
  const field = screen.campos?.[name];
  if (!field) return key;
  const label = fieldLabel(field, name);
  if (field.tipo !== 'tabela' || item === undefined || column === undefined) return label;
  const inner = field.opcoes.campos?.[column];
  return cli.tableCell(label, Number(item) + 1, inner ? fieldLabel(inner, column) : column);
}

async function formStep(a: Attendance, screen: FormScreen, ask: Ask, print: (s: string) => void, ctx: WalkContext): Promise<Step> {
  const { m } = ctx;
  let entered: FormValues = a.data;
  let only: Set<string> | undefined;
  for (;;) {
    const values: FormValues | 'back' | 'cancel' | 'eof' = await readFormScreen(screen, entered, ctx.env, ask, print, only, m);
    if (typeof values === 'string') return values;
    const result = await submitForm(a, values, ctx.env, ctx.engine);
    if (result.attendance) return result.attendance;
    print(m.fieldErrors);
    for (const [key, error] of Object.entries(result.errors)) print(`  ${errorPlace(screen, key, ctx.cli)}: ${formatFieldError(error, {}, ctx.locale)}`);
    // Ask again only what was refused, each answer offered back: Enter keeps what was typed.
    print(ctx.cli.fixFields);
    entered = values;
    only = new Set(Object.keys(result.errors).map((key) => key.split('.')[0] ?? key));
  }
}

async function walk(start: Attendance, ask: Ask, print: (s: string) => void, ctx: WalkContext): Promise<number> {
  const { m } = ctx;
  let a = start;
  print(m.commands);
  for (;;) {
    const screen = currentScreen(a);
    if (screen === '#final') {
      print(m.finalScreen);
      if (isClosedOnCreation(a, ctx.engine)) print(m.closedOnCreation);
      print(JSON.stringify(buildTicketRequest(a, new Date(), ctx.engine), null, 2));
      return 0;
    }
    print(`\n== ${a.current} (${screen.tipo}) ==`);
    let step: Step;
    if (screen.tipo === 'opcoes') {
      print(screen.pergunta);
      step = await optionsStep(a, screen.opcoes ?? {}, ask, print, ctx);
    } else if (screen.tipo === 'tutorial') {
      print(m.tutorialSource(screen.fonte, screen.url));
      step = await tutorialStep(a, ask, print, ctx);
    } else {
      print(screen.titulo);
      step = await formStep(a, screen, ask, print, ctx);
    }
    if (step === 'eof' || step === 'cancel') {
      // At the end of the input the last prompt is still open on its line: close it first.
      print(step === 'eof' ? `\n${m.endOfInput}` : m.cancelled);
      return 1;
    }
    if (step === 'back') {
      const previous = goBack(a);
      if (!previous) {
        print(m.dropped);
        return 1;
      }
      print(m.back);
      a = previous;
      continue;
    }
    a = step;
  }
}

/**
 * Walks a YAML tree interactively in the terminal and prints the ticket request at '#final'.
 * Resolves to the exit code: 0 when a ticket request was printed; 1 when the file is unreadable,
 * the tree has errors, or the walk was cancelled, dropped or ran out of input.
 * `options`: the language, and the configuration (data-hub lists and maps, ticket defaults, FAQ).
 * @example await runWalk('examples/wifi-eduroam.yaml') // 0 after walking to '#final'
 */
export async function runWalk(
  file: string,
  io: WalkIo = { input: process.stdin, output: process.stdout },
  options: { locale?: Locale; config?: CliConfig; engine?: EngineOptions } = {},
): Promise<number> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const config = options.config ?? {};
  const ctx: WalkContext = { m: walkCatalogs[locale], cli: cliCatalogs[locale], locale, env: envOf(config, walkCatalogs[locale]), engine: options.engine ?? engineOptionsOf(config, locale) };
  const { m } = ctx;
  const print = (text: string): void => {
    io.output.write(`${text}\n`);
  };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    print(m.unreadable(file, error instanceof Error ? error.message : String(error)));
    return 1;
  }
  const { tree, diagnostics } = parseTree(text, verifyOptionsOf(config, locale));
  for (const d of diagnostics) print(`${file}:${d.line ?? 1}:${d.column ?? 1}: ${ctx.cli.severity[d.severity]}: ${d.message}`);
  if (!tree) {
    print(m.invalidTree(file));
    return 1;
  }
  const rl = createInterface({ input: io.input, terminal: false, crlfDelay: Infinity });
  const lines = rl[Symbol.asyncIterator]();
  const ask: Ask = async (prompt) => {
    io.output.write(prompt);
    const next = await lines.next();
    return next.done ? null : next.value.trim();
  };
  try {
    return await walk(startAttendance(tree, ctx.env), ask, print, ctx);
  } finally {
    rl.close();
  }
}
