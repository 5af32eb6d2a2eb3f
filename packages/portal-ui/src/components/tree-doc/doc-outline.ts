/**
 * A guide section read for the page: its title, its subsections (for the table of contents and
 * their anchors) and its text cut into prose and ```yaml examples, so each example can get its
 * own copy button while the prose goes through micromark.
 */
import type { TreeDocSection } from './tree-doc-sections';

/** A part of a section: markdown prose, or a YAML example. */
export type DocSegment = { kind: 'prose'; markdown: string } | { kind: 'example'; yaml: string };

/** A section ready to render. @example outline({ id: 'opcoes', markdown: '## Tela de opções\n…' }).title // 'Tela de opções' */
export interface DocOutline {
  id: string;
  /** The `## ` title without its backticks; undefined for the introduction. */
  title?: string;
  subsections: { id: string; title: string }[];
  segments: DocSegment[];
}

/** A heading as plain text: `Tela de opções (\`opcoes\`)` → 'Tela de opções (opcoes)'. */
const plain = (heading: string): string => heading.replace(/`/g, '').trim();

/** An anchor from a heading: lower case, no accents, words joined by '-'. @example slug('Caixa de seleção') // 'caixa-de-selecao' */
export function slug(text: string): string {
  return plain(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const EXAMPLE = /^```yaml\n([\s\S]*?)^```$/gm;

/**
 * Reads a section: title, subsections and segments.
 * @example outline({ id: 'x', markdown: '## X\n\ntexto\n\n```yaml\nnome: a\n```\n' }).segments.length // 2
 */
export function outline(section: TreeDocSection): DocOutline {
  const heading = /^## (.+)\n/.exec(section.markdown);
  const body = heading ? section.markdown.slice(heading[0].length) : section.markdown;
  const subsections = [...body.matchAll(/^### (.+)$/gm)].map((m) => ({ id: `${section.id}-${slug(m[1] ?? '')}`, title: plain(m[1] ?? '') }));
  const segments: DocSegment[] = [];
  let at = 0;
  for (const match of body.matchAll(EXAMPLE)) {
    const prose = body.slice(at, match.index).trim();
    if (prose) segments.push({ kind: 'prose', markdown: prose });
    segments.push({ kind: 'example', yaml: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  const rest = body.slice(at).trim();
  if (rest) segments.push({ kind: 'prose', markdown: rest });
  return { id: section.id, ...(heading ? { title: plain(heading[1] ?? '') } : {}), subsections, segments };
}

/**
 * Gives micromark's `<h3>` headings, in order, the anchors of the subsections.
 * @example withHeadingIds('<h3>Tabela</h3>', ['formulario-tabela']) // '<h3 id="formulario-tabela">Tabela</h3>'
 */
export function withHeadingIds(html: string, ids: readonly string[]): string {
  let i = 0;
  return html.replace(/<h3>/g, () => {
    const id = ids[i++];
    return id ? `<h3 id="${id}">` : '<h3>';
  });
}
