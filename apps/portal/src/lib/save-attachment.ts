import { downloadAttachment, type Attachment } from '@chamados/portal-api';

/**
 * Downloads an attachment with the bearer token (a plain link could not send it) and hands it to
 * the browser under its own name, through a short-lived object URL.
 */
export async function saveAttachment(attachment: Attachment, token: string | null): Promise<void> {
  const blob = await downloadAttachment({ url: attachment.url, token });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
