import { VIEWPORTS } from '../../.storybook/viewports';
import { breakpointPx, breakpoints } from '../styles/breakpoints';
import { parseTokens, tokenGroup } from '../styles/design-tokens';
import tokensCss from '../styles/tokens.css?raw';
import './foundations.css';

const tokens = parseTokens(tokensCss);

/** Where each size of the type scale is used. */
const TYPE_USE: Record<string, string> = {
  '--ch-font-size-xs': "contadores ('3 novos'), rótulos do grafo do fluxo",
  '--ch-font-size-sm': 'texto secundário, datas, código YAML, abas da barra superior',
  '--ch-font-size-md': 'texto corrido, campos, botões — o tamanho de base',
  '--ch-font-size-lg': 'títulos de seção e de diálogo, título do portal na barra',
  '--ch-font-size-heading': 'títulos longos (o título de um chamado é uma frase); cresce com a largura da tela',
  '--ch-font-size-xl': 'o título da página (h1); cresce com a largura da tela',
};

const NUMBER_WORDS = ['Nenhum', 'Um', 'Dois', 'Três', 'Quatro', 'Cinco', 'Seis', 'Sete', 'Oito', 'Nove', 'Dez', 'Onze', 'Doze'];

/** How many tokens a group has, in words ('Seis'), so the text never disagrees with tokens.css. */
export function TokenCount({ group }: { group: 'font-size' | 'space' }) {
  const count = tokenGroup(tokens, group).length;
  return <>{NUMBER_WORDS[count] ?? String(count)}</>;
}

/** The type scale: each size token, a sample set in it in the portal's own font, and where it is used. */
export function TypeScale() {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Token e valor</th>
          <th scope="col">Amostra (na fonte do portal)</th>
          <th scope="col">Onde</th>
        </tr>
      </thead>
      <tbody>
        {tokenGroup(tokens, 'font-size').map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
              <br />
              <code>{token.value}</code>
            </td>
            <td style={{ fontFamily: 'var(--ch-font-sans)', fontSize: `var(${token.name})`, lineHeight: 'var(--ch-line-height)' }}>Seu problema foi resolvido?</td>
            <td>{TYPE_USE[token.name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Tokens of one group (`space`, `radius`, `shadow`) drawn as what they are. */
export function SizeTokens({ group }: { group: 'space' | 'radius' | 'shadow' }) {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Token e valor</th>
          <th scope="col">Amostra</th>
        </tr>
      </thead>
      <tbody>
        {tokenGroup(tokens, group).map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
              <br />
              <code>{token.value}</code>
            </td>
            <td>
              {group === 'space' ? <div className="ch-fd-bar" style={{ width: `var(${token.name})` }} /> : null}
              {group === 'radius' ? <div className="ch-fd-box" style={{ borderRadius: `var(${token.name})`, borderColor: 'var(--ch-color-border-strong)' }} /> : null}
              {group === 'shadow' ? <div className="ch-fd-box" style={{ boxShadow: `var(${token.name})` }} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The other tokens (font family, line height, content width) as written. */
export function OtherTokens({ names }: { names: string[] }) {
  return (
    <table className="ch-fd-table">
      <tbody>
        {tokens
          .filter((token) => names.includes(token.name))
          .map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <code>{token.name}</code>
              </th>
              <td>
                <code>{token.value}</code>
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** The breakpoints of breakpoints.ts, the list every stylesheet's media queries are checked against. */
export function BreakpointTable() {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Largura</th>
          <th scope="col">O que muda</th>
        </tr>
      </thead>
      <tbody>
        {breakpoints.map((breakpoint) => (
          <tr key={breakpoint.rem}>
            <td>
              {breakpoint.direcao === 'max' ? 'abaixo de' : 'a partir de'} {String(breakpoint.rem).replace('.', ',')}rem ({breakpointPx(breakpoint)} px)
            </td>
            <td>{breakpoint.muda}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each of Storybook's viewports is for. */
const VIEWPORT_USE: Record<keyof typeof VIEWPORTS, string> = {
  telefonePequeno: 'os telefones mais estreitos (abaixo de 22rem)',
  telefone: 'o layout de telefone — as telas têm uma história No telefone',
  tablet: 'o primeiro passo acima do ponto de quebra',
  notebook: 'o formulário da árvore com editor e grafo lado a lado',
  desktop: 'a largura de referência',
};

/** Storybook's viewports (the Viewport button), read from .storybook/viewports.ts. */
export function ViewportTable() {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Viewport</th>
          <th scope="col">Largura</th>
          <th scope="col">Para ver</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((key) => (
          <tr key={key}>
            <td>{VIEWPORTS[key].name.replace(/ \(.*$/, '')}</td>
            <td>{VIEWPORTS[key].styles.width.replace('px', ' px')}</td>
            <td>{VIEWPORT_USE[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
