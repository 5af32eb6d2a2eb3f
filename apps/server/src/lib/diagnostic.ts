/**
 * The error detail of `{ mensagem, erros }`: the same shape as tree-engine's Diagnostic, so the
 * verifier's findings and Fastify's validation errors read alike in the portal.
 */
export interface ApiDiagnostic {
  severity: 'error' | 'warning';
  message: string;
  path: (string | number)[];
  line?: number;
  column?: number;
}
