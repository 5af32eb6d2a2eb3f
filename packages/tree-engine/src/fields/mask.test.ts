import { describe, expect, it } from 'vitest';
import { applyMask, maskDisplay, maskLength } from './mask';

describe('applyMask', () => {
  it('# takes digits and inserts the literals', () => {
    expect(applyMask('(##) #####-####', '31999998888')).toBe('(31) 99999-8888');
  });

  it('drops characters a slot refuses', () => {
    expect(applyMask('###.###', '1a2b3c4')).toBe('123.4');
  });

  it('X takes letters and digits, S letters only', () => {
    expect(applyMask('XX-SS', 'a1-2bc')).toBe('a1-bc');
  });

  it('A turns letters upper case and a lower case', () => {
    expect(applyMask('AAA-aaa', 'abcDEF')).toBe('ABC-def');
  });

  it('! escapes the next mask character as a literal', () => {
    expect(applyMask('!##', '5')).toBe('#5');
    expect(applyMask('!#!A#', '7')).toBe('#A7');
  });

  it('a typed literal is consumed, so masking twice changes nothing', () => {
    const once = applyMask('###.###.###-##', '123.456.789-01');
    expect(once).toBe('123.456.789-01');
    expect(applyMask('###.###.###-##', once)).toBe(once);
  });

  it('adds trailing literals once the last slot is filled', () => {
    expect(applyMask('(#)', '5')).toBe('(5)');
    expect(applyMask('(##)', '5')).toBe('(5');
  });

  it('is never longer than the mask', () => {
    expect(applyMask('##', '12345')).toBe('12');
  });

  it('an empty text stays empty', () => {
    expect(applyMask('(##)', '')).toBe('');
  });
});

describe('mask length and display', () => {
  it('escapes take no room in the length', () => {
    expect(maskLength('(##) #####-####')).toBe(15);
    expect(maskLength('!#!###')).toBe(4);
  });

  it('the display drops the escape marks', () => {
    expect(maskDisplay('!#!A#')).toBe('#A#');
  });

  it('a trailing ! stands for itself', () => {
    expect(maskDisplay('##!')).toBe('##!');
    expect(applyMask('##!', '12')).toBe('12!');
  });
});

describe('applyMask with nothing a slot accepts', () => {
  it('masks to the empty string instead of a lone leading literal', () => {
    expect(applyMask(' #', '!')).toBe('');
    expect(applyMask('(##) #####-####', 'abc')).toBe('');
  });

  it('keeps a typed leading literal only once a slot after it is filled', () => {
    expect(applyMask('(##) #####-####', '(')).toBe('');
    expect(applyMask('(##) #####-####', '(3')).toBe('(3');
  });
});
