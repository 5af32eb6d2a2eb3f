import { colorRoles, contrastPairs, contrastRatio, parseTokens, tokenGroup } from '../styles/design-tokens';
import tokensCss from '../styles/tokens.css?raw';
import './foundations.css';

const tokens = parseTokens(tokensCss);
const valueOf = (name: string) => tokens.find((token) => token.name === name)?.value ?? '';

function Ratio({ ratio, minimum }: { ratio: number; minimum?: number }) {
  const text = `${ratio.toFixed(1).replace('.', ',')}:1`;
  if (minimum === undefined) return <>{text}</>;
  const passes = ratio >= minimum;
  return (
    <>
      {text} <span className={passes ? 'ch-fd-pass' : 'ch-fd-fail'}>{passes ? `passa (mín. ${minimum}:1)` : `falha (mín. ${minimum}:1)`}</span>
    </>
  );
}

/** Every colour token of tokens.css: swatch, name, value, use, and its contrast on white and on the page background. */
export function ColorTokens() {
  const surface = valueOf('--ch-color-surface');
  const background = valueOf('--ch-color-bg');
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Cor</th>
          <th scope="col">Token e valor</th>
          <th scope="col">Para quê</th>
          <th scope="col">Contraste sobre branco</th>
          <th scope="col">Contraste sobre o fundo da página</th>
        </tr>
      </thead>
      <tbody>
        {tokenGroup(tokens, 'color').map((token) => (
          <tr key={token.name}>
            <td>
              <div className="ch-fd-swatch" style={{ background: token.value }} />
            </td>
            <td>
              <code>{token.name}</code>
              <br />
              <code>{token.value}</code>
            </td>
            <td>{colorRoles[token.name]}</td>
            <td>
              <Ratio ratio={contrastRatio(token.value, surface)} />
            </td>
            <td>
              <Ratio ratio={contrastRatio(token.value, background)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The pairs the portal uses, as they look, with their ratio against the WCAG 2.2 AA minimum. */
export function ContrastPairs() {
  return (
    <table className="ch-fd-table">
      <thead>
        <tr>
          <th scope="col">Exemplo</th>
          <th scope="col">Texto ou traço</th>
          <th scope="col">Fundo</th>
          <th scope="col">Onde</th>
          <th scope="col">Contraste</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => (
          <tr key={`${pair.foreground} ${pair.background}`}>
            <td>
              <span style={{ display: 'inline-block', padding: '0.25rem 0.5rem', color: valueOf(pair.foreground), background: valueOf(pair.background), border: `3px solid ${valueOf(pair.foreground)}` }}>
                Chamados
              </span>
            </td>
            <td>
              <code>{pair.foreground}</code>
            </td>
            <td>
              <code>{pair.background}</code>
            </td>
            <td>{pair.use}</td>
            <td>
              <Ratio ratio={contrastRatio(valueOf(pair.foreground), valueOf(pair.background))} minimum={pair.minimum} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
