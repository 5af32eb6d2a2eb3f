import type { MouseEvent, ReactNode } from 'react';
import { t } from '../../messages/t';

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /**
   * A faixa do topo de toda página, em geral a barra superior com o logotipo e as abas.
   * @remarks The banner, usually a `<TopBar>`.
   */
  header: ReactNode;
  /**
   * O rodapé de toda página, abaixo do conteúdo.
   * @remarks The content info, usually a `<Footer>`.
   */
  footer: ReactNode;
  /**
   * O conteúdo da página, entre a barra superior e o rodapé.
   * @remarks The page.
   */
  children: ReactNode;
  /**
   * O nome interno da área de conteúdo, para onde leva o link 'Pular para o conteúdo principal' (só
   * muda se a página já usar esse nome).
   * @remarks Id of `<main>`, the skip link's target.
   */
  mainId?: string;
}

/**
 * The page frame: a skip link, the header, one `<main>` and the footer, as landmarks.
 * @example <AppLayout header={<TopBar … />} footer={<Footer />}>…</AppLayout>
 */
export function AppLayout({ header, footer, children, mainId = 'conteudo' }: AppLayoutProps) {
  // Focus <main> without touching the URL: a '#conteudo' hash would end up in the router's history.
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  }

  return (
    <div className="ch-app">
      <a className="ch-skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('layout.skipLink')}
      </a>
      {header}
      <main id={mainId} className="ch-app__main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
