/**
 * Reply and ticket attachments together may not pass 18 MB (spec §9: 1 MB = 1048576 bytes).
 * The server refuses more; the portal disables 'Enviar' and says '(Tamanho excede o limite)'.
 * @example MAX_ATTACHMENTS_BYTES // 18874368
 */
export const MAX_ATTACHMENTS_BYTES = 18 * 1048576;

/**
 * The limit in whole binary megabytes, for messages built from the constant.
 * @example `${MAX_ATTACHMENTS_MB} MB` // '18 MB'
 */
export const MAX_ATTACHMENTS_MB = MAX_ATTACHMENTS_BYTES / 1048576;

/**
 * The most files one ticket creation or reply carries.
 * @example MAX_ATTACHMENT_FILES // 50
 */
export const MAX_ATTACHMENT_FILES = 50;

/**
 * The part names of the multipart form of a creation or reply: the request as JSON, then one
 * part per file. Here, beside the limits, and not among the schemas: the portal's first load
 * takes plain values from the contract, never TypeBox.
 * @example form.append(ATTACHMENT_FORM.data, JSON.stringify(body)); form.append(ATTACHMENT_FORM.file, file)
 */
export const ATTACHMENT_FORM = { data: 'dados', file: 'anexos' } as const;
