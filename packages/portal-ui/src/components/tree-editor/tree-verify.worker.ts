/**
 * The verification worker: tree-engine's verifier off the page's thread, so a 1,000-screen tree
 * is checked while the admin keeps typing. The client (worker-verifier.ts) sends only the newest text.
 */
import { answerRequests } from '../../lib/latest-only-worker';
import { treeDiagnostics } from './tree-diagnostics';
import type { VerifyRequest } from './worker-verifier';

answerRequests(({ text, options }: VerifyRequest) => treeDiagnostics(text, options));
