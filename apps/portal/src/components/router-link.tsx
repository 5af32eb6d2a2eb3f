import type { LinkProps } from '@chamados/portal-ui';
import { Link } from 'react-router';

/**
 * portal-ui's links, routed: the components hand over an `href`, the router navigates without a
 * page load. Passed to portal-ui components as their `LinkComponent`.
 */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
