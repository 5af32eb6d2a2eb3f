import type { FaqItem } from '@chamados/api-contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Sanitizer } from '../../lib/sanitize-html';
import { ExternalImagesNotice } from '../external-images-notice/external-images-notice';
import { faqArticleHtml } from './faq-article';

/** Props of {@link FaqAnswer}. */
export interface FaqAnswerProps {
  article: FaqItem;
  sanitize: Sanitizer;
  /** Level of the article's title: one below the screen's. */
  headingLevel: 3 | 4;
}

/**
 * An FAQ article as a tutorial shows it: its title and its sanitised answer. Images of other sites
 * wait behind 'Mostrar imagens externas'; once pressed, focus moves to the answer.
 * @example <FaqAnswer article={faq} sanitize={sanitize} headingLevel={3} />
 */
export function FaqAnswer({ article, sanitize, headingLevel }: FaqAnswerProps) {
  const [externalImages, setExternalImages] = useState(false);
  const answer = useMemo(() => faqArticleHtml(article, sanitize, { externalImages }), [article, sanitize, externalImages]);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (externalImages) bodyRef.current?.focus();
  }, [externalImages]);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article className="ch-faq">
      <Heading className="ch-faq__title">{article.Title}</Heading>
      {answer.externalImages > 0 && !externalImages ? <ExternalImagesNotice count={answer.externalImages} onShow={() => setExternalImages(true)} /> : null}
      <div ref={bodyRef} tabIndex={externalImages ? -1 : undefined} className="ch-faq__body" dangerouslySetInnerHTML={{ __html: answer.html }} />
    </article>
  );
}
