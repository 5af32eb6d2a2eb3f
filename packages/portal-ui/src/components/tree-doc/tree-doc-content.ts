/**
 * The authoring guide of /admin/arvore/doc, in Portuguese markdown. Every ```yaml block is a
 * complete tree: tree-doc-content.test.ts runs each through tree-engine's verifier and fails on any
 * error or warning, so the guide cannot drift from the format. `\${` keeps a placeholder literal.
 */
export const treeDocMarkdown = `
Uma **árvore de decisão** guia o usuário por telas (perguntas, tutoriais e formulários) até a
abertura de um chamado com tudo o que a equipe precisa. Ela é escrita em **YAML** no editor da
árvore: o editor verifica o texto enquanto você digita, mostra cada problema no **Log de Erros**
com linha e coluna, completa as chaves (Ctrl+Espaço) e explica cada chave ao passar o mouse.

Todos os exemplos desta página são árvores completas e válidas: copie um deles para o editor e
teste com **Testar Árvore**.

## Estrutura da árvore

- \`nome\` (obrigatório): nome do serviço no painel de atendimento;
- \`descricao\`: texto do cartão do serviço, também usado na busca;
- \`tags\`: palavras extras para a busca de serviços;
- \`inicial\` (obrigatório): nome da primeira tela;
- \`telas\` (obrigatório): as telas, por nome.

Cada tela tem um \`tipo\`: \`opcoes\`, \`formulario\` ou \`tutorial\`. O nome da tela é a sua chave
em \`telas\`. A tela especial **\`'#final'\`** encerra o atendimento e mostra o resumo do chamado
(\`Criar Chamado\`); ela nunca é definida, só usada como destino (sempre entre aspas, porque \`#\`
começa um comentário em YAML). Toda tela precisa levar a \`'#final'\`, e toda tela deve ser
alcançável a partir da \`inicial\`.

## Tela de opções (\`opcoes\`)

Uma \`pergunta\` e as \`opcoes\`: cada opção é o texto mostrado ligado ao nome da tela seguinte.

\`\`\`yaml
nome: Impressora
descricao: Problemas com as impressoras dos setores
inicial: qual-problema
telas:
  qual-problema:
    tipo: opcoes
    pergunta: O que está acontecendo com a impressora?
    opcoes:
      Não imprime: '#final'
      Papel enroscado: como-desenroscar
  como-desenroscar:
    tipo: tutorial
    fonte: link
    url: https://www.dti.ufv.br/impressoras/papel
    telaSim: '#final'
    telaNao: '#final'
\`\`\`

## Tela de tutorial (\`tutorial\`)

Mostra um conteúdo e pergunta **"Seu problema foi resolvido ?"**. Com **Sim**, o atendimento vai
para \`telaSim\` e o chamado é registrado já fechado (fila \`N1::Autoatendimento\`, estado
\`closed successful\`); com **Não, o problema continua**, vai para \`telaNao\`.

\`fonte\` diz de onde vem o conteúdo:

- \`youtube\`: \`url\` de um vídeo do YouTube (\`https://www.youtube.com/watch?v=…\` ou \`https://youtu.be/…\`);
- \`otrs\`: \`url\` de um artigo da FAQ, como \`/api/faq/1\`;
- \`link\`: \`url\` de uma página (\`https://…\`), aberta em nova aba.

\`\`\`yaml
nome: Senha do e-mail
inicial: video
telas:
  video:
    tipo: tutorial
    fonte: youtube
    url: https://www.youtube.com/watch?v=dQw4w9WgXcQ
    telaSim: '#final'
    telaNao: artigo
  artigo:
    tipo: tutorial
    fonte: otrs
    url: /api/faq/1
    telaSim: '#final'
    telaNao: pagina
  pagina:
    tipo: tutorial
    fonte: link
    url: https://www.dti.ufv.br/senha
    telaSim: '#final'
    telaNao: '#final'
    atribuicoes:
      - propriedade: assunto
        operando: { tipo: constante, classe: string, valor: Tutoriais de senha não resolveram }
\`\`\`

Um tutorial também aceita \`atribuicoes\` (veja Atribuições), aplicadas quando o usuário responde.

## Tela de formulário (\`formulario\`)

Um \`titulo\`, os \`campos\` (na ordem em que aparecem na tela), as \`atribuicoes\` e os \`fluxos\`.
Ao avançar, cada campo com \`mapeamento\` vira uma propriedade do chamado; depois as atribuições
são aplicadas em ordem; depois o primeiro fluxo cuja condição vale (ou que não tem condição)
escolhe a próxima tela. Sem fluxo que valha, o formulário vai para \`'#final'\`.

Cada campo tem \`tipo\` e pode ter \`rotulo\`, \`ajuda\` (texto abaixo do campo), \`valor\` (valor
inicial), \`mapeamento\` (propriedade do chamado que recebe o valor) e \`validadores\`.

### Caixa de texto e memorando

\`caixaDeTexto\` é uma linha; \`memorando\`, várias linhas.

\`\`\`yaml
nome: Fale com a DTI
inicial: mensagem
telas:
  mensagem:
    tipo: formulario
    titulo: Sua mensagem
    campos:
      assunto:
        tipo: caixaDeTexto
        rotulo: Assunto
        ajuda: Uma frase curta.
        mapeamento: assunto
      detalhes:
        tipo: memorando
        rotulo: Detalhes
        mapeamento: detalhes
\`\`\`

### Caixa de seleção (\`caixaDeSelecao\`)

As \`opcoes\` são uma lista fixa de \`{ texto, valor }\`, ou \`{ chave }\` para uma lista do data hub
(por exemplo \`campi\`, \`predios\`, \`departamentos\`). O campo guarda o \`valor\`; em condições e
marcadores, \`campo.valor\` e \`campo.texto\` leem cada parte.

\`\`\`yaml
nome: Sala de aula
inicial: local
telas:
  local:
    tipo: formulario
    titulo: Onde?
    campos:
      campus:
        tipo: caixaDeSelecao
        rotulo: Campus
        opcoes: { chave: campi }
        mapeamento: campus
      turno:
        tipo: caixaDeSelecao
        rotulo: Turno
        opcoes:
          - { texto: Manhã, valor: manha }
          - { texto: Tarde, valor: tarde }
        mapeamento: turno
\`\`\`

### Caixas de marcar (\`caixaDeChecagem\`)

Cada opção tem \`texto\` e \`valor\`; \`marcado: true\` começa marcada; com \`mapeamento\`, a
propriedade recebe \`Sim\` se a opção foi marcada e \`Não\` se não foi.

\`\`\`yaml
nome: Acessos
inicial: quais
telas:
  quais:
    tipo: formulario
    titulo: Quais acessos você precisa?
    campos:
      acessos:
        tipo: caixaDeChecagem
        rotulo: Acessos
        opcoes:
          - { texto: Wi-Fi, valor: wifi, marcado: true, mapeamento: Wi-Fi }
          - { texto: VPN, valor: vpn, mapeamento: VPN }
\`\`\`

### Texto explicativo (\`texto\`)

Parágrafos em markdown (negrito, listas, links); não vão para o chamado.

\`\`\`yaml
nome: Aviso
inicial: leia
telas:
  leia:
    tipo: formulario
    titulo: Antes de continuar
    campos:
      aviso:
        tipo: texto
        texto: |
          O atendimento funciona de **segunda a sexta**, das 7h às 18h.
          Veja também a [página da DTI](https://www.dti.ufv.br).
\`\`\`

### Caixa de anexos (\`caixaDeAnexo\`)

\`minimo\` e \`maximo\` limitam a quantidade de arquivos; em \`opcoes\`: \`titulo\`, \`modelo\`
(endereço de um arquivo modelo), \`extensoes\`, \`tamMaxPorArquivoMb\` e \`tamMaxTotalMb\`
(1 MB = 1.000.000 bytes). Os arquivos vão anexados ao chamado.

\`\`\`yaml
nome: Documentos
inicial: envio
telas:
  envio:
    tipo: formulario
    titulo: Envie os documentos
    campos:
      arquivos:
        tipo: caixaDeAnexo
        rotulo: Documentos
        minimo: 1
        maximo: 3
        opcoes:
          titulo: Documentos em PDF ou imagem
          modelo: https://www.dti.ufv.br/modelos/termo.pdf
          extensoes: [pdf, png, jpg]
          tamMaxPorArquivoMb: 5
          tamMaxTotalMb: 10
\`\`\`

### Tabela (\`tabela\`)

Itens repetidos que o usuário inclui, edita e exclui. Em \`opcoes\`: \`rotulo\`, \`ajuda\`,
\`mapeamento\` (a propriedade recebe a lista de itens), \`minimo\`, \`maximo\` e \`campos\` — só
\`caixaDeTexto\` e \`caixaDeSelecao\`.

\`\`\`yaml
nome: Equipamentos
inicial: lista
telas:
  lista:
    tipo: formulario
    titulo: Equipamentos com defeito
    campos:
      equipamentos:
        tipo: tabela
        opcoes:
          rotulo: Equipamentos
          ajuda: Um item por equipamento.
          mapeamento: equipamentos
          minimo: 1
          maximo: 10
          campos:
            patrimonio:
              tipo: caixaDeTexto
              rotulo: Patrimônio
            tipo:
              tipo: caixaDeSelecao
              rotulo: Tipo
              opcoes:
                - { texto: Computador, valor: computador }
                - { texto: Monitor, valor: monitor }
\`\`\`

### Valor inicial (\`valor\`)

\`valor: { tipo: K }\` com K igual a \`email\`, \`cpf\`, \`nome\`, \`matricula\` ou \`ip\` preenche o
campo com o dado do usuário conectado. Com qualquer outro tipo (por exemplo \`fixo\`), vale o
\`valor\` de dentro.

\`\`\`yaml
nome: Contato
inicial: dados
telas:
  dados:
    tipo: formulario
    titulo: Seus dados
    campos:
      nome:
        tipo: caixaDeTexto
        rotulo: Nome
        valor: { tipo: nome }
        mapeamento: nome
      email:
        tipo: caixaDeTexto
        rotulo: E-mail
        valor: { tipo: email }
        mapeamento: email
      cpf:
        tipo: caixaDeTexto
        rotulo: CPF
        valor: { tipo: cpf }
        mapeamento: cpf
      matricula:
        tipo: caixaDeTexto
        rotulo: Matrícula
        valor: { tipo: matricula }
        mapeamento: matricula
      ip:
        tipo: caixaDeTexto
        rotulo: IP
        valor: { tipo: ip }
        mapeamento: ip
      ramal:
        tipo: caixaDeTexto
        rotulo: Ramal
        valor: { tipo: fixo, valor: '0000' }
        mapeamento: ramal
\`\`\`

## Validadores

Verificados quando o usuário avança, em ordem:

- \`{ tipo: naoVazio }\`: preenchimento obrigatório;
- \`{ tipo: simples, formato: int }\` (número inteiro), \`double\` (número) ou \`string\` (preenchido);
- \`{ tipo: mascara, mascara: '…' }\`: o valor tem o formato da máscara, que também formata a
  digitação. Símbolos: \`#\` dígito, \`X\` letra ou dígito, \`S\` letra, \`A\` letra maiúscula,
  \`a\` letra minúscula, \`!\` faz o próximo símbolo valer como ele mesmo.

\`\`\`yaml
nome: Validadores
inicial: dados
telas:
  dados:
    tipo: formulario
    titulo: Dados do pedido
    campos:
      descricao:
        tipo: memorando
        rotulo: Descrição
        validadores: [{ tipo: naoVazio }]
      quantidade:
        tipo: caixaDeTexto
        rotulo: Quantidade
        validadores: [{ tipo: simples, formato: int }]
      valor:
        tipo: caixaDeTexto
        rotulo: Valor estimado
        validadores: [{ tipo: simples, formato: double }]
      setor:
        tipo: caixaDeTexto
        rotulo: Setor
        validadores: [{ tipo: simples, formato: string }]
      telefone:
        tipo: caixaDeTexto
        rotulo: Telefone
        validadores: [{ tipo: mascara, mascara: '(##) #####-####' }]
      placa:
        tipo: caixaDeTexto
        rotulo: Código
        validadores: [{ tipo: mascara, mascara: 'AAa-X!#S' }]
\`\`\`

## Atribuições e operandos

\`atribuicoes\` definem propriedades do chamado: \`propriedade\` recebe o valor do \`operando\`,
se a \`condicao\` (opcional) valer. Propriedades com efeito: \`assunto\` (padrão: "Chamado criado
automaticamente - data"), \`fila\` (padrão \`N1::Service Desk\`), \`tipo\` (padrão \`Requisição de
Serviço\`), \`prioridade\` (padrão \`5 Muito Alto\`) e \`state\` (\`closed successful\` registra o
chamado já fechado); qualquer outro nome aparece no chamado como dado.

Operandos:

- \`{ tipo: variavel, campo: nome }\`: o valor de um campo preenchido (ou \`campo.valor\` /
  \`campo.texto\` de uma caixa de seleção);
- \`{ tipo: constante, classe: int | double | boolean | string, valor: … }\`: um valor fixo, que
  deve combinar com a classe;
- \`{ tipo: interpolacao, valor: 'texto com \${nome}' }\`: \`\${nome}\` é procurado primeiro nos
  campos do formulário, depois nas propriedades; \`$$\` escreve um \`$\`;
- \`{ tipo: mapeamento, mapa: nome-do-mapa, chave: '…' }\`: consulta um mapa do data hub (a chave
  aceita \`\${nome}\`).

\`\`\`yaml
nome: Operandos
inicial: pedido
telas:
  pedido:
    tipo: formulario
    titulo: Pedido
    campos:
      predio:
        tipo: caixaDeSelecao
        rotulo: Prédio
        opcoes: { chave: predios }
        mapeamento: predio
      sala:
        tipo: caixaDeTexto
        rotulo: Sala
        mapeamento: sala
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: fila-por-predio, chave: '\${predio.valor}' }
      - propriedade: assunto
        operando: { tipo: interpolacao, valor: 'Sala \${sala} do prédio \${predio.texto} (custo em $$)' }
      - propriedade: salaInformada
        operando: { tipo: variavel, campo: sala }
      - propriedade: prioridade
        operando: { tipo: constante, classe: string, valor: '3 Normal' }
      - propriedade: andar
        operando: { tipo: constante, classe: int, valor: 2 }
      - propriedade: fator
        operando: { tipo: constante, classe: double, valor: 1.5 }
      - propriedade: urgente
        operando: { tipo: constante, classe: boolean, valor: false }
\`\`\`

## Condições e fluxos

Uma condição **simples** compara dois operandos com \`comparador\`: \`<\`, \`<=\`, \`=\`, \`>=\`,
\`>\` ou \`!=\`. A igualdade é estrita: texto \`'2'\` e número \`2\` nunca são iguais. Uma condição
**composta** junta \`condicoes\` com \`operador\` \`and\`, \`or\` ou \`not\` (\`not\` usa só a
primeira condição).

\`fluxos\` de um formulário são avaliados em ordem: o primeiro cuja \`condicao\` vale (ou sem
condição) dá a próxima \`tela\`.

\`\`\`yaml
nome: Compra de software
inicial: licenca
telas:
  licenca:
    tipo: formulario
    titulo: Licença
    campos:
      programa:
        tipo: caixaDeSelecao
        rotulo: Programa
        opcoes:
          - { texto: Pacote de escritório, valor: escritorio }
          - { texto: Outro, valor: outro }
        mapeamento: programa
      valor:
        tipo: caixaDeTexto
        rotulo: Valor estimado (R$)
        validadores: [{ tipo: simples, formato: double }]
        mapeamento: valor
      usuarios:
        tipo: caixaDeTexto
        rotulo: Número de usuários
        validadores: [{ tipo: simples, formato: int }]
        mapeamento: usuarios
    atribuicoes:
      - propriedade: prioridade
        operando: { tipo: constante, classe: string, valor: '4 Alta' }
        condicao:
          tipo: simples
          comparador: '>='
          operando1: { tipo: variavel, campo: usuarios }
          operando2: { tipo: constante, classe: int, valor: 50 }
    fluxos:
      - tela: justificativa
        condicao:
          tipo: composta
          operador: or
          condicoes:
            - tipo: simples
              comparador: '>'
              operando1: { tipo: variavel, campo: valor }
              operando2: { tipo: constante, classe: double, valor: 800 }
            - tipo: composta
              operador: and
              condicoes:
                - tipo: simples
                  comparador: '='
                  operando1: { tipo: variavel, campo: programa.valor }
                  operando2: { tipo: constante, classe: string, valor: outro }
                - tipo: composta
                  operador: not
                  condicoes:
                    - tipo: simples
                      comparador: '<'
                      operando1: { tipo: variavel, campo: usuarios }
                      operando2: { tipo: constante, classe: int, valor: 5 }
      - tela: '#final'
        condicao:
          tipo: simples
          comparador: '!='
          operando1: { tipo: variavel, campo: programa.valor }
          operando2: { tipo: constante, classe: string, valor: outro }
      - tela: justificativa
        condicao:
          tipo: simples
          comparador: '<='
          operando1: { tipo: variavel, campo: usuarios }
          operando2: { tipo: constante, classe: int, valor: 0 }
  justificativa:
    tipo: formulario
    titulo: Justificativa
    campos:
      motivo:
        tipo: memorando
        rotulo: Por que este programa?
        mapeamento: motivo
        validadores: [{ tipo: naoVazio }]
    fluxos:
      - tela: '#final'
\`\`\`

## Encerrar sem chamado aberto

Além do **Sim** de um tutorial, uma atribuição de \`state\` com \`closed successful\` registra o
atendimento como resolvido.

\`\`\`yaml
nome: Dúvida rápida
inicial: resolveu
telas:
  resolveu:
    tipo: opcoes
    pergunta: A resposta da página inicial resolveu sua dúvida?
    opcoes:
      Sim, obrigado: encerrar
      Não: '#final'
  encerrar:
    tipo: formulario
    titulo: Que bom!
    campos:
      obrigado:
        tipo: texto
        texto: Vamos registrar o atendimento como resolvido.
    atribuicoes:
      - propriedade: state
        operando: { tipo: constante, classe: string, valor: closed successful }
      - propriedade: fila
        operando: { tipo: constante, classe: string, valor: 'N1::Autoatendimento' }
    fluxos:
      - tela: '#final'
\`\`\`

## Erros comuns

- **Chave com erro de digitação** (\`telasim\` em vez de \`telaSim\`): o Log de Erros sugere o nome
  certo, e a lâmpada no editor corrige com um clique.
- **Tela que não existe** em \`opcoes\`, \`telaSim\`, \`telaNao\`, \`tela\` ou \`inicial\`.
- **\`#final\` sem aspas**: em YAML, \`#\` começa um comentário; escreva \`'#final'\`.
- **Tela sem saída**: de toda tela deve ser possível chegar a \`'#final'\`.
- **Campo que não existe** em \`variavel\` ou em \`\${…}\`.
- **Constante que não combina com a classe** (\`classe: int, valor: 'dez'\`).

Antes de **Lançar Árvore**, o servidor verifica o texto de novo: só uma árvore sem erros vai para
o painel de atendimento, e a versão anterior fica guardada em **Versões lançadas**.
`;
