import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { portuguesePhrases } from '../tree-editor/editor-phrases';

/** Props of {@link TreeDiff}. */
export interface TreeDiffProps {
  /** O texto do lado esquerdo da comparação (o mais antigo). */
  left: string;
  /** O texto do lado direito da comparação (o mais novo). */
  right: string;
  /**
   * O nome do lado esquerdo, por exemplo 'Versão 2'.
   * @remarks Names of the two sides, e.g. 'Versão 2' and 'Rascunho'.
   */
  leftLabel: string;
  /** O nome do lado direito, por exemplo 'Rascunho'. */
  rightLabel: string;
}

const side = (doc: string, label: string) => ({
  doc,
  extensions: [
    // '91 linhas iguais' on a collapsed stretch, not '91 unchanged lines'.
    portuguesePhrases,
    lineNumbers(),
    yaml(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    // Read-only text is not focusable by itself: tabindex lets a keyboard scroll it (axe: scrollable-region-focusable).
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
  ],
});

/**
 * Puts `text` in a side as the smallest change (what differs between the common start and end),
 * so the diff is worked out again only there: the draft side follows typing without redoing
 * the diff of a whole 1,000-screen tree.
 */
function follow(view: EditorView, text: string) {
  const doc = view.state.doc.toString();
  if (doc === text) return;
  let start = 0;
  const shorter = Math.min(doc.length, text.length);
  while (start < shorter && doc.charCodeAt(start) === text.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && doc.charCodeAt(doc.length - 1 - end) === text.charCodeAt(text.length - 1 - end)) end++;
  view.dispatch({ changes: { from: start, to: doc.length - end, insert: text.slice(start, text.length - end) } });
}

/**
 * Two tree texts side by side with their differences marked (@codemirror/merge), read-only;
 * unchanged stretches are collapsed ('91 linhas iguais', a click opens them).
 * @example <TreeDiff left={v1.texto} right={draft} leftLabel="Versão 1" rightLabel="Rascunho" />
 */
export function TreeDiff({ left, right, leftLabel, rightLabel }: TreeDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const merge = useRef<MergeView | null>(null);

  useEffect(() => {
    const view = new MergeView({
      a: side(left, leftLabel),
      b: side(right, rightLabel),
      parent: host.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    merge.current = view;
    return () => {
      view.destroy();
      merge.current = null;
    };
    // Built again for other sides; new texts of the same sides follow below, as small changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leftLabel, rightLabel]);

  useEffect(() => {
    if (!merge.current) return;
    follow(merge.current.a, left);
    follow(merge.current.b, right);
  }, [left, right]);

  return <div ref={host} className="ch-tree-diff" />;
}
