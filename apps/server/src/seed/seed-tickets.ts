/** Demo tickets: each demo user gets a mix of states, replies from the help desk and files. */

export interface SeedArticle {
  tipo: 'entrada' | 'saida';
  assunto: string;
  corpo: string;
  /** Hours after the ticket was created. */
  horas: number;
  anexos?: { filename: string; contentType: string; text: string; inline?: boolean }[];
}

export interface SeedTicket {
  titulo: string;
  servico: string;
  estado: 'novo' | 'aberto' | 'pendente' | 'pendente-cliente' | 'fechado';
  fila: string;
  prioridade: string;
  atendente: string;
  /** Days before the seed ran. */
  diasAtras: number;
  propriedades: Record<string, string>;
  log: string[];
  artigos: SeedArticle[];
}

const AGENT = 'Service Desk DTI';

export const seedTickets: SeedTicket[] = [
  {
    titulo: 'Wi-Fi eduroam não conecta no Prédio Principal',
    servico: 'Rede sem fio (Wi-Fi e eduroam)',
    estado: 'aberto',
    fila: 'N2::Redes::Viçosa',
    prioridade: '4 Alto',
    atendente: 'Rafael Moreira',
    diasAtras: 3,
    propriedades: { predio: 'Prédio Principal (Edifício Arthur Bernardes)', sistema: 'Android', sala: '215' },
    log: ['Rede sem fio (Wi-Fi e eduroam)', 'qual-rede', 'tutorial-eduroam', 'descreva'],
    artigos: [
      {
        tipo: 'saida',
        assunto: 'Re: Wi-Fi eduroam não conecta no Prédio Principal',
        corpo: '<p>Olá! Verificamos que o ponto de acesso da sala 215 estava sem energia. Já acionamos a manutenção.</p><p>Pode testar novamente amanhã e nos dizer se funcionou?</p>',
        horas: 5,
        anexos: [{ filename: 'mapa-pontos-de-acesso.txt', contentType: 'text/plain', text: 'Sala 215 — AP-PVA-2F-07 (sem energia)\nSala 217 — AP-PVA-2F-08 (ok)\n' }],
      },
    ],
  },
  {
    titulo: 'Instalação do R e RStudio no laboratório 3',
    servico: 'Instalação de software',
    estado: 'novo',
    fila: 'N1::Service Desk::Viçosa',
    prioridade: '3 Normal',
    atendente: '',
    diasAtras: 1,
    propriedades: { software: 'R e RStudio', versao: '4.4', licenca: 'Livre ou gratuito', campus: 'Campus Viçosa' },
    log: ['Instalação de software', 'qual-software', 'pedido'],
    artigos: [],
  },
  {
    titulo: 'Impressora do DPI imprimindo manchado',
    servico: 'Laboratórios e impressoras',
    estado: 'pendente-cliente',
    fila: 'N1::Service Desk::Viçosa',
    prioridade: '4 Alto',
    atendente: 'Juliana Alves',
    diasAtras: 6,
    propriedades: { patrimonio: '104233', sintomas: 'Impressão manchada' },
    log: ['Laboratórios e impressoras', 'assunto', 'tutorial-impressora', 'impressora'],
    artigos: [
      {
        tipo: 'saida',
        assunto: 'Re: Impressora do DPI imprimindo manchado',
        corpo: '<p>Trocamos o cilindro da impressora. Pode imprimir a página de teste em anexo e nos enviar uma foto do resultado?</p>',
        horas: 20,
        anexos: [{ filename: 'pagina-de-teste.txt', contentType: 'text/plain', text: 'PÁGINA DE TESTE — imprima em A4, escala 100%.\n' }],
      },
    ],
  },
  {
    titulo: 'Senha do e-mail institucional',
    servico: 'E-mail institucional e senha',
    estado: 'fechado',
    fila: 'N1::Autoatendimento',
    prioridade: '5 Muito Alto',
    atendente: '',
    diasAtras: 12,
    propriedades: { state: 'closed successful' },
    log: ['E-mail institucional e senha', 'o-que-aconteceu', 'tutorial-senha'],
    artigos: [
      {
        tipo: 'saida',
        assunto: 'Atendimento encerrado',
        corpo: '<p>Que bom que o tutorial resolveu! Em breve você receberá um e-mail para avaliar o atendimento.</p>',
        horas: 0.1,
      },
    ],
  },
  {
    titulo: 'Ponto de rede na sala 101 do CCE',
    servico: 'Ponto de rede cabeada',
    estado: 'fechado',
    fila: 'N2::Redes::Viçosa',
    prioridade: '3 Normal',
    atendente: 'Rafael Moreira',
    diasAtras: 30,
    propriedades: { predio: 'Centro de Ciências Exatas e Tecnológicas', sala: '101', quantidade: '2' },
    log: ['Ponto de rede cabeada', 'tipo-pedido', 'dados-ponto'],
    artigos: [
      {
        tipo: 'saida',
        assunto: 'Re: Ponto de rede na sala 101 do CCE',
        corpo: '<p>Os dois pontos foram instalados e testados. Segue o laudo de certificação.</p>',
        horas: 48,
        anexos: [
          { filename: 'laudo-certificacao.csv', contentType: 'text/csv', text: 'ponto;resultado\nCCE-101-A;aprovado\nCCE-101-B;aprovado\n' },
          { filename: 'assinatura.txt', contentType: 'text/plain', text: 'Equipe de Redes — DTI', inline: true },
        ],
      },
      {
        tipo: 'entrada',
        assunto: 'Re: Ponto de rede na sala 101 do CCE',
        corpo: '<p>Funcionando perfeitamente, obrigado!</p>',
        horas: 50,
      },
    ],
  },
];

export { AGENT as SEED_AGENT };

/**
 * The demo tickets' property names as their trees' fields label them: the desk's 'Propriedades
 * do atendimento' reads labels, never keys (issue 30), as it does for tickets a walk created.
 */
export const SEED_PROPERTY_LABELS: Record<string, string> = {
  predio: 'Prédio',
  sistema: 'Sistema do aparelho',
  sala: 'Sala',
  software: 'Programa',
  versao: 'Versão',
  licenca: 'Licença',
  campus: 'Campus',
  patrimonio: 'Número de patrimônio',
  sintomas: 'O que acontece',
  quantidade: 'Quantidade de pontos',
};

/** 'Respostas prontas' of the demo desk, with the variables the desk fills in ({nome}, {protocolo}, {atendente}). */
export const seedCannedReplies: { titulo: string; corpo: string }[] = [
  {
    titulo: 'Senha: troca pelo portal',
    corpo: 'Olá, {nome}! Você pode trocar a sua senha em https://senha.ufv.br, com o seu CPF e a data de nascimento. Se não conseguir, responda a este chamado.',
  },
  {
    titulo: 'eduroam: configuração',
    corpo: 'Olá, {nome}! Para a eduroam, use o seu e-mail institucional completo como usuário e siga o tutorial em https://www.dti.ufv.br/eduroam. Se o problema continuar, diga o prédio e a sala.',
  },
  {
    titulo: 'Pedido de mais informações',
    corpo: 'Olá, {nome}! Para continuar o atendimento do chamado {protocolo}, precisamos de mais informações: poderia enviar uma captura da tela com a mensagem de erro?\n\n{atendente}\nService Desk DTI',
  },
];
