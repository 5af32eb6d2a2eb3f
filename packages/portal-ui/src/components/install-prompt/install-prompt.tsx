import { useId } from 'react';
import { t } from '../../messages/t';
import { Button, IconButton } from '../button/button';
import { Icon } from '../icon/icon';

/** Props of {@link InstallPrompt}. */
export interface InstallPromptProps {
  /**
   * O que acontece ao apertar 'Instalar': o navegador oferece instalar o portal como aplicativo.
   * @remarks 'Instalar': the app calls the kept `beforeinstallprompt` event's `prompt()`.
   */
  onInstall: () => void;
  /**
   * O que acontece ao fechar o convite: ele não aparece mais.
   * @remarks The close button: the app remembers the dismissal (local storage) and never shows it
   * again.
   */
  onDismiss: () => void;
}

/**
 * The install banner of spec §2: a short invitation with 'Instalar' and a named close button. It
 * only draws and reports; the app decides when (5 s after load, when the browser offers an
 * install and it was not dismissed before). A labelled region at the bottom of the screen that
 * takes no focus, so it never interrupts what the user is doing.
 * @example {showInstall ? <InstallPrompt onInstall={install} onDismiss={dismiss} /> : null}
 */
export function InstallPrompt({ onInstall, onDismiss }: InstallPromptProps) {
  const titleId = useId();
  return (
    <section className="ch-install" aria-labelledby={titleId}>
      <Icon name="smartphone" size={28} className="ch-install__icon" />
      <div className="ch-install__text">
        <h2 id={titleId} className="ch-install__title">
          {t('pwa.install.title')}
        </h2>
        <p>{t('pwa.install.text')}</p>
      </div>
      <div className="ch-install__actions">
        <Button variant="primary" icon="download" onClick={onInstall}>
          {t('pwa.install.button')}
        </Button>
        <IconButton icon="close" label={t('pwa.install.dismiss')} onClick={onDismiss} />
      </div>
    </section>
  );
}
