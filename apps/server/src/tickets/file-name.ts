/**
 * A file name safe to store and to put in Content-Disposition: no directories, no control or
 * reserved characters, no invisible formatting (bidi overrides such as the U+202E of
 * 'evil\u202Etxt.exe', which shows as 'evilexe.txt'), no line or paragraph separators, no
 * leading dots, at most 200 characters; never empty.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters (C0 and C1, U+0085 included) can forge headers and confuse terminals;
    // format characters (bidi controls, zero-width) disguise the real extension; U+2028/U+2029
    // break lines in logs and mail. All become '_'.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"|?*]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'anexo';
}

/** A Content-Disposition header value (RFC 6266): ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'anexo';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * ! unencoded, which attr-char does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The Content-Type a download is sent with: anything a browser could render as a document or
 * run as a script (HTML, SVG, XML, JavaScript) leaves as application/octet-stream, so even a
 * browser that ignored the attachment disposition would not render it in our origin.
 */
export function downloadContentType(type: string): string {
  const t = safeContentType(type);
  return /html|xml|xsl|svg|javascript|ecmascript/.test(t) ? 'application/octet-stream' : t;
}

/** Content types a browser may render: always downloaded as octet-stream-safe with nosniff. */
export function safeContentType(type: string): string {
  const t = type.trim().toLowerCase();
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(t) ? t : 'application/octet-stream';
}
