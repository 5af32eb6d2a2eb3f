import { Type, type Static } from 'typebox';
import { Obj } from './common';

/**
 * Who changed a record last and its revision: what the admin editor polls while a tree is open,
 * and what a refused write (412) tells about the change that beat it.
 */
export const Revision = Obj({
  revisao: Type.Integer({ minimum: 1, description: 'sobe a cada alteração salva' }),
  alteradaPor: Type.String({ description: 'o nome de quem salvou por último' }),
  alterada: Type.String({ format: 'date-time' }),
});
export type Revision = Static<typeof Revision>;

/**
 * The body of a 412: the write was based on a revision someone else has since replaced. The
 * message names who and when ('Esta árvore foi alterada por Ana às 14:32, depois que você a
 * abriu.'); the fields say the same to a program, and the answer's `ETag` is the current one.
 */
export const StaleWrite = Obj(
  { mensagem: Type.String(), ...Revision.properties },
  { title: 'Alterada por outra pessoa', description: 'A versão enviada em If-Match não é mais a atual' },
);
export type StaleWrite = Static<typeof StaleWrite>;

/**
 * The ETag of one revision of a record (a tree, a canned reply): `"<id>.<revisao>"`, a strong
 * tag. `GET` answers it; `PUT`, `PATCH` and `DELETE` of the record must send it back in
 * `If-Match` (412 when it is no longer current, 428 without it).
 * @example revisionEtag(7, 3) // '"7.3"'
 */
export const revisionEtag = (id: number, revisao: number): string => `"${id}.${revisao}"`;

/**
 * The revision an `If-Match` header asks for on record `id`: a number, `'any'` for `*`, `undefined`
 * when the header is absent, or -1 when it names another record or is not a revision tag (which
 * then matches nothing: a 412, as RFC 9110 §13.1.1 says). Weak tags never match (strong comparison).
 * @example expectedRevision('"7.3"', 7) // 3
 */
export function expectedRevision(ifMatch: string | undefined, id: number): number | 'any' | undefined {
  if (ifMatch === undefined) return undefined;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return 'any';
  for (const tag of tags) {
    const match = /^"(\d+)\.(\d+)"$/.exec(tag);
    if (match && Number(match[1]) === id) return Number(match[2]);
  }
  return -1;
}
