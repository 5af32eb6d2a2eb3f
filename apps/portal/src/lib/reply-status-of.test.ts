import { describe, expect, it } from 'vitest';
import { replyStatusOf } from './reply-status-of';

const idle = { isLoading: false, isSuccess: false, isError: false };

describe('replyStatusOf', () => {
  it('says how far large files got while sending, and nothing about progress for small ones', () => {
    expect(replyStatusOf({ ...idle, isLoading: true }, 0.42)).toEqual({ status: 'sending', progress: 0.42 });
    expect(replyStatusOf({ ...idle, isLoading: true }, undefined)).toEqual({ status: 'sending' });
  });

  it("gives the server's Portuguese reason of a failure, or none when it sent none", () => {
    const error = { status: 413, data: { mensagem: 'Os anexos somam 30 MB e passam do limite de 25 MB.' } };
    expect(replyStatusOf({ ...idle, isError: true, error }, undefined)).toEqual({ status: 'failed', message: 'Os anexos somam 30 MB e passam do limite de 25 MB.' });
    expect(replyStatusOf({ ...idle, isError: true, error: { status: 'FETCH_ERROR' } }, undefined)).toEqual({ status: 'failed', message: undefined });
  });

  it('is sent after success and idle before anything', () => {
    expect(replyStatusOf({ ...idle, isSuccess: true }, undefined)).toEqual({ status: 'sent' });
    expect(replyStatusOf(idle, undefined)).toEqual({ status: 'idle' });
  });
});
