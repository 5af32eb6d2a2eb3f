import type { Attachment } from '@chamados/portal-api';
import { Button, Dialog, t, tTickets } from '@chamados/portal-ui';
import { useState, type ReactNode } from 'react';
import { saveAttachment } from './save-attachment';

/** What {@link useAttachmentDownloads} gives a ticket page. */
export interface AttachmentDownloads {
  /** Saves the attachment with the token; a failure opens the dialog. */
  download: (attachment: Attachment) => void;
  /** The ids of the attachments being downloaded (their buttons show it). */
  downloading: number[];
  /** 'Não foi possível baixar o anexo', open after a failed download: render it in the page. */
  failureDialog: ReactNode;
}

/**
 * Attachment downloads of a ticket page (the student's and the agent's): each one's progress, and a
 * dialog naming the file when one fails.
 * @example const { download, downloading, failureDialog } = useAttachmentDownloads(token);
 */
export function useAttachmentDownloads(token: string | null): AttachmentDownloads {
  const [downloading, setDownloading] = useState<number[]>([]);
  const [failedName, setFailedName] = useState<string | null>(null);

  const download = async (attachment: Attachment) => {
    setDownloading((ids) => [...ids, attachment.id]);
    try {
      await saveAttachment(attachment, token);
    } catch (failure) {
      console.error('Falha ao baixar anexo', failure);
      setFailedName(attachment.filename);
    } finally {
      setDownloading((ids) => ids.filter((other) => other !== attachment.id));
    }
  };

  const failureDialog = (
    <Dialog
      open={failedName !== null}
      title={tTickets('tickets.article.downloadFailed')}
      onClose={() => setFailedName(null)}
      actions={
        <Button variant="primary" onClick={() => setFailedName(null)}>
          {t('common.ok')}
        </Button>
      }
    >
      <p>{tTickets('tickets.article.downloadFailedText', { name: failedName ?? '' })}</p>
    </Dialog>
  );

  return { download: (attachment) => void download(attachment), downloading, failureDialog };
}
