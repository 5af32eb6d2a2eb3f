import type { AttachmentBoxField, AttachmentFile } from '../types';
import { fieldLimits } from './field-limits';

/** The attachment box's size unit: decimal, 1 MB = 1,000,000 bytes (spec §9). @example 5 * MEGABYTE // 5_000_000 */
export const MEGABYTE = 1_000_000;

/** An attachment box's limits in one place, sizes in bytes and extensions normalised. @example attachmentLimits(field).maxFileBytes // 5_000_000 */
export interface AttachmentLimits {
  minimo?: number;
  maximo?: number;
  /** Lower-case extensions without the dot; undefined when any file is accepted. */
  extensoes?: string[];
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

/** Why a file is refused by an attachment box. @example const refusal: AttachmentRefusal = 'duplicate' */
export type AttachmentRefusal = 'count' | 'duplicate' | 'extension' | 'file-size' | 'total-size';

/** What the rules need to know of a file: its name and size in bytes. @example const candidate: AttachmentCandidate = { filename: 'planta.pdf', size: 120_000 } */
export interface AttachmentCandidate {
  filename: string;
  size: number;
}

function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase();
}

/**
 * The limits of an attachment box: count (`opcoes` over the field, as `fieldLimits`), accepted
 * extensions (`['.PDF', 'docx']` → `['pdf', 'docx']`), and the per-file and total sizes in bytes.
 * @example attachmentLimits({ tipo: 'caixaDeAnexo', opcoes: { tamMaxTotalMb: 10 } }).maxTotalBytes // 10_000_000
 */
export function attachmentLimits(field: AttachmentBoxField): AttachmentLimits {
  const { minimo, maximo } = fieldLimits(field);
  const options = field.opcoes ?? {};
  const extensoes = options.extensoes?.map(normaliseExtension).filter((extension) => extension !== '');
  return {
    minimo,
    maximo,
    extensoes: extensoes && extensoes.length > 0 ? extensoes : undefined,
    maxFileBytes: options.tamMaxPorArquivoMb === undefined ? undefined : options.tamMaxPorArquivoMb * MEGABYTE,
    maxTotalBytes: options.tamMaxTotalMb === undefined ? undefined : options.tamMaxTotalMb * MEGABYTE,
  };
}

/**
 * The size in bytes of an attachment: its `size`, else the length its base64 `content` decodes to.
 * @example attachmentSize({ filename: 'a.txt', contentType: 'text/plain', content: 'b2k=' }) // 2
 */
export function attachmentSize(file: Pick<AttachmentFile, 'content' | 'size'>): number {
  if (typeof file.size === 'number') return file.size;
  const content = file.content ?? '';
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((content.length * 3) / 4) - padding);
}

function totalSize(files: readonly AttachmentCandidate[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/**
 * Whether one more file may join the box (spec §5, authoring-time limits), checked in this order:
 * the count is already at `maximo` ('count'); a file of the same name is there ('duplicate'); the
 * extension is not in `extensoes` ('extension'); the file passes `tamMaxPorArquivoMb`
 * ('file-size'); the total would pass `tamMaxTotalMb` ('total-size'). Undefined: accepted.
 * @example checkAttachment(field, [{ filename: 'a.pdf', size: 10 }], { filename: 'a.pdf', size: 10 }) // 'duplicate'
 */
export function checkAttachment(
  field: AttachmentBoxField,
  current: readonly AttachmentCandidate[],
  candidate: AttachmentCandidate,
): AttachmentRefusal | undefined {
  const limits = attachmentLimits(field);
  if (limits.maximo !== undefined && current.length >= limits.maximo) return 'count';
  if (current.some((file) => file.filename === candidate.filename)) return 'duplicate';
  if (limits.extensoes) {
    const dot = candidate.filename.lastIndexOf('.');
    const extension = dot > 0 ? normaliseExtension(candidate.filename.slice(dot + 1)) : '';
    if (!limits.extensoes.includes(extension)) return 'extension';
  }
  if (limits.maxFileBytes !== undefined && candidate.size > limits.maxFileBytes) return 'file-size';
  if (limits.maxTotalBytes !== undefined && totalSize(current) + candidate.size > limits.maxTotalBytes) return 'total-size';
  return undefined;
}

/**
 * Whether the box takes no more files: the count reached `maximo` or the total size reached
 * `tamMaxTotalMb` (spec §5: the picker is then disabled).
 * @example isAttachmentBoxFull({ tipo: 'caixaDeAnexo', opcoes: { maximo: 1 } }, [{ filename: 'a.pdf', size: 1 }]) // true
 */
export function isAttachmentBoxFull(field: AttachmentBoxField, current: readonly AttachmentCandidate[]): boolean {
  const limits = attachmentLimits(field);
  if (limits.maximo !== undefined && current.length >= limits.maximo) return true;
  return limits.maxTotalBytes !== undefined && totalSize(current) >= limits.maxTotalBytes;
}
