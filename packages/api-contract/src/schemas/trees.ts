import type { Tree } from '@chamados/tree-engine';
import { Type, type Static } from 'typebox';
import { Diagnostic, Id, Obj, Text } from './common';

/** A tree name as the admin form and the routes take it (spec §5: required, not blank). */
export const TREE_NAME_MAX = 200;

/**
 * A launched tree as users walk it (`GET /api/arvores/{nome}`): tree-engine's `Tree`, verified
 * at launch. Screens pass through as the engine defines them (its JSON Schema is the authority).
 */
export const PublicTree = Type.Unsafe<Tree>(
  Type.Object(
    {
      nome: Type.String(),
      descricao: Type.Optional(Type.String()),
      tags: Type.Optional(Type.Array(Type.String())),
      inicial: Type.String(),
      telas: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })),
    },
    { additionalProperties: false, title: 'Árvore' },
  ),
);
export type PublicTree = Static<typeof PublicTree>;

/**
 * One card of the service panel. `textoBusca` is all the text of the tree (tree-engine's
 * `treeSearchText`): the panel's fuzzy search reads it without downloading whole trees.
 */
export const TreeSummary = Obj({
  nome: Type.String(),
  descricao: Type.String(),
  tags: Type.Array(Type.String()),
  textoBusca: Type.String({ description: 'todo o texto da árvore, para a busca do painel de serviços' }),
});
export type TreeSummary = Static<typeof TreeSummary>;

/** `GET /api/arvores`: the launched trees in panel order. */
export const TreeSummaryList = Obj({ arvores: Type.Array(TreeSummary) });
export type TreeSummaryList = Static<typeof TreeSummaryList>;

export const TreeListQuery = Obj({ busca: Type.Optional(Text({ maxLength: 200 })) });
export type TreeListQuery = Static<typeof TreeListQuery>;

/** `/{nome}`: as long as a name may be, so every listed tree can be opened. */
export const TreeNameParams = Obj({ nome: Text({ minLength: 1, maxLength: TREE_NAME_MAX }) });
export type TreeNameParams = Static<typeof TreeNameParams>;

/** A tree as administrators manage it: the draft (`texto`) and the launched text (`arvore`). */
export const AdminTree = Obj({
  id: Type.Integer(),
  nome: Type.String(),
  texto: Type.String({ description: 'o rascunho, em YAML' }),
  habilitada: Type.Boolean(),
  autor: Type.String(),
  ordem: Type.Integer(),
  alterada: Type.String({ format: 'date-time' }),
  arvore: Type.Union([Type.String(), Type.Null()], { description: 'o texto lançado; null se não lançada' }),
});
export type AdminTree = Static<typeof AdminTree>;

export const AdminTreeList = Type.Array(AdminTree);
export type AdminTreeList = Static<typeof AdminTreeList>;

/** What the tree form sends; launch state, author and order are the server's business. */
export const AdminTreeInput = Obj({
  id: Type.Optional(Type.Integer()),
  nome: Text({ maxLength: TREE_NAME_MAX }),
  texto: Text({ maxLength: 1_048_576, default: '' }),
  habilitada: Type.Optional(Type.Boolean()),
  autor: Type.Optional(Text()),
  ordem: Type.Optional(Type.Integer()),
  alterada: Type.Optional(Text()),
  arvore: Type.Optional(Type.Union([Text(), Type.Null()])),
});
export type AdminTreeInput = Static<typeof AdminTreeInput>;

/** `POST /api/admin/arvore/verificar`: multipart with the YAML file in `arquivo`. */
export const VerifyBody = Obj({ arquivo: Text({ description: 'arquivo YAML (text/plain)' }) });
export type VerifyBody = Static<typeof VerifyBody>;

/** The verifier's answer: ok with the parsed tree, or the findings (errors and warnings). */
export const Verification = Obj({
  ok: Type.Boolean(),
  arvore: Type.Optional(PublicTree),
  erros: Type.Array(Diagnostic),
});
export type Verification = Static<typeof Verification>;

/** One launched version, kept for the editor's history and diff. */
export const TreeVersion = Obj({
  versao: Type.Integer({ minimum: 1 }),
  nome: Type.String(),
  texto: Type.String(),
  autor: Type.String(),
  lancadaEm: Type.String({ format: 'date-time' }),
});
export type TreeVersion = Static<typeof TreeVersion>;

export const TreeVersionList = Type.Array(TreeVersion);
export type TreeVersionList = Static<typeof TreeVersionList>;

export { Id };
