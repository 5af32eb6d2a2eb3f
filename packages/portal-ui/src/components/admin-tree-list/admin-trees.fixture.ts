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
});

/** Four trees in panel order: three launched, one draft. */
export const adminTreesFixture: AdminTree[] = [
  tree(1, 'Rede sem fio (Wi-Fi e eduroam)', 'Ana Souza', true, '2025-06-10T12:05:00Z'),
  tree(2, 'E-mail e senha', 'Carlos Lima', true, '2025-06-11T09:30:00Z'),
  tree(3, 'Conta para visitantes', 'Ana Souza', false, '2025-06-12T17:45:00Z'),
  tree(4, 'Laboratórios e impressoras', 'Beatriz Rocha', true, '2025-06-13T08:00:00Z'),
];
