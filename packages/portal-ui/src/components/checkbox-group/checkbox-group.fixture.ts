import type { CheckboxField } from '@chamados/tree-engine';

/** A check-box field as a tree declares it: four problems, with help text. */
export const problemsField: CheckboxField = {
  tipo: 'caixaDeChecagem',
  rotulo: 'Problemas encontrados',
  ajuda: 'Marque todos que se aplicam.',
  opcoes: [
    { texto: 'Não liga', valor: 'nao-liga' },
    { texto: 'Sem internet', valor: 'sem-internet' },
    { texto: 'Falta programa', valor: 'falta-programa' },
    { texto: 'Teclado ou mouse com defeito', valor: 'perifericos' },
  ],
};
