import type { FaqAttachment } from '@chamados/api-contract';

// A 1×1 PNG in the theme colour: small, real, and enough to show inline-image replacement.
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPIUNEEAAGGAQWx0oyvAAAAAElFTkSuQmCC';

/** Inline images reference attachments like Znuny's FAQ: `...;FileID=<n>`. */
const img = (itemId: number, fileId: number, alt: string) =>
  `<img src="index.pl?Action=CustomerFAQZoom;Subaction=DownloadAttachment;ItemID=${itemId};FileID=${fileId}" alt="${alt}">`;

const png = (FileID: number, Filename: string): FaqAttachment => ({ FileID, Filename, ContentType: 'image/png', Content: PIXEL_PNG });

/** FAQ items in the order of their ids (1, 2, 3, …): the example trees link /api/faq/1..3. */
export const seedFaq: { titulo: string; corpo: string; anexos: FaqAttachment[] }[] = [
  {
    titulo: 'Como conectar à rede eduroam',
    corpo: `<p>Para conectar à <strong>eduroam</strong>, use seu e-mail institucional completo como usuário e a senha do e-mail.</p>
<ol><li>Escolha a rede <em>eduroam</em>.</li><li>Método EAP: PEAP; autenticação de fase 2: MSCHAPV2.</li><li>Certificado de CA: "Usar certificados do sistema", domínio <code>ufv.br</code>.</li></ol>
<p>${img(1, 1, 'Tela de configuração da eduroam')}</p>
<p>Se a conexão cair com frequência, esqueça a rede e conecte de novo.</p>`,
    anexos: [png(1, 'eduroam-android.png')],
  },
  {
    titulo: 'Configurar o e-mail institucional no celular',
    corpo: `<p>Instale o aplicativo Gmail (Android ou iOS) e adicione a conta <strong>Google</strong> com seu e-mail @ufv.br.</p>
<p>${img(2, 1, 'Adicionar conta no aplicativo')}</p>
<p>Na tela de login da universidade, entre com a mesma senha do e-mail. A verificação em duas etapas pode ser pedida.</p>`,
    anexos: [png(1, 'adicionar-conta.png')],
  },
  {
    titulo: 'Instalar programas no computador pessoal',
    corpo: `<p>Estudantes e servidores podem baixar programas com licença institucional pelo portal de software.</p>
<ul><li>Microsoft 365: entre em office.com com o e-mail institucional.</li><li>Antivírus: use o Windows Defender, já incluído no Windows.</li><li>Programas livres: LibreOffice, R, Python, QGIS.</li></ul>
<p>${img(3, 1, 'Portal de software')}</p>`,
    anexos: [png(1, 'portal-software.png')],
  },
  {
    titulo: 'Cadastrar a impressora do laboratório',
    corpo: `<p>No Windows, abra <em>Configurações → Impressoras</em> e adicione <code>\\\\impressao.ufv.br\\lab</code>.</p>`,
    anexos: [],
  },
];
