/**
 * `chamados-tree graph FILE…`: the tree as a Mermaid flowchart — screens with their kind, edges
 * labelled with option names, tutorial answers and summarised flow conditions, and '#final'. As
 * Markdown (`--format markdown`, the default with several files), one heading and ```mermaid
 * block per tree, which GitHub and GitLab draw: `chamados-tree graph arvores/*.yaml > FLUXOS.md`,
 * or `>> "$GITHUB_STEP_SUMMARY"` in a GitHub Actions job.
 */
import { readFile } from 'node:fs/promises';
import { END_SCREEN } from '../constants';
import type { CliTexts } from '../messages/cli';
import { cliCatalogs } from '../messages/cli-catalogs';
import { DEFAULT_LOCALE, type Locale } from '../messages/locale';
import { parseTree } from '../parse/parse-tree';
import type { Condition, Operand, Tree } from '../types';
import type { VerifyOptions } from '../verify/verify-tree';
import { consoleOutput, type CliOutput } from './cli-output';
import type { GraphFormat } from './parse-command-line';

type GraphWords = CliTexts['graph'];
const portuguese = cliCatalogs[DEFAULT_LOCALE].graph;

/** Mermaid entity codes, so names and conditions with quotes, '<' or '#' stay text. */
function escape(text: string): string {
  return text
    .replace(/#/g, '#35;')
    .replace(/&/g, '#38;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#60;')
    .replace(/>/g, '#62;');
}

function operandText(operand: Operand): string {
  switch (operand.tipo) {
    case 'variavel':
      return operand.campo;
    case 'constante':
      return typeof operand.valor === 'string' ? `'${operand.valor}'` : String(operand.valor);
    case 'interpolacao':
      return `"${operand.valor}"`;
    case 'mapeamento':
      return `${operand.mapa}[${operand.chave}]`;
  }
}

/**
 * A short reading of a condition, e.g. `licenca.valor = 'adquirir' e valorEstimado > 800`.
 * @example conditionText({ tipo: 'simples', comparador: '=', operando1: a, operando2: b }) // "sala = '101'"
 */
export function conditionText(condition: Condition, words: GraphWords = portuguese): string {
  if (condition.tipo === 'simples') {
    return `${operandText(condition.operando1)} ${condition.comparador} ${operandText(condition.operando2)}`;
  }
  const parts = (condition.condicoes ?? []).map((sub) => (sub.tipo === 'composta' ? `(${conditionText(sub, words)})` : conditionText(sub, words)));
  if (condition.operador === 'not') return `${words.not}(${parts[0] ?? ''})`;
  return parts.join(condition.operador === 'and' ? words.and : words.or);
}

/**
 * Renders a verified tree as a Mermaid flowchart.
 * @example renderMermaid(parseTree(yaml).tree!) // 'flowchart TD\n  s0{"qual-rede<br/>opções"}\n…'
 */
export function renderMermaid(tree: Tree, words: GraphWords = portuguese): string {
  const names = Object.keys(tree.telas);
  const ids = new Map(names.map((name, i) => [name, `s${i}`]));
  const id = (name: string): string => (name === END_SCREEN ? 'final' : (ids.get(name) ?? 'final'));
  const lines = ['flowchart TD'];
  for (const [name, screen] of Object.entries(tree.telas)) {
    const label = `"${escape(name)}<br/><small>${words.kinds[screen.tipo]}</small>"`;
    const shape = screen.tipo === 'opcoes' ? `{${label}}` : screen.tipo === 'tutorial' ? `[[${label}]]` : `[${label}]`;
    lines.push(`  ${id(name)}${shape}`);
  }
  lines.push(`  final((("${escape(END_SCREEN)}")))`);
  const edge = (from: string, to: string, label?: string, dotted = false): void => {
    const arrow = dotted ? '-.->' : '-->';
    lines.push(label ? `  ${id(from)} ${arrow}|"${escape(label)}"| ${id(to)}` : `  ${id(from)} ${arrow} ${id(to)}`);
  };
  lines.push(`  start(["${words.start}"]) --> ${id(tree.inicial)}`);
  for (const [name, screen] of Object.entries(tree.telas)) {
    if (screen.tipo === 'opcoes') {
      for (const [option, to] of Object.entries(screen.opcoes ?? {})) edge(name, to, option);
    } else if (screen.tipo === 'tutorial') {
      edge(name, screen.telaSim, words.yes);
      edge(name, screen.telaNao, words.no);
    } else {
      let unconditional = false;
      for (const flow of screen.fluxos ?? []) {
        edge(name, flow.tela, flow.condicao ? conditionText(flow.condicao, words) : words.always);
        if (!flow.condicao) {
          unconditional = true;
          break;
        }
      }
      if (!unconditional) edge(name, END_SCREEN, words.noFlow, true);
    }
  }
  return lines.join('\n');
}

/** A tree file's chart, or why there is none (written to stderr). */
async function chartOf(file: string, options: GraphOptions): Promise<{ chart: string } | { problem: string }> {
  const texts = cliCatalogs[options.locale ?? DEFAULT_LOCALE];
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { problem: `${file}: ${texts.unreadable((error as NodeJS.ErrnoException).code ?? String(error))}` };
  }
  const { tree } = parseTree(text, options.verify ?? {});
  return tree ? { chart: renderMermaid(tree, texts.graph) } : { problem: texts.invalidTree(file) };
}

/** The language of the chart's words, and the verifier's options (FAQ rules, data hub). @example const options: GraphOptions = { locale: 'en' } */
export interface GraphOptions {
  locale?: Locale;
  verify?: VerifyOptions;
}

/**
 * Prints the Mermaid flowchart of each tree file — `mermaid`: the bare chart (one file);
 * `markdown`: a heading and a ```mermaid block per file. Resolves to the exit status: 1 when a
 * file cannot be read or its tree has errors (the other files are still drawn).
 * @example process.exitCode = await runGraph(['examples/wifi-eduroam.yaml'])
 */
export async function runGraph(
  files: readonly string[],
  output: CliOutput = consoleOutput,
  format: GraphFormat = files.length === 1 ? 'mermaid' : 'markdown',
  options: GraphOptions = {},
): Promise<number> {
  let status = 0;
  const sections: string[] = [];
  for (const file of files) {
    const result = await chartOf(file, options);
    if ('problem' in result) {
      output.err(result.problem);
      status = 1;
    } else {
      sections.push(format === 'mermaid' ? result.chart : `## ${file}\n\n\`\`\`mermaid\n${result.chart}\n\`\`\``);
    }
  }
  if (sections.length > 0) output.out(sections.join('\n\n'));
  return status;
}
