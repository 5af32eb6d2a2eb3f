import { revisionEtag } from '@chamados/api-contract';

/**
 * Which revision of an admin record (a tree, a canned reply) a write changes: the one the admin
 * opened. Sent as If-Match; the server answers 412 (`StaleWrite`: who changed it and when) when
 * someone else wrote since, so nobody's work is replaced without them seeing it.
 */
export interface RevisionWrite {
  id: number;
  revisao: number;
}

/** The If-Match header of a write to revision `revisao` of record `id`. @example ifMatch({ id: 7, revisao: 3 }) // { 'If-Match': '"7.3"' } */
export const ifMatch = ({ id, revisao }: RevisionWrite) => ({ 'If-Match': revisionEtag(id, revisao) });
