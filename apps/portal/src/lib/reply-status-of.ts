import type { ReplyStatus } from '@chamados/portal-ui';
import { serverRefusal } from './server-refusal';

/** The part of an RTK Query mutation's state a reply editor shows. */
interface SendState {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  error?: unknown;
}

/**
 * What the reply editor shows of a send under way: sending (with how far large files got,
 * `uploaded` from useUploadProgress), sent, or failed with the server's Portuguese reason.
 * @example replyStatusOf(replyState, useUploadProgress(uploadKeys.ticketReply(id)))
 */
export function replyStatusOf(state: SendState, uploaded: number | undefined): ReplyStatus {
  if (state.isLoading) return uploaded === undefined ? { status: 'sending' } : { status: 'sending', progress: uploaded };
  if (state.isSuccess) return { status: 'sent' };
  if (state.isError) return { status: 'failed', message: serverRefusal(state.error).reason };
  return { status: 'idle' };
}
