import { userIdOf } from '@chamados/api-contract';
import type { UserClaims } from '@chamados/tree-engine';

export interface DemoAccount {
  conta: string;
  /** Shown on the login page. */
  papel: string;
  claims: Omit<UserClaims, 'exp' | 'clientIpAddress'>;
}

/**
 * The demo single sign-on's accounts: one of each kind of user the help desk serves, and an agent
 * of the Central de Atendimento (group 1703, the default AGENT_GROUPS).
 * CPFs are valid check-digit test numbers, not real people.
 */
export const demoAccounts: DemoAccount[] = [
  {
    conta: 'aluna',
    papel: 'Estudante (identificada pelo CPF)',
    claims: {
      nome: 'Ana Beatriz Souza',
      name: 'Ana Beatriz Souza',
      cpf: '12345678909',
      email: 'ana.souza@ufv.br',
      clientName: 'ufv',
      grupos: ['alunos'],
      matricula: '98765',
    },
  },
  {
    conta: 'govbr',
    papel: 'Cidadão gov.br (identificado pelo e-mail)',
    claims: {
      nome: 'Carlos Eduardo Lima',
      name: 'Carlos Eduardo Lima',
      cpf: '98765432100',
      email: 'carlos.lima@gmail.com',
      clientName: 'govbr',
      grupos: [],
      matricula: '',
    },
  },
  {
    conta: 'servidora',
    papel: 'Servidora técnico-administrativa',
    claims: {
      nome: 'Mariana Costa Ferreira',
      name: 'Mariana Costa Ferreira',
      cpf: '11144477735',
      email: 'mariana.ferreira@ufv.br',
      clientName: 'ufv',
      grupos: ['servidores'],
      matricula: '12345',
    },
  },
  {
    conta: 'admin',
    papel: 'Administrador da DTI (grupo 1702)',
    claims: {
      nome: 'Paulo Henrique Dias',
      name: 'Paulo Henrique Dias',
      cpf: '52998224725',
      email: 'paulo.dias@ufv.br',
      clientName: 'ufv',
      grupos: ['servidores', '1702'],
      matricula: '54321',
    },
  },
  {
    conta: 'atendente',
    papel: 'Atendente da Central de Atendimento (grupo 1703)',
    claims: {
      nome: 'Atendente DTI',
      name: 'Atendente DTI',
      cpf: '39053344705',
      email: 'atendente.dti@ufv.br',
      clientName: 'ufv',
      grupos: ['servidores', '1703'],
      matricula: '60606',
    },
  },
];

/** The ticket-store identifier of a demo account (spec §6). */
export function demoUserId(account: DemoAccount): string {
  return userIdOf(account.claims) ?? '';
}
