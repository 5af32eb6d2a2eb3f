import type { AttachmentBoxField, TableField } from '../types';

/** A count range; either end may be absent. @example const limits: CountLimits = { minimo: 1 } */
export interface CountLimits {
  minimo?: number;
  maximo?: number;
}

/**
 * The item or file count limits of a table or attachment box. The spec lists them among the box's
 * and the table's own keys (`opcoes`), and the schema also allows them on the field: `opcoes` wins.
 * @example fieldLimits({ tipo: 'tabela', opcoes: { campos: {}, minimo: 1 } }) // { minimo: 1, maximo: undefined }
 */
export function fieldLimits(field: TableField | AttachmentBoxField): CountLimits {
  return {
    minimo: field.opcoes?.minimo ?? field.minimo,
    maximo: field.opcoes?.maximo ?? field.maximo,
  };
}
