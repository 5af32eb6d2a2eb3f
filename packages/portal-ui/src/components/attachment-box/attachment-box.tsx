import {
  attachmentLimits,
  attachmentSize,
  checkAttachment,
  fieldHelp,
  fieldLabel,
  isAttachmentBoxFull,
  isSafeTutorialUrl,
  isRequiredField,
  type AttachmentBoxField,
  type AttachmentCandidate,
  type AttachmentFile,
  type AttachmentRefusal,
} from '@chamados/tree-engine';
import { useId, useState } from 'react';
import { formatFileSize } from '../../lib/format-file-size';
import { isUnnamedClipboardImage, screenshotName } from '../../lib/screenshot-name';
import { useFileDrop, type FileDropSource } from '../../lib/use-file-drop';
import { useFileReads, type PendingRead } from '../../lib/use-file-reads';
import { truncate } from '../../lib/truncate';
import { fieldErrorText } from '../../messages/field-error-text';
import { t } from '../../messages/t';
import { FieldShell } from '../field-shell/field-shell';
import type { FieldInputProps } from '../form-field/field-input-props';
import { Icon } from '../icon/icon';
import { AttachmentList } from './attachment-list';

/** Props of {@link AttachmentBox}: a `caixaDeAnexo` holds tree-engine's `AttachmentFile[]`. */
export type AttachmentBoxProps = FieldInputProps<AttachmentBoxField, AttachmentFile[]>;

/** File names longer than this are cut in the box (spec §9). */
const NAME_LIMIT = 40;

function asFiles(value: unknown): AttachmentFile[] {
  return Array.isArray(value) ? (value as AttachmentFile[]) : [];
}

function refusalText(refusal: AttachmentRefusal, field: AttachmentBoxField): string {
  switch (refusal) {
    case 'count':
      return fieldErrorText({ code: 'attachmentsMax', params: { maximo: attachmentLimits(field).maximo ?? 0 } });
    case 'duplicate':
      return t('walk.attachments.duplicate');
    case 'extension':
      return t('walk.attachments.extension');
    default:
      return t('walk.attachments.tooLarge');
  }
}

function countHint(minimo?: number, maximo?: number): string {
  const min = minimo ? t('walk.attachments.min', { n: minimo }) : undefined;
  const max = maximo !== undefined ? t('walk.attachments.max', { n: maximo }) : undefined;
  if (min && max) return ` (${t('walk.limits.both', { min, max })})`;
  return min || max ? ` (${min ?? max})` : '';
}

/**
 * A `caixaDeAnexo` (spec §2, §5): files from the picker, dropped onto the box, or pasted while the
 * box has focus (a screenshot becomes 'captura-de-tela-AAAA-MM-DD-HH-mm.png'); each is checked by
 * tree-engine's `checkAttachment` (name already there, extension, per-file and total size in decimal
 * MB, count), read to base64 with a progress bar, and can be removed. The picker is disabled once
 * the box is full; the count 'N arquivos escolhidos' shows the minimum and maximum.
 * @example <AttachmentBox name="planta" field={field} value={values.planta} onChange={set} />
 */
export function AttachmentBox({ name, field, value, error, onChange, disabled = false }: AttachmentBoxProps) {
  const files = asFiles(value);
  const [notices, setNotices] = useState<string[]>([]);
  const reads = useFileReads({
    onRead: (file) => onChange((previous) => [...asFiles(previous), file]),
    onFail: (filename) =>
      setNotices((list) => [...list, t('walk.attachments.refused', { name: truncate(filename, NAME_LIMIT), reason: t('walk.attachments.readFailed') })]),
  });
  const ids = useId();
  const limitsId = `${ids}-limites`;
  const countId = `${ids}-contagem`;

  const limits = attachmentLimits(field);
  const candidates = (reading: readonly PendingRead[]): AttachmentCandidate[] => [
    ...files.map((file) => ({ filename: file.filename, size: attachmentSize(file) })),
    ...reading.map(({ filename, size }) => ({ filename, size })),
  ];
  const full = isAttachmentBoxFull(field, candidates(reads.pending));

  function add(incoming: readonly File[], source?: FileDropSource) {
    if (disabled || incoming.length === 0) return;
    // Several files may arrive before the next render: check against the reads as of now.
    const current = candidates(reads.pendingNow());
    const refused: string[] = [];
    const now = new Date();
    for (const file of incoming) {
      const filename =
        source === 'paste' && isUnnamedClipboardImage(file) ? screenshotName(now, file.type, current.map((c) => c.filename)) : file.name;
      const refusal = checkAttachment(field, current, { filename, size: file.size });
      if (refusal) {
        refused.push(t('walk.attachments.refused', { name: truncate(filename, NAME_LIMIT), reason: refusalText(refusal, field) }));
        continue;
      }
      current.push({ filename, size: file.size });
      reads.start(file, filename);
    }
    setNotices(refused);
  }
  // A drop on a full box still reaches `add`, which says why the file was refused.
  const { dragging, handlers } = useFileDrop<HTMLDivElement>(add, disabled);

  function remove(filename: string) {
    onChange((previous) => asFiles(previous).filter((file) => file.filename !== filename));
    setNotices([]);
  }

  const label = fieldLabel(field, name);
  const title = field.opcoes?.titulo;
  const model = field.opcoes?.modelo;
  const limitTexts = [
    limits.extensoes ? t('walk.attachments.extensions', { list: limits.extensoes.join(', ') }) : undefined,
    limits.maxFileBytes !== undefined ? t('walk.attachments.fileSize', { size: formatFileSize(limits.maxFileBytes) }) : undefined,
    limits.maxTotalBytes !== undefined ? t('walk.attachments.totalSize', { size: formatFileSize(limits.maxTotalBytes) }) : undefined,
  ].filter(Boolean);

  return (
    <FieldShell as="group" label={label} help={fieldHelp(field)} error={error} required={isRequiredField(field)}>
      {(control) => (
        <div
          className={['ch-attachments', dragging ? 'ch-attachments--dragging' : undefined].filter(Boolean).join(' ')}
          {...handlers}
        >
          {title && title !== label ? <p className="ch-attachments__title">{title}</p> : null}
          {model && isSafeTutorialUrl(model) ? (
            <p className="ch-attachments__model">
              <a href={model.trim()} target="_blank" rel="noopener noreferrer">
                <Icon name="download" />
                {t('walk.attachments.model')}
                <span className="ch-visually-hidden"> {t('walk.tutorial.newTab')}</span>
              </a>
            </p>
          ) : null}
          <p className="ch-attachments__hint">
            <Icon name="upload" />
            <span>{dragging ? t('walk.attachments.dropNow') : t('walk.attachments.dropHint')}</span>
          </p>
          <div className="ch-attachments__picker">
            <input
              id={control.id}
              type="file"
              multiple
              className="ch-attachments__input ch-visually-hidden"
              accept={limits.extensoes?.map((extension) => `.${extension}`).join(',')}
              disabled={disabled || full}
              aria-describedby={[control['aria-describedby'], limitTexts.length > 0 ? limitsId : undefined, countId].filter(Boolean).join(' ')}
              onChange={(event) => {
                add(Array.from(event.target.files ?? []));
                // The same file may be picked again after it was removed.
                event.target.value = '';
              }}
            />
            <label htmlFor={control.id} className="ch-button ch-button--secondary ch-attachments__choose">
              <Icon name="paperclip" />
              {t('walk.attachments.choose')}
            </label>
            <span id={countId} className="ch-attachments__count" aria-live="polite">
              {t('walk.attachments.count', { n: files.length })}
              {countHint(limits.minimo, limits.maximo)}
            </span>
          </div>
          {limitTexts.length > 0 ? (
            <p id={limitsId} className="ch-attachments__limits">
              {limitTexts.join(' ')}
            </p>
          ) : null}
          <AttachmentList files={files} pending={reads.pending} nameLimit={NAME_LIMIT} disabled={disabled} onRemove={remove} onCancel={reads.cancel} />
          <div role="alert" className="ch-attachments__notices">
            {notices.length > 0 ? (
              <ul>
                {notices.map((notice, index) => (
                  <li key={index}>{notice}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
