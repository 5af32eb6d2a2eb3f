import type { SearchableService } from '../src/search/service-documents';
import { searchServices, searchTrees } from './search-trees';

/**
 * The FAQ articles the demo trees' `otrs` tutorials show (apps/server's seed FAQ, as plain text),
 * by tutorial screen: what the public list would send as each tree's `artigos`.
 */
export const demoArticles: Record<string, { tela: string; titulo: string; texto: string }[]> = {
  'Rede sem fio (Wi-Fi e eduroam)': [
    {
      tela: 'tutorial-eduroam-windows',
      titulo: 'Como conectar à rede eduroam',
      texto:
        'Para conectar à eduroam, use seu e-mail institucional completo como usuário e a senha do e-mail. Escolha a rede eduroam. Método EAP: PEAP; autenticação de fase 2: MSCHAPV2. Certificado de CA: "Usar certificados do sistema", domínio ufv.br. Se a conexão cair com frequência, esqueça a rede e conecte de novo.',
    },
  ],
  'E-mail institucional e senha': [
    {
      tela: 'tutorial-celular',
      titulo: 'Configurar o e-mail institucional no celular',
      texto:
        'Instale o aplicativo Gmail (Android ou iOS) e adicione a conta Google com seu e-mail @ufv.br. Na tela de login da universidade, entre com a mesma senha do e-mail. A verificação em duas etapas pode ser pedida.',
    },
  ],
  'Instalação de software': [
    {
      tela: 'tutorial-pessoal',
      titulo: 'Instalar programas no computador pessoal',
      texto:
        'Estudantes e servidores podem baixar programas com licença institucional pelo portal de software. Microsoft 365: entre em office.com com o e-mail institucional. Antivírus: use o Windows Defender, já incluído no Windows. Programas livres: LibreOffice, R, Python, QGIS.',
    },
  ],
};

/** The demo and fixture trees as list items, each with the articles its tutorials show. */
export const servicesWithArticles = (): SearchableService[] =>
  searchServices(searchTrees).map((service) => ({ ...service, ...(demoArticles[service.nome] ? { artigos: demoArticles[service.nome] } : {}) }));
