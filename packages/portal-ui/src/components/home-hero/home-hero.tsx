import { useId } from 'react';
import { t } from '../../messages/t';
import { Anchor, type LinkComponent } from '../link/link-component';
import { VersionBadge } from '../version-badge/version-badge';

/** Props of {@link HomeHero}. */
export interface HomeHeroProps {
  /**
   * A versão do portal mostrada no selo, por exemplo '1.15.3'.
   * @remarks The product version shown as a badge, e.g. '1.15.3'.
   */
  version: string;
  /**
   * Quem entrou: a saudação diz o nome. Sem ninguém, a página oferece o botão 'Entrar'.
   * @remarks The signed-in user; when absent the hero offers 'Entrar'.
   */
  user?: { name: string } | null;
  /**
   * Para onde leva o botão 'Iniciar Atendimento' (o painel de serviços).
   * @remarks Where 'Iniciar Atendimento' leads (the service panel).
   */
  startHref: string;
  /**
   * O que acontece ao apertar 'Iniciar Atendimento', além de abrir o painel (por exemplo, encerrar
   * um atendimento em andamento).
   * @remarks Called when 'Iniciar Atendimento' is followed, e.g. to cancel an ongoing attendance.
   */
  onStart?: () => void;
  /** O que acontece ao apertar 'Entrar'. */
  onLogin?: () => void;
  /**
   * Ainda não se sabe quem entrou: a saudação e o botão guardam o seu lugar, invisíveis, para que
   * nada pisque nem a página pule quando aparecerem.
   * @remarks The session is not known yet (a page prerendered at build time, before it hydrates):
   * the greeting and the call to action keep their room but stay invisible, so neither a wrong
   * 'Entrar' flashes for a signed-in user nor the layout shifts when the right one appears.
   */
  sessionPending?: boolean;
  /**
   * Como o portal desenha os links da página (a navegação do aplicativo); no Storybook, um link
   * comum.
   */
  LinkComponent?: LinkComponent;
}

/**
 * The home page's welcome: the department, the system's title (the page's only h1), the version,
 * 'Seja Bem-vindo!' and one call to action: 'Entrar' when anonymous, 'Iniciar Atendimento' when
 * signed in.
 */
export function HomeHero({
  version,
  user,
  startHref,
  onStart,
  onLogin,
  sessionPending = false,
  LinkComponent = Anchor,
}: HomeHeroProps) {
  const titleId = useId();
  return (
    <section className="ch-hero" aria-labelledby={titleId}>
      <div className="ch-container ch-hero__inner">
        <div className="ch-hero__text">
          <p className="ch-hero__eyebrow">{t('app.department')}</p>
          <h1 id={titleId} className="ch-hero__title">
            {t('home.title')}
          </h1>
          <VersionBadge version={version} />
          <p className="ch-hero__welcome">{t('home.welcome')}</p>
          <div className={sessionPending ? 'ch-pending' : undefined}>
            <p className="ch-hero__intro">
              {user ? t('home.introUser', { name: user.name }) : t('home.introAnonymous')}
            </p>
            {user ? (
              <LinkComponent
                href={startHref}
                className="ch-button ch-button--primary ch-hero__cta"
                onClick={onStart}
              >
                {t('home.startAttendance')}
              </LinkComponent>
            ) : (
              <button
                type="button"
                className="ch-button ch-button--primary ch-hero__cta"
                onClick={onLogin}
              >
                {t('auth.login')}
              </button>
            )}
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** A decorative illustration (a help-desk ticket); hidden from assistive technology. */
function HeroArt() {
  return (
    <svg className="ch-hero__art" viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <rect x="24" y="28" width="168" height="132" rx="14" fill="var(--ch-color-primary-soft)" />
      <rect
        x="44"
        y="48"
        width="168"
        height="132"
        rx="14"
        fill="var(--ch-color-surface)"
        stroke="var(--ch-color-primary)"
        strokeWidth="3"
      />
      <rect x="64" y="72" width="92" height="10" rx="5" fill="var(--ch-color-primary)" />
      <rect x="64" y="94" width="128" height="8" rx="4" fill="var(--ch-color-border)" />
      <rect x="64" y="110" width="112" height="8" rx="4" fill="var(--ch-color-border)" />
      <rect x="64" y="126" width="72" height="8" rx="4" fill="var(--ch-color-border)" />
      <circle cx="196" cy="52" r="26" fill="var(--ch-color-primary)" />
      <path
        d="m184 52 8 8 16-17"
        fill="none"
        stroke="var(--ch-color-on-primary)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
