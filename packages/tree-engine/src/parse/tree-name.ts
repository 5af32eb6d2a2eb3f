/**
 * The tree's top-level `nome:` line in the YAML text, read and rewritten without parsing the whole
 * text: the admin form keeps it equal to its Nome field (the name users see) on every keystroke,
 * which a full parse of a large tree would slow down. Only a one-line value counts; a block
 * scalar (`nome: >`) or a `nome` inside `{ }` is not touched.
 */
import { parse, stringify } from 'yaml';

/** Where the tree's name is written in its text. @example treeNameInText('nome: Wi-Fi\n') // { name: 'Wi-Fi', from: 0, to: 11, line: 1, column: 1 } */
export interface TreeNameInText {
  /** The name as YAML reads it. */
  name: string;
  /** Offsets of `nome: value` (its comment excluded), the span `withTreeName` replaces. */
  from: number;
  to: number;
  /** 1-based line and column of `nome`. */
  line: number;
  column: number;
}

const NAME_LINE = /^nome[ \t]*:[ \t]*(?=\S)(.*)$/m;

/** The value part of a line, without a trailing ` # comment` (a `#` inside quotes stays). */
function valuePart(raw: string): string {
  const quote = raw[0];
  let i = 0;
  if (quote === '"' || quote === "'") {
    for (i = 1; i < raw.length; i++) {
      if (quote === '"' && raw[i] === '\\') i++;
      else if (raw[i] === quote && quote === "'" && raw[i + 1] === "'") i++;
      else if (raw[i] === quote) break;
    }
  }
  const comment = raw.slice(i).search(/[ \t]#/);
  return (comment < 0 ? raw : raw.slice(0, i + comment)).trimEnd();
}

/**
 * The top-level `nome` of a tree's text, with where it is; undefined when there is none on one line.
 * @example treeNameInText('# árvore\nnome: "Rede: eduroam"  # o nome\n')?.name // 'Rede: eduroam'
 */
export function treeNameInText(text: string): TreeNameInText | undefined {
  const match = NAME_LINE.exec(text);
  if (!match) return undefined;
  const raw = match[1] ?? '';
  if (/^[|>]/.test(raw)) return undefined;
  const value = valuePart(raw);
  let name: unknown;
  try {
    name = (parse(`nome: ${value}`) as { nome?: unknown } | null)?.nome;
  } catch {
    return undefined;
  }
  if (typeof name !== 'string' && typeof name !== 'number' && typeof name !== 'boolean') return undefined;
  const from = match.index;
  const before = text.slice(0, from);
  return { name: String(name), from, to: from + match[0].length - raw.length + value.length, line: before.split('\n').length, column: 1 };
}

/**
 * The text with its top-level `nome` set to `name`, quoted as YAML needs; the text unchanged when
 * it has no one-line `nome` (the verifier then says it is missing).
 * @example withTreeName('nome: Velho\ninicial: a\n', 'Rede: eduroam') // 'nome: "Rede: eduroam"\ninicial: a\n'
 */
export function withTreeName(text: string, name: string): string {
  const found = treeNameInText(text);
  if (!found || found.name === name) return text;
  const line = stringify({ nome: name }, { lineWidth: 0 }).trimEnd();
  return text.slice(0, found.from) + line + text.slice(found.to);
}
