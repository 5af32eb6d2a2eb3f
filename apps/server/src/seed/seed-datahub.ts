/** Data-hub content the example trees use: lists for select boxes, maps for queue routing. */

export const seedLists: Record<string, { key: string; value: string }[]> = {
  campi: [
    { key: 'vicosa', value: 'Campus Viçosa' },
    { key: 'florestal', value: 'Campus Florestal' },
    { key: 'rio-paranaiba', value: 'Campus Rio Paranaíba' },
  ],
  predios: [
    { key: 'pva', value: 'Prédio Principal (Edifício Arthur Bernardes)' },
    { key: 'ccb', value: 'Centro de Ciências Biológicas' },
    { key: 'cce', value: 'Centro de Ciências Exatas e Tecnológicas' },
    { key: 'cch', value: 'Centro de Ciências Humanas, Letras e Artes' },
    { key: 'cca', value: 'Centro de Ciências Agrárias' },
    { key: 'bbt', value: 'Biblioteca Central' },
    { key: 'dti', value: 'Diretoria de Tecnologia da Informação' },
    { key: 'flo-central', value: 'Florestal — Prédio Central' },
    { key: 'crp-pav1', value: 'Rio Paranaíba — Pavilhão de Aulas I' },
  ],
  departamentos: [
    { key: 'dpi', value: 'Departamento de Informática' },
    { key: 'dma', value: 'Departamento de Matemática' },
    { key: 'dbg', value: 'Departamento de Biologia Geral' },
    { key: 'dea', value: 'Departamento de Engenharia Agrícola' },
    { key: 'dle', value: 'Departamento de Letras' },
    { key: 'dad', value: 'Departamento de Administração e Contabilidade' },
    { key: 'pre', value: 'Pró-Reitoria de Ensino' },
    { key: 'dti', value: 'Diretoria de Tecnologia da Informação' },
  ],
};

export const seedMaps: Record<string, Record<string, string>> = {
  'fila-por-campus': {
    vicosa: 'N1::Service Desk::Viçosa',
    florestal: 'N1::Service Desk::Florestal',
    'rio-paranaiba': 'N1::Service Desk::Rio Paranaíba',
  },
  'fila-por-predio': {
    pva: 'N2::Redes::Viçosa',
    ccb: 'N2::Redes::Viçosa',
    cce: 'N2::Redes::Viçosa',
    cch: 'N2::Redes::Viçosa',
    cca: 'N2::Redes::Viçosa',
    bbt: 'N2::Redes::Viçosa',
    dti: 'N2::Redes::Viçosa',
    'flo-central': 'N2::Redes::Florestal',
    'crp-pav1': 'N2::Redes::Rio Paranaíba',
  },
};
