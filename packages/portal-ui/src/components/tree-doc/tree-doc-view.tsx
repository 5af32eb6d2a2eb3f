import { micromark } from 'micromark';
import { useId, useMemo } from 'react';
import { t } from '../../messages/t';
import { treeDocMarkdown } from './tree-doc-content';

/**
 * /admin/arvore/doc: the authoring guide (tree-doc-content.ts) rendered by micromark with raw
 * HTML and dangerous protocols off. Every example in it passes the verifier (a test checks).
 * @example <TreeDocView />
 */
export function TreeDocView() {
  const titleId = useId();
  const html = useMemo(() => micromark(treeDocMarkdown, { allowDangerousHtml: false, allowDangerousProtocol: false }), []);
  return (
    <article className="ch-page ch-tree-doc" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-page__title">
        {t('admin.doc.title')}
      </h1>
      <div className="ch-markdown ch-tree-doc__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
