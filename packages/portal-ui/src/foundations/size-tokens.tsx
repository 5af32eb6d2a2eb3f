import { breakpointPx, breakpoints } from '../styles/breakpoints';
import { parseTokens, tokenGroup } from '../styles/design-tokens';
import tokensCss from '../styles/tokens.css?raw';
import './foundations.css';

const tokens = parseTokens(tokensCss);

/** The type scale: each size token with a sample set in it. */
export function TypeScale() {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Token e valor</th>
          <th scope="col">Amostra</th>
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
            <td style={{ fontSize: `var(${token.name})`, lineHeight: 'var(--ch-line-height)' }}>Seu problema foi resolvido?</td>
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
