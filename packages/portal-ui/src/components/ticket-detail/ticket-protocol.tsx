import { useState } from 'react';
import { tTickets } from '../../messages/t-tickets';
import { IconButton } from '../button/button';

/** Props of {@link TicketProtocol}. */
export interface TicketProtocolProps {
  /** The ticket number (`tn`), e.g. '2025061010000031'. */
  tn: string;
  /** Puts text on the clipboard; the browser's by default (tests pass their own). */
  writeText?: (text: string) => Promise<void>;
}

function browserClipboard(text: string): Promise<void> {
  // Absent outside a secure context (an intranet address over http): the failure message says what to do.
  if (!navigator.clipboard) return Promise.reject(new Error('sem área de transferência'));
  return navigator.clipboard.writeText(text);
}

/**
 * 'Protocolo {tn}' with a button that copies the number (students paste it into e-mails and
 * calls), and a status line that says whether it worked (and, when the browser refuses, how to
 * copy it by hand).
 * @example <TicketProtocol tn={ticket.tn} />
 */
export function TicketProtocol({ tn, writeText = browserClipboard }: TicketProtocolProps) {
  // A fresh node per copy, so a second copy is announced again.
  const [result, setResult] = useState<{ ok: boolean; n: number }>();
  const copy = () =>
    void writeText(tn).then(
      () => setResult((previous) => ({ ok: true, n: (previous?.n ?? 0) + 1 })),
      () => setResult((previous) => ({ ok: false, n: (previous?.n ?? 0) + 1 })),
    );
  return (
    <div className="ch-detail__protocol">
      <p className="ch-detail__protocol-text">{tTickets('tickets.detail.protocol', { tn })}</p>
      <IconButton icon="copy" label={tTickets('tickets.detail.copyProtocol')} onClick={copy} />
      <p role="status" className={result?.ok === false ? 'ch-detail__copied ch-detail__copied--failed' : 'ch-detail__copied'}>
        {result ? <span key={result.n}>{result.ok ? tTickets('tickets.detail.protocolCopied', { tn }) : tTickets('tickets.detail.copyFailed')}</span> : null}
      </p>
    </div>
  );
}
