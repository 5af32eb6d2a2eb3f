import { paths } from '../config/paths';

/** The SSO login page, coming back to `returnTo` with `?ticket=<token>`. */
export function loginUrl(returnTo: string): string {
  return `${paths.sso.login}?${new URLSearchParams({ service: returnTo })}`;
}

/** The SSO logout page, coming back to the portal's home. */
export function logoutUrl(origin: string): string {
  return `${paths.sso.logout}?${new URLSearchParams({ service: origin })}`;
}
