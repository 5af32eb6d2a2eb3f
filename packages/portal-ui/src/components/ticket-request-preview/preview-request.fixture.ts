import type { TicketRequest } from '@chamados/tree-engine';

/** What `buildTicketRequest` gives at the end of a printer walk: machine values and their wording. */
export const previewRequest: TicketRequest = {
  propriedades: { assunto: 'Impressora da sala 101', fila: 'N1::Service Desk', tipo: 'Requisição de Serviço', prioridade: '5 Muito Alto', sala: '101', sintomas: 'papel, qualidade' },
  anexos: [{ filename: 'planta.pdf', contentType: 'application/pdf', content: '' }],
  tabelas: { pontos: [{ identificacao: 'PV-0001', uso: 'impressora' }] },
  log: ['Impressora', 'qual-problema', 'tutorial-impressora', 'descreva', '#final'],
  resumo: {
    caminho: [
      { pergunta: 'O que está acontecendo com a sua impressão?', resposta: 'A folha sai manchada ou com listras' },
      { pergunta: 'Tutorial em vídeo (youtube.com)', resposta: 'Não resolveu' },
    ],
    respostas: [
      { rotulo: 'Sala', valor: '101' },
      { rotulo: 'Sintomas', valor: 'Papel enroscando, Impressão falhada' },
    ],
    tabelas: [{ titulo: 'Pontos de rede', colunas: ['Identificação do ponto', 'Uso'], linhas: [['PV-0001', 'Impressora']] }],
    anexos: [{ nome: 'planta.pdf', tipo: 'application/pdf' }],
    propriedades: [{ rotulo: 'Assunto', valor: 'Impressora da sala 101' }],
  },
};
