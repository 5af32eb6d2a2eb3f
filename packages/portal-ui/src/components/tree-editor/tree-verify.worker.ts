/**
 * The verification worker: tree-engine's verifier off the page's thread, so a 1,000-screen tree
 * is checked while the admin keeps typing. One request at a time; the client (worker-verifier.ts)
 * sends only the newest text.
 */
import { treeDiagnostics } from './tree-diagnostics';
import type { VerifyRequest, VerifyResponse } from './worker-verifier';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null;
  postMessage: (message: VerifyResponse) => void;
};

scope.onmessage = (event) => {
  const { id, text, options } = event.data;
  scope.postMessage({ id, diagnostics: treeDiagnostics(text, options) });
};
