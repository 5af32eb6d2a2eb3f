import { useId } from 'react';
import { t } from '../../messages/t';
import './mail-preference.css';

/** Props of {@link MailPreference}. */
export interface MailPreferenceProps {
  /**
   * Se a caixa 'Receber avisos por e-mail' está marcada: a pessoa recebe um e-mail quando um
   * atendente responde ou fecha um chamado.
   * @remarks Whether the student gets e-mail when an agent replies or closes a ticket.
   */
  checked: boolean;
  /**
   * A escolha está sendo salva: a caixa continua usável e uma linha diz 'Salvando a sua escolha…'.
   * @remarks The choice is on its way to the server: the box stays usable, the status says so.
   */
  saving?: boolean;
  /**
   * Como terminou a última mudança: nada ainda, salva (uma linha começa com 'Pronto:') ou falhou (a
   * caixa volta como estava e uma linha diz por quê).
   * @remarks What the last save came to: nothing yet, saved, or failed (the box went back).
   */
  result?: 'saved' | 'failed';
  /** O que acontece quando a pessoa marca ou desmarca a caixa. */
  onChange: (checked: boolean) => void;
}

/**
 * 'Receber avisos por e-mail' on the student's ticket pages: one check box, what it does, and
 * what became of the last change (announced to screen readers).
 * @example <MailPreference checked={pref.avisosPorEmail} onChange={(on) => save({ avisosPorEmail: on })} />
 */
export function MailPreference({ checked, saving = false, result, onChange }: MailPreferenceProps) {
  const helpId = useId();
  const status = saving ? t('mail.preference.saving') : result === 'failed' ? t('mail.preference.failed') : result === 'saved' ? t(checked ? 'mail.preference.savedOn' : 'mail.preference.savedOff') : '';
  return (
    <section className="ch-mail-pref" aria-label={t('mail.preference.label')}>
      <label className="ch-mail-pref__check">
        <input type="checkbox" checked={checked} aria-describedby={helpId} onChange={(event) => onChange(event.target.checked)} />
        <span>{t('mail.preference.label')}</span>
      </label>
      <p id={helpId} className="ch-mail-pref__help">
        {t('mail.preference.help')}
      </p>
      <p role="status" className={result === 'failed' && !saving ? 'ch-mail-pref__status ch-mail-pref__status--error' : 'ch-mail-pref__status'}>
        {status}
      </p>
    </section>
  );
}
