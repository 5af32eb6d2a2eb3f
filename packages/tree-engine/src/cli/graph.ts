/**
 * `chamados-tree graph FILE`: the tree as a Mermaid flowchart — screens with their kind, edges
 * labelled with option names, tutorial answers and summarised flow conditions, and '#final'.
 */
import { readFile } from 'node:fs/promises';
import { END_SCREEN } from '../constants';
import { cliMessages } from '../messages/cli';
import { parseTree } from '../parse/parse-tree';
import type { Condition, Operand, Tree } from '../types';
import { consoleOutput, type CliOutput } from './verify';

const words = cliMessages.graph;

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
export function conditionText(condition: Condition): string {
  if (condition.tipo === 'simples') {
    return `${operandText(condition.operando1)} ${condition.comparador} ${operandText(condition.operando2)}`;
  }
  const parts = (condition.condicoes ?? []).map((sub) => (sub.tipo === 'composta' ? `(${conditionText(sub)})` : conditionText(sub)));
  if (condition.operador === 'not') return `${words.not}(${parts[0] ?? ''})`;
  return parts.join(condition.operador === 'and' ? words.and : words.or);
}

/**
 * Renders a verified tree as a Mermaid flowchart.
 * @example renderMermaid(parseTree(yaml).tree!) // 'flowchart TD\n  s0{"qual-rede<br/>opções"}\n…'
 */
export function renderMermaid(tree: Tree): string {
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
        edge(name, flow.tela, flow.condicao ? conditionText(flow.condicao) : words.always);
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

/**
 * Prints a tree file's Mermaid flowchart; resolves to the exit status (1 when the tree has errors).
 * @example process.exitCode = await runGraph('examples/wifi-eduroam.yaml')
 */
export async function runGraph(file: string, output: CliOutput = consoleOutput): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    output.err(`${file}: ${cliMessages.unreadable((error as NodeJS.ErrnoException).code ?? String(error))}`);
    return 1;
  }
  const { tree } = parseTree(text);
  if (!tree) {
    output.err(cliMessages.invalidTree(file));
    return 1;
  }
  output.out(renderMermaid(tree));
  return 0;
}
