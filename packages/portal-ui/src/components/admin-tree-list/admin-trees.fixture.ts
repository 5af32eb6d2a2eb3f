import type { AdminTree } from '@chamados/api-contract';

const tree = (id: number, nome: string, autor: string, launched: boolean, alterada: string): AdminTree => ({
  id,
  nome,
  texto: `nome: ${nome}\ninicial: inicio\ntelas: {}\n`,
  habilitada: launched,
  autor,
  ordem: id,
  alterada,
  arvore: launched ? `nome: ${nome}\n` : null,
  revisao: 1,
  alteradaPor: autor,
  // Launched once at least (a disabled tree was): tells 'Desabilitada' from 'Rascunho'.
  versao: 1,
  gradual: null,
});

/** Four trees in panel order: three launched (one in a gradual launch to 30%), one disabled. */
export const adminTreesFixture: AdminTree[] = [
  tree(1, 'Rede sem fio (Wi-Fi e eduroam)', 'Ana Souza', true, '2025-06-10T12:05:00Z'),
  { ...tree(2, 'E-mail e senha', 'Carlos Lima', true, '2025-06-11T09:30:00Z'), versao: 1, gradual: { versao: 2, parcela: 30 } },
  tree(3, 'Conta para visitantes', 'Ana Souza', false, '2025-06-12T17:45:00Z'),
  tree(4, 'Laboratórios e impressoras', 'Beatriz Rocha', true, '2025-06-13T08:00:00Z'),
];

/** A tree never launched: 'Rascunho'. */
export const draftTreeFixture: AdminTree = { ...tree(5, 'Impressão 3D', 'Beatriz Rocha', false, '2025-06-14T08:00:00Z'), versao: null };
