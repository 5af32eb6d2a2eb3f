import type { Tree } from '@chamados/tree-engine';
import { Type, type Static } from 'typebox';
import { Diagnostic, Id, Obj, Text } from './common';
import { Revision } from './revisions';

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

/** Characters of an FAQ article's text the tree list sends (the server cuts at a word). */
// Measured (tree-engine's bench, 'Artigos que podem ajudar'): over 200 trees with three articles
// each (555 articles, a third of their words invented: some 15,000 distinct words), 400 characters
// keep a keystroke of both searches within 5 ms (CPU p95 2.9–4.3 ms; 1,000 characters: 4.0–5.4 ms) and the
// articles under 100 kB gzip (95 kB; 1,000 characters: 226 kB). The title and the first paragraph
// carry most of an article's subject.
export const TREE_ARTICLE_TEXT_MAX = 400;

/**
 * An FAQ article a launched tree's tutorial screen shows, for 'Artigos que podem ajudar': the
 * panel searches its title and text and opens the tutorial screen `tela`.
 */
export const TreeArticle = Obj({
  titulo: Type.String({ description: 'o título do artigo da FAQ' }),
  texto: Type.String({ maxLength: TREE_ARTICLE_TEXT_MAX, description: `o texto do artigo, sem HTML, cortado em até ${TREE_ARTICLE_TEXT_MAX} caracteres` }),
  tela: Type.String({ description: 'a tela de tutorial que mostra o artigo' }),
});
export type TreeArticle = Static<typeof TreeArticle>;

/**
 * One card of the service panel. `textoBusca` is all the text of the tree (tree-engine's
 * `treeSearchText`): the panel's fuzzy search reads it without downloading whole trees.
 */
export const TreeSummary = Obj({
  nome: Type.String(),
  descricao: Type.String(),
  tags: Type.Array(Type.String()),
  textoBusca: Type.String({ description: 'todo o texto da árvore, para a busca do painel de serviços' }),
  geral: Type.Optional(Type.Boolean({ description: "o serviço geral (geral: true na árvore): o painel o oferece quando a busca não encontra nada" })),
  artigos: Type.Optional(
    Type.Array(TreeArticle, {
      description: "os artigos da FAQ que as telas de tutorial da versão lançada mostram (alcançáveis só por opções a partir da tela inicial): a busca do painel os oferece em 'Artigos que podem ajudar'",
    }),
  ),
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

/** A gradual launch under way: version `versao` goes to `parcela` percent of the students. */
export const GradualShare = Obj({
  versao: Type.Integer({ minimum: 1 }),
  parcela: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type GradualShare = Static<typeof GradualShare>;

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
  revisao: Revision.properties.revisao,
  alteradaPor: Revision.properties.alteradaPor,
  versao: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'a versão lançada para todos (a última, se desabilitada); null se nunca lançada' }),
  gradual: Type.Union([GradualShare, Type.Null()], { description: 'um lançamento gradual em andamento, ou null' }),
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
  revisao: Type.Optional(Type.Integer()),
  alteradaPor: Type.Optional(Text()),
  versao: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  gradual: Type.Optional(Type.Union([Type.Object({}), Type.Null()])),
  /**
   * The admin chose 'Salvar a minha por cima' after a 412: the draft it replaces (another
   * admin's) is kept on the server and the overwrite is logged. If-Match must still be current.
   */
  sobrescrever: Type.Optional(Type.Boolean()),
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
  nota: Type.String({ description: "'O que mudou', escrito no lançamento ('' se nada)" }),
  parcela: Type.Integer({ minimum: 1, maximum: 100, description: 'a parcela dos estudantes a que foi lançada (100: todos)' }),
});
export type TreeVersion = Static<typeof TreeVersion>;

export const TreeVersionList = Type.Array(TreeVersion);
export type TreeVersionList = Static<typeof TreeVersionList>;

export { Id };

/** How long a version note ('O que mudou') may be. */
export const VERSION_NOTE_MAX = 500;

/**
 * `PUT /api/admin/arvore/{id}/lancar`: to everyone (no `parcela`, or 100) or, for a tree already
 * launched, to a share of the students (1–99 percent: a gradual launch), with an optional note.
 */
export const LaunchBody = Obj({
  parcela: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'percentual dos estudantes (1–100); sem ela, todos' })),
  nota: Type.Optional(Text({ maxLength: VERSION_NOTE_MAX, description: "'O que mudou'" })),
});
export type LaunchBody = Static<typeof LaunchBody>;

/** A rate the gradual launch compares: how many of the version's walks ended so. */
export const GradualRate = Obj({ casos: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) });
export type GradualRate = Static<typeof GradualRate>;

/** The measures compared, as `InsightTotals` names them (over `iniciados`). */
export const GRADUAL_MEASURES = ['resolvidosTutorial', 'desistencias', 'chamados'] as const;

/**
 * One measure of the two versions and a two-proportion z-test of their difference: `diferente`
 * when it is more than chance (two-sided, 5%), with enough walks on both sides to tell.
 */
export const GradualMeasure = Obj({
  medida: Type.Union([Type.Literal(GRADUAL_MEASURES[0]), Type.Literal(GRADUAL_MEASURES[1]), Type.Literal(GRADUAL_MEASURES[2])]),
  atual: GradualRate,
  nova: GradualRate,
  z: Type.Union([Type.Number(), Type.Null()], { description: 'a estatística do teste; null sem dados' }),
  p: Type.Union([Type.Number(), Type.Null()], { description: 'o valor-p bicaudal; null sem dados' }),
  diferente: Type.Boolean({ description: 'a diferença é maior que o acaso (p < 0,05, com dados suficientes)' }),
});
export type GradualMeasure = Static<typeof GradualMeasure>;

/** `GET /api/admin/arvore/{id}/gradual`: the gradual launch under way and its comparison, or null. */
export const GradualLaunch = Type.Union([
  Obj({
    versaoAtual: Type.Integer({ minimum: 1 }),
    versaoNova: Type.Integer({ minimum: 1 }),
    parcela: Type.Integer({ minimum: 1, maximum: 99 }),
    desde: Type.String({ format: 'date', description: 'o dia do lançamento gradual: a comparação conta desde ele' }),
    medidas: Type.Array(GradualMeasure),
  }),
  Type.Null(),
]);
export type GradualLaunch = Static<typeof GradualLaunch>;
