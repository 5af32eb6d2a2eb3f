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
