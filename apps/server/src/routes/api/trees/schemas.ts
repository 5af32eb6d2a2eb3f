import { Type } from 'typebox';
import { Diagnostic, Obj } from '../../schemas';

/** A tree as tree-engine parses it; screens are passed through as they are. */
export const PublicTree = Type.Object(
  {
    nome: Type.String(),
    descricao: Type.Optional(Type.String()),
    tags: Type.Optional(Type.Array(Type.String())),
    inicial: Type.String(),
    telas: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: false },
);

export const TreeSummaryList = Obj({
  arvores: Type.Array(
    Obj({
      nome: Type.String(),
      descricao: Type.String(),
      tags: Type.Array(Type.String()),
      texto: Type.String({ description: 'Todo o texto da árvore, para a busca do painel de serviços' }),
    }),
  ),
});

export const AdminTree = Obj({
  id: Type.Integer(),
  nome: Type.String(),
  texto: Type.String(),
  habilitada: Type.Boolean(),
  autor: Type.String(),
  ordem: Type.Integer(),
  alterada: Type.String({ format: 'date-time' }),
  arvore: Type.Union([Type.String(), Type.Null()]),
});

/** What the admin form sends; launch state, author and order are the server's business. */
export const AdminTreeInput = Obj({
  id: Type.Optional(Type.Integer()),
  nome: Type.String({ maxLength: 200 }),
  texto: Type.String({ maxLength: 1_048_576, default: '' }),
  habilitada: Type.Optional(Type.Boolean()),
  autor: Type.Optional(Type.String()),
  ordem: Type.Optional(Type.Integer()),
  alterada: Type.Optional(Type.String()),
  arvore: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const Verification = Obj({
  ok: Type.Boolean(),
  arvore: Type.Optional(PublicTree),
  erros: Type.Array(Diagnostic),
});

export const TreeVersion = Obj({
  versao: Type.Integer(),
  nome: Type.String(),
  texto: Type.String(),
  autor: Type.String(),
  lancadaEm: Type.String({ format: 'date-time' }),
});
