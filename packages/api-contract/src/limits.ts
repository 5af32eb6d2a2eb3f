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
