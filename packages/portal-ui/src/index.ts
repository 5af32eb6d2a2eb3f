// The public API of @chamados/portal-ui: presentational components (props in, callbacks out) and
// the message catalog. Styles are one stylesheet: import '@chamados/portal-ui/styles.css' once.
export { messages } from './messages/pt-BR';
export { t, LOCALE } from './messages/t';
export { Anchor } from './components/link/link-component';
export { AppLayout } from './components/app-layout/app-layout';
export { TopBar } from './components/top-bar/top-bar';
export { navEntries, isCurrentEntry } from './components/top-bar/nav-entries';
export { Footer } from './components/footer/footer';
export { HomeHero } from './components/home-hero/home-hero';
export { VersionBadge } from './components/version-badge/version-badge';
export { ErrorPage } from './components/error-page/error-page';
export { LoadingIndicator } from './components/loading-indicator/loading-indicator';
export { Logo } from './components/logo/logo';

export type { MessageKey } from './messages/pt-BR';
export type { MessageValues } from './messages/t';
export type { LinkComponent, LinkProps } from './components/link/link-component';
export type { AppLayoutProps } from './components/app-layout/app-layout';
export type { TopBarProps, TopBarUser } from './components/top-bar/top-bar';
export type { NavEntry, NavPaths, UnseenCounts } from './components/top-bar/nav-entries';
export type { HomeHeroProps } from './components/home-hero/home-hero';
export type { VersionBadgeProps } from './components/version-badge/version-badge';
export type { ErrorKind, ErrorPageProps } from './components/error-page/error-page';
export type { LogoProps } from './components/logo/logo';
