import { describe, expect, it } from 'vitest';
import { withoutRepeatedGreeting } from './without-repeated-greeting';

describe('withoutRepeatedGreeting', () => {
  it('drops the reply’s greeting when the message already has one', () => {
    expect(withoutRepeatedGreeting('Olá, Ana! Troque a senha em senha.ufv.br.', 'Olá, Ana!\nVerificamos o ponto.')).toBe('Troque a senha em senha.ufv.br.');
    expect(withoutRepeatedGreeting('Bom dia!\nEsqueça a rede eduroam.', 'Oi, Ana.')).toBe('Esqueça a rede eduroam.');
  });

  it('keeps it in an empty message, or one that opens otherwise', () => {
    expect(withoutRepeatedGreeting('Olá, Ana! Troque a senha.', '')).toBe('Olá, Ana! Troque a senha.');
    expect(withoutRepeatedGreeting('Olá, Ana! Troque a senha.', 'Verificamos o ponto.')).toBe('Olá, Ana! Troque a senha.');
    // 'Oito' is no 'Oi'.
    expect(withoutRepeatedGreeting('Olá! Troque a senha.', 'Oito computadores sem rede.')).toBe('Olá! Troque a senha.');
  });
});
