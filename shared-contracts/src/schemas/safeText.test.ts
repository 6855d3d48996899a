/**
 * The texts the API stores refuse control characters and bidirectional controls (docs/product.md,
 * 'Forms, pickers and messages').
 */
import { CONTROL_CHAR_MESSAGE, MULTILINE_CONTROL, CONTROL, safeTextSchema } from './common';

const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('safeTextSchema', () => {
  it.each(BIDI.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))('refuses U+%s on one line and in a multiline text', (_, c) => {
    for (const schema of [safeTextSchema(100, 'longo'), safeTextSchema(500, 'longo', { multiline: true })]) {
      const result = schema.safeParse(`Lista ${c}de teste`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHAR_MESSAGE);
    }
    expect(CONTROL.test(c) && MULTILINE_CONTROL.test(c)).toBe(true);
  });

  it('keeps right-to-left letters, marks that are not overrides, accents and emoji', () => {
    for (const text of ['Casamento שלום', 'Chá de bebê مرحبا', 'Aniversário 🎉', 'a\u200fb']) {
      expect(safeTextSchema(100, 'longo').parse(text)).toBe(text);
    }
  });
});
