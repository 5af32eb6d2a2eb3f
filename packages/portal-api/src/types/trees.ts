/**
 * Decision trees on the wire (spec §3). The screen shapes are tree-engine's; this package keeps
 * them opaque (`unknown`) so the contract does not pin the engine's internal types, and the
 * portal passes a fetched tree straight to the engine, which validates it.
 */

/** One entry of `GET /api/arvores`. */
export interface TreeSummary {
  nome: string;
  descricao?: string;
}

/** `GET /api/arvores?busca=`. */
export interface TreeSummaryList {
  arvores: TreeSummary[];
}

/** A launched tree as users walk it (`GET /api/arvores/{nome}`). */
export interface PublicTree {
  nome: string;
  descricao?: string;
  /** Name of the start screen. */
  inicial: string;
  /** Screen name → screen (tree-engine's `Screen`). */
  telas: Record<string, unknown>;
  tags?: string[];
}

/** A tree as administrators manage it (`/api/admin/arvore`). */
export interface AdminTree {
  id?: number;
  nome: string;
  /** The draft, as YAML. */
  texto: string;
  habilitada: boolean;
  autor?: string;
  ordem?: number;
  /** Last change, as the server formats it. */
  alterada?: string;
  /** The launched production text; empty when not launched. */
  arvore?: string | null;
}

/** One verification finding (tree-engine's `Diagnostic`). */
export interface TreeDiagnostic {
  severity: 'error' | 'warning';
  message: string;
  path: (string | number)[];
  line?: number;
  column?: number;
}

/** `POST /api/admin/arvore/verificar`. */
export interface TreeVerification {
  ok: boolean;
  arvore?: PublicTree;
  erros: TreeDiagnostic[];
}
