import { HomeHero, t } from '@chamados/portal-ui';
import { RouterLink } from '../../components/router-link';
import { APP_VERSION } from '../../config/app-version';
import { paths } from '../../config/paths';
import { redirectToLogin, useSession, useSessionKnown } from '../../auth';

/** / and /home: the welcome, with 'Entrar' for visitors and 'Iniciar Atendimento' for users. */
export function HomePage() {
  const session = useSession();
  const sessionKnown = useSessionKnown();
  return (
    <>
      <title>{t('documentTitle.home')}</title>
      <HomeHero
        version={APP_VERSION}
        user={session ? { name: session.name } : null}
        startHref={paths.attendance}
        onLogin={() => redirectToLogin()}
        sessionPending={!sessionKnown}
        LinkComponent={RouterLink}
      />
    </>
  );
}
