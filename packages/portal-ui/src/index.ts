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
export { Button, IconButton, buttonClass } from './components/button/button';
export { Icon, iconNames } from './components/icon/icon';
export { Dialog } from './components/dialog/dialog';
export { ConfirmDialog } from './components/dialog/confirm-dialog';
export { FieldShell } from './components/field-shell/field-shell';
export { truncate } from './lib/truncate';
export { formatFileSize } from './lib/format-file-size';
export { formatDateTime } from './lib/format-date-time';
// walk screens (attendance)

// service panel, tickets, PWA prompts

// admin


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
export type { ButtonProps, ButtonVariant, IconButtonProps } from './components/button/button';
export type { IconName, IconProps } from './components/icon/icon';
export type { DialogProps } from './components/dialog/dialog';
export type { ConfirmDialogProps } from './components/dialog/confirm-dialog';
export type { FieldControlProps, FieldShellProps } from './components/field-shell/field-shell';
// types: walk screens (attendance)

// types: service panel, tickets, PWA prompts

// types: admin

