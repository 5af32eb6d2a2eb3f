import { useId } from 'react';
import type { MessageKey } from '../../messages/pt-BR';
import { t } from '../../messages/t';
import { Anchor, type LinkComponent } from '../link/link-component';

/** The error pages of spec §2. */
export type ErrorKind = 'bad-request' | 'forbidden' | 'server-error' | 'not-found';

interface ErrorContent {
  code: number;
  title: MessageKey;
  text?: MessageKey;
}

const CONTENT: Record<ErrorKind, ErrorContent> = {
  'bad-request': { code: 400, title: 'errors.badRequest.title', text: 'errors.badRequest.text' },
  forbidden: { code: 403, title: 'errors.forbidden.title' },
  'server-error': { code: 500, title: 'errors.serverError.title', text: 'errors.serverError.text' },
  'not-found': { code: 404, title: 'errors.notFound.title', text: 'errors.notFound.text' },
};

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /**
   * Qual erro a página explica: pedido inválido, acesso negado, falha no servidor ou página não
   * encontrada. Muda o título e o texto.
   */
  kind: ErrorKind;
  /**
   * Para onde leva o link 'Voltar para o início'.
   * @remarks Where the 'Voltar para o início' link leads.
   */
  homeHref: string;
  /**
   * Como o portal desenha os links da página (a navegação do aplicativo); no Storybook, um link
   * comum.
   */
  LinkComponent?: LinkComponent;
}

/**
 * A full-page error (400, 403, 500 or not found) with its message as the page's h1 and a link home.
 * @example <ErrorPage kind="not-found" homeHref="/" />
 */
export function ErrorPage({ kind, homeHref, LinkComponent = Anchor }: ErrorPageProps) {
  const titleId = useId();
  const content = CONTENT[kind];
  return (
    <section className="ch-error ch-container" aria-labelledby={titleId}>
      <p className="ch-error__code">{t('errors.code', { code: content.code })}</p>
      <h1 id={titleId} className="ch-error__title">
        {t(content.title)}
      </h1>
      {content.text ? <p className="ch-error__text">{t(content.text)}</p> : null}
      <LinkComponent href={homeHref} className="ch-button ch-button--primary">
        {t('errors.home')}
      </LinkComponent>
    </section>
  );
}
