/** Decodes base64 that arrives in pieces of any length: whole 4-character groups go out at once. */
export class Base64Decoder {
  private pending = '';

  push(text: string): Buffer {
    const all = this.pending + text.replace(/[^A-Za-z0-9+/=]/g, '');
    const whole = all.length - (all.length % 4);
    this.pending = all.slice(whole);
    return Buffer.from(all.slice(0, whole), 'base64');
  }

  end(): Buffer {
    const rest = this.pending;
    this.pending = '';
    return Buffer.from(rest, 'base64');
  }
}
