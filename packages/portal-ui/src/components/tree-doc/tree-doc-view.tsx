import { useId, useMemo } from 'react';
import { t } from '../../messages/t';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { useMarkdown } from '../markdown-text/markdown-text';
import { treeDocMarkdown } from './tree-doc-content';

/**
 * /admin/arvore/doc: the authoring guide (tree-doc-content.ts) rendered by micromark (loaded as the walk's `texto` fields load it) with raw
 * HTML and dangerous protocols off. Every example in it passes the verifier (a test checks).
 * @example <TreeDocView />
 */
export function TreeDocView() {
  const titleId = useId();
  const render = useMarkdown();
  // Code blocks scroll sideways on a phone: each takes focus so a keyboard can scroll it.
  const html = useMemo(() => render?.(treeDocMarkdown).replaceAll('<pre>', '<pre tabindex="0">'), [render]);
  return (
    <article className="ch-page ch-tree-doc" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-page__title">
        {t('admin.doc.title')}
      </h1>
      {html === undefined ? <LoadingIndicator /> : <div className="ch-markdown ch-tree-doc__body" dangerouslySetInnerHTML={{ __html: html }} />}
    </article>
  );
}
