import type { Diagnostic } from '@chamados/portal-api';

/** What the server said when it refused a call: its status, `mensagem` and `erros` (ARCHITECTURE.md §5). */
export interface ServerRefusal {
  status?: number;
  reason?: string;
  errors?: Diagnostic[];
}

/**
 * Reads an RTK Query error: `{ status, data: { mensagem, erros } }` when the server answered,
 * nothing more when the network failed.
 * @example serverRefusal({ status: 413, data: { mensagem: 'O texto da árvore tem 600 KB…' } }).reason
 */
export function serverRefusal(error: unknown): ServerRefusal {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { mensagem?: unknown; erros?: unknown } };
  return {
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof data?.mensagem === 'string' && data.mensagem.trim() !== '' ? { reason: data.mensagem } : {}),
    ...(Array.isArray(data?.erros) && data.erros.length > 0 ? { errors: data.erros as Diagnostic[] } : {}),
  };
}
