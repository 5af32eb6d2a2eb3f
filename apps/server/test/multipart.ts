/** A multipart/form-data request with one file part, for `app.inject`, keeping `headers`. */
export function multipartBody(headers: Record<string, string>, field: string, filename: string, content: string | Buffer, contentType = 'text/plain') {
  const boundary = '----chamados' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One part of a form: a field (no file name) or a file. */
export type FormPart = { name: string; value: string; contentType?: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body of `parts`, in order, with its Content-Type. */
export function formBody(parts: FormPart[], boundary = '----chamados' + Math.random().toString(16).slice(2)) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : 'filename' in p ? '\r\nContent-Type: application/octet-stream' : '';
    const disposition = 'filename' in p ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), 'filename' in p ? p.content : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
