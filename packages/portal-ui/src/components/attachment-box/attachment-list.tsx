import { attachmentSize, type AttachmentFile } from '@chamados/tree-engine';
import { formatFileSize, type FileSizeBase } from '../../lib/format-file-size';
import { truncate } from '../../lib/truncate';
import type { PendingRead } from '../../lib/use-file-reads';
import { t } from '../../messages/t';
import { IconButton } from '../button/button';
import { Icon } from '../icon/icon';

/** Props of {@link AttachmentList}. */
export interface AttachmentListProps {
  files: readonly AttachmentFile[];
  pending: readonly PendingRead[];
  nameLimit: number;
  disabled?: boolean;
  /** How sizes are counted: decimal MB (the attachment box, default) or binary (the reply). */
  sizeBase?: FileSizeBase;
  onRemove: (filename: string) => void;
  onCancel: (key: number) => void;
}

/** The files of an attachment box: name (cut, the whole name as a tooltip), size, and a remove button; files still being read show their progress. */
export function AttachmentList({ files, pending, nameLimit, disabled, sizeBase, onRemove, onCancel }: AttachmentListProps) {
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <ul className="ch-attachments__list" aria-label={t('walk.attachments.files')}>
      {files.map((file) => (
        <li key={file.filename} className="ch-attachments__file">
          <Icon name="file" />
          <span className="ch-attachments__name" title={file.filename}>
            {truncate(file.filename, nameLimit)}
          </span>
          <span className="ch-attachments__size">{formatFileSize(attachmentSize(file), sizeBase)}</span>
          <IconButton icon="trash" label={t('walk.attachments.remove', { name: file.filename })} onClick={() => onRemove(file.filename)} disabled={disabled} />
        </li>
      ))}
      {pending.map((file) => (
        <li key={`pending-${file.key}`} className="ch-attachments__file ch-attachments__file--pending">
          <Icon name="clock" />
          <span className="ch-attachments__name" title={file.filename}>
            {truncate(file.filename, nameLimit)}
          </span>
          <progress className="ch-attachments__progress" max={1} value={file.progress} aria-label={t('walk.attachments.reading', { name: file.filename })} />
          <IconButton icon="close" label={t('walk.attachments.remove', { name: file.filename })} onClick={() => onCancel(file.key)} />
        </li>
      ))}
    </ul>
  );
}
