import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { t } from '../../messages/t';
import { Anchor, type LinkComponent } from '../link/link-component';
import { Logo } from '../logo/logo';
import { isCurrentEntry, navEntries, type NavPaths, type UnseenCounts } from './nav-entries';

/** The signed-in user as the top bar shows them. */
export interface TopBarUser {
  name: string;
}

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Para onde leva cada aba da barra: início, novo chamado, abertos, fechados, busca, atendimento e administração. */
  paths: NavPaths;
  /** O endereço da página aberta, para marcar a aba em que a pessoa está. */
  currentPath?: string;
  /** Quem entrou, com o nome mostrado ao lado de 'Sair'; nada quando ninguém entrou. */
  user?: TopBarUser | null;
  /** Mostra a aba 'Administração' (só para administradores). */
  isAdmin?: boolean;
  /** Mostra a aba 'Atendimento' (a Central de Atendimento), com quantos chamados novos há. */
  isAgent?: boolean;
  /** Quantos chamados com novidade não vista há em cada aba: aparecem como '3 novos'. */
  unseen?: UnseenCounts;
  /** O botão 'Entrar' foi pressionado. */
  onLogin?: () => void;
  /** O botão 'Sair' foi pressionado. */
  onLogout?: () => void;
  /** Ainda não se sabe se alguém entrou (a página acabou de abrir): os botões de conta guardam o seu lugar, invisíveis, para 'Entrar' não piscar para quem já entrou. */
  sessionPending?: boolean;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
  LinkComponent?: LinkComponent;
}

/**
 * The banner: logo and title, the section tabs with unseen badges, and login/logout. On small
 * screens the same tabs fold into a 'Menu' disclosure (CSS decides which presentation shows, so
 * both share one list and never drift apart).
 */
export function TopBar({
  paths,
  currentPath,
  user,
  isAdmin = false,
  isAgent = false,
  unseen,
  onLogin,
  onLogout,
  sessionPending = false,
  LinkComponent = Anchor,
}: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const entries = navEntries(paths, isAdmin, unseen, isAgent);
  // On phones the tabs hide behind 'Menu': the toggle carries the sum, so news still shows.
  const unseenTotal = entries.reduce((sum, entry) => sum + (entry.unseen ?? 0), 0);

  // The open dropdown lies over the page: left open, it would hide what the user focuses or
  // clicks next (WCAG 2.4.11). A press anywhere outside the nav closes it.
  useEffect(() => {
    if (!menuOpen) return;
    function closeOnOutsidePress(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [menuOpen]);

  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  }

  /** Tabbing out of the nav closes the dropdown, for the same reason. */
  function closeOnFocusLeaving(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (menuOpen && next instanceof Node && !event.currentTarget.contains(next)) setMenuOpen(false);
  }

  return (
    <header className="ch-topbar">
      <div className="ch-container ch-topbar__bar">
        <LinkComponent href={paths.home} className="ch-topbar__brand">
          <Logo className="ch-topbar__logo" />
          <span className="ch-topbar__titles">
            <span className="ch-topbar__title">{t('app.name')}</span>
            <span className="ch-topbar__subtitle">{t('app.department')}</span>
          </span>
        </LinkComponent>
        <div className={`ch-topbar__account${sessionPending ? ' ch-pending' : ''}`}>
          {user ? (
            <>
              <span className="ch-topbar__user">
                <span className="ch-visually-hidden">{t('auth.userLabel')}: </span>
                {user.name}
              </span>
              <button type="button" className="ch-button ch-button--on-primary" onClick={onLogout}>
                {t('auth.logout')}
              </button>
            </>
          ) : (
            <button type="button" className="ch-button ch-button--on-primary" onClick={onLogin}>
              {t('auth.login')}
            </button>
          )}
        </div>
      </div>
      <nav
        ref={navRef}
        className="ch-topbar__nav"
        aria-label={t('nav.label')}
        onKeyDown={closeOnEscape}
        onBlur={closeOnFocusLeaving}
      >
        <div className="ch-container">
          <button
            ref={toggleRef}
            type="button"
            className="ch-topbar__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M3 5h14M3 10h14M3 15h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('nav.menu')}
            {/* A space, so the name reads 'Menu 3 novos', not 'Menu3 novos'. */}
            {unseenTotal ? ' ' : null}
            {unseenTotal ? (
              <span className="ch-badge">{t('nav.unseenBadge', { n: unseenTotal })}</span>
            ) : null}
          </button>
          <ul id={listId} className="ch-topbar__tabs" data-open={menuOpen}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <LinkComponent
                  href={entry.href}
                  className="ch-topbar__tab"
                  aria-current={isCurrentEntry(entry, currentPath) ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(entry.label)}
                  {entry.unseen ? (
                    <span className="ch-badge">{t('nav.unseenBadge', { n: entry.unseen })}</span>
                  ) : null}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
