import type { DataHubKeys } from '@chamados/api-contract';
import { useId, useMemo } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { useMarkdown } from '../markdown-text/markdown-text';
import { DataHubNames } from './data-hub-names';
import { DocExample } from './doc-example';
import { outline, withHeadingIds, type DocOutline } from './doc-outline';
import { treeDocSections } from './tree-doc-sections';

/** Props of {@link TreeDocView}. */
export interface TreeDocViewProps {
  /**
   * As listas e os mapas do data hub que uma árvore pode usar, mostrados na seção do data hub da
   * documentação; sem eles, a seção diz que ainda não foram carregados.
   * @remarks The data hub's lists and maps from the admin's data hub route.
   */
  dataHub?: DataHubKeys;
  /** Enquanto as listas e os mapas do data hub carregam: a seção mostra 'Carregando…'. */
  dataHubLoading?: boolean;
}

const sections = treeDocSections.map(outline);

/** The HTML of each prose segment of a section; its `<h3>`s take the subsections' anchors in order. */
function renderSection(section: DocOutline, render: (markdown: string) => string): string[] {
  let next = 0;
  return section.segments.map((segment) => {
    if (segment.kind !== 'prose') return '';
    const count = (segment.markdown.match(/^### /gm) ?? []).length;
    const ids = section.subsections.slice(next, next + count).map((sub) => sub.id);
    next += count;
    return withHeadingIds(render(segment.markdown), ids);
  });
}

/**
 * /admin/arvore/doc: the authoring guide (guide/*.md) with a table of contents, each YAML example
 * with a copy button, and the data hub's names from the server. Prose goes through micromark
 * (loaded as the walk's `texto` fields load it) with raw HTML and dangerous protocols off; every
 * example passes the verifier (a test checks).
 * @example <TreeDocView dataHub={data} dataHubLoading={isLoading} />
 */
export function TreeDocView({ dataHub, dataHubLoading = false }: TreeDocViewProps) {
  const titleId = useId();
  const contentsId = useId();
  const render = useMarkdown();
  // Code blocks scroll sideways on a phone: each takes focus so a keyboard can scroll it.
  const html = useMemo(() => (render ? sections.map((section) => renderSection(section, render).map((part) => part.replaceAll('<pre>', '<pre tabindex="0">'))) : undefined), [render]);

  return (
    <article className="ch-page ch-tree-doc" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-page__title">
        {tAdmin('admin.doc.title')}
      </h1>
      <nav className="ch-tree-doc__contents" aria-labelledby={contentsId}>
        <h2 id={contentsId}>{tAdmin('admin.doc.contents')}</h2>
        <ol>
          {sections.flatMap((section) =>
            section.title
              ? [
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                    {section.subsections.length > 0 ? (
                      <ol>
                        {section.subsections.map((sub) => (
                          <li key={sub.id}>
                            <a href={`#${sub.id}`}>{sub.title}</a>
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </li>,
                ]
              : [],
          )}
        </ol>
      </nav>
      {html === undefined ? (
        <LoadingIndicator />
      ) : (
        <div className="ch-markdown ch-tree-doc__body">
          {sections.map((section, s) => (
            <section key={section.id} id={section.id} aria-labelledby={section.title ? `${section.id}-titulo` : undefined}>
              {section.title ? <h2 id={`${section.id}-titulo`}>{section.title}</h2> : null}
              {section.segments.map((segment, i) =>
                segment.kind === 'example' ? (
                  <DocExample key={i} yaml={segment.yaml} />
                ) : (
                  <div key={i} dangerouslySetInnerHTML={{ __html: html[s]?.[i] ?? '' }} />
                ),
              )}
              {section.id === 'data-hub' ? <DataHubNames names={dataHub} loading={dataHubLoading} /> : null}
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
