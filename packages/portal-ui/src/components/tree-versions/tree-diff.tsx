import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { portuguesePhrases } from '../tree-editor/editor-phrases';

/** Props of {@link TreeDiff}. */
export interface TreeDiffProps {
  left: string;
  right: string;
  /** Names of the two sides, e.g. 'Versão 2' and 'Rascunho'. */
  leftLabel: string;
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
 * Two tree texts side by side with their differences marked (@codemirror/merge), read-only;
 * unchanged stretches are collapsed ('91 linhas iguais', a click opens them).
 * @example <TreeDiff left={v1.texto} right={draft} leftLabel="Versão 1" rightLabel="Rascunho" />
 */
export function TreeDiff({ left, right, leftLabel, rightLabel }: TreeDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new MergeView({
      a: side(left, leftLabel),
      b: side(right, rightLabel),
      parent: host.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [left, right, leftLabel, rightLabel]);
  return <div ref={host} className="ch-tree-diff" />;
}
