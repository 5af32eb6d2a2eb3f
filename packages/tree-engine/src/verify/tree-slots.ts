/**
 * What a place of a tree holds, read from its path: a unit the verifier reasons about (a screen, a
 * field, a flow, an operand…), a collection of units, or a plain value. Salvage (salvage.ts) uses
 * it to choose how to stand in for a value the schema refused.
 */
import type { Path } from './reporter';

/** Units: objects with a meaning of their own, replaced whole when broken. */
export type UnitSlot = 'screen' | 'field' | 'validator' | 'option' | 'defaultValue' | 'flow' | 'assignment' | 'condition' | 'operand';

/** Collections of units or of plain values. */
export type CollectionSlot =
  | 'telas'
  | 'fields'
  | 'optionTargets'
  | 'flows'
  | 'assignments'
  | 'validators'
  | 'conditions'
  | 'fieldOptions';

/** What a place holds; `leaf` for a plain value (a text, a number, a list of words). @example const slot: Slot = { kind: 'unit', unit: 'flow' } */
export type Slot =
  | { kind: 'root' }
  | { kind: 'unit'; unit: UnitSlot }
  | { kind: 'collection'; collection: CollectionSlot }
  | { kind: 'leaf'; parent: UnitSlot | CollectionSlot | 'root' | 'other' };

const unit = (name: UnitSlot): Slot => ({ kind: 'unit', unit: name });
const collection = (name: CollectionSlot): Slot => ({ kind: 'collection', collection: name });
const leaf = (parent: UnitSlot | CollectionSlot | 'root' | 'other'): Slot => ({ kind: 'leaf', parent });

const UNIT_CHILDREN: Partial<Record<UnitSlot, Record<string, Slot>>> = {
  screen: { campos: collection('fields'), fluxos: collection('flows'), atribuicoes: collection('assignments'), opcoes: collection('optionTargets') },
  field: { validadores: collection('validators'), valor: unit('defaultValue'), opcoes: collection('fieldOptions') },
  flow: { condicao: unit('condition') },
  assignment: { condicao: unit('condition'), operando: unit('operand') },
  condition: { operando1: unit('operand'), operando2: unit('operand'), condicoes: collection('conditions') },
};

const COLLECTION_ITEMS: Record<CollectionSlot, Slot> = {
  telas: unit('screen'),
  fields: unit('field'),
  optionTargets: leaf('optionTargets'),
  flows: unit('flow'),
  assignments: unit('assignment'),
  validators: unit('validator'),
  conditions: unit('condition'),
  fieldOptions: unit('option'),
};

function child(parent: Slot, segment: string | number): Slot {
  if (parent.kind === 'root') return segment === 'telas' ? collection('telas') : leaf('root');
  if (parent.kind === 'leaf') return leaf('other');
  if (parent.kind === 'unit') return UNIT_CHILDREN[parent.unit]?.[String(segment)] ?? leaf(parent.unit);
  // A table's or an attachment box's `opcoes` is a map of settings; a select's or check boxes' a list.
  if (parent.collection === 'fieldOptions' && typeof segment === 'string') return segment === 'campos' ? collection('fields') : leaf('fieldOptions');
  return COLLECTION_ITEMS[parent.collection];
}

/**
 * What the place at `path` holds.
 * @example slotAt(['telas', 'a', 'fluxos', 0, 'condicao']) // { kind: 'unit', unit: 'condition' }
 */
export function slotAt(path: Path): Slot {
  let slot: Slot = { kind: 'root' };
  for (const segment of path) slot = child(slot, segment);
  return slot;
}
