import { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import { AttachmentStream } from './attachment-pieces';
import { contentDisposition, downloadContentType } from './file-name';
import type { AttachmentFile } from './ticket-store';

/**
 * An attachment as a download (the student's and the agent's): always an attachment, never
 * rendered in our origin, so an uploaded HTML or SVG cannot run here; never cached.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  if (file.size !== undefined) reply.header('content-length', file.size);
  // Fastify pipes the body into the response, which writes to a real socket (not an injected
  // request's collector): the pieces it has sent can be reused (AttachmentStream).
  if (file.content instanceof AttachmentStream && reply.raw.socket instanceof Socket) file.content.recycleSentPieces();
  return (
    reply
      .header('content-disposition', contentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .type(downloadContentType(file.contentType))
      // A Buffer or a stream: Fastify sends both as the binary body the contract declares.
      .send(file.content as Uint8Array)
  );
}
