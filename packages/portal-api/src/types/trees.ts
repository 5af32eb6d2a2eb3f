/**
 * Decision trees on the wire (spec §3). A tree's shape is tree-engine's own `Tree`: the portal
 * hands a fetched tree straight to the engine, so both sides share one definition (types only).
 */
import type { Diagnostic, Tree } from '@chamados/tree-engine';

/** One entry of `GET /api/arvores`. */
export interface TreeSummary {
  nome: string;
  descricao?: string;
}

/** `GET /api/arvores?busca=`. */
export interface TreeSummaryList {
  arvores: TreeSummary[];
}

/** A launched tree as users walk it (`GET /api/arvores/{nome}`): tree-engine's `Tree`. */
export type PublicTree = Tree;

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

/** One verification finding, with line and column in the YAML: tree-engine's `Diagnostic`. */
export type TreeDiagnostic = Diagnostic;

/** `POST /api/admin/arvore/verificar`. */
export interface TreeVerification {
  ok: boolean;
  arvore?: PublicTree;
  erros: TreeDiagnostic[];
}
