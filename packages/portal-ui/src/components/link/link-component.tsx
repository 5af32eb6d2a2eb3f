import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/** What portal-ui hands to a link: an `href` plus ordinary anchor attributes. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Para onde o link leva: o endereço da página que abre ao clicar. */
  href: string;
  /** O texto do link: diz para onde ele leva, e faz sentido lido sozinho. */
  children?: ReactNode;
};

/**
 * How the app renders an internal link. portal-ui knows no router: the app passes a component
 * that maps `href` onto its router's link (e.g. react-router's `<Link to={href}>`).
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default: a plain anchor, i.e. a full page load. Enough for stories and static pages. */
export function Anchor(props: LinkProps) {
  return <a {...props} />;
}
