import { useMailPreferenceQuery, useSetMailPreferenceMutation } from '@chamados/portal-api';
import { MailPreference } from '@chamados/portal-ui';

/**
 * 'Receber avisos por e-mail' under the student's ticket lists; absent while it loads, when it
 * cannot be read, and when the server sends no e-mail (no SMTP_URL, or tickets kept by Znuny).
 */
export function MailPreferenceBox() {
  const { data } = useMailPreferenceQuery();
  const [save, { isLoading, isSuccess, isError }] = useSetMailPreferenceMutation();
  if (!data?.emailAtivo) return null;
  return (
    <MailPreference
      checked={data.avisosPorEmail}
      saving={isLoading}
      result={isError ? 'failed' : isSuccess ? 'saved' : undefined}
      onChange={(avisosPorEmail) => void save({ avisosPorEmail })}
    />
  );
}
