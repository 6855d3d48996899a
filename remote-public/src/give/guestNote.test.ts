import { validateGuestNote } from './guestNote';

describe('validateGuestNote (the server limits, told before sending)', () => {
  it('accepts nothing, 120 characters of name and 500 of message with line breaks and tabs', () => {
    expect(validateGuestNote({ giverName: '', message: '' })).toEqual({});
    expect(validateGuestNote({ giverName: 'a'.repeat(120), message: `${'b'.repeat(248)}\r\n\t${'c'.repeat(249)}` })).toEqual({});
  });

  it("refuses the 121st character of the name and the 501st of the message with the server's messages", () => {
    expect(validateGuestNote({ giverName: 'a'.repeat(121), message: 'b'.repeat(501) })).toEqual({
      giverName: 'Nome muito longo (máximo 120 caracteres).',
      message: 'A mensagem pode ter no máximo 500 caracteres.',
    });
  });

  it('refuses control characters: any in the name (a line break too), all but tab and line breaks in the message', () => {
    expect(validateGuestNote({ giverName: 'Ana\nMaria', message: 'Oi\u0007' })).toEqual({
      giverName: 'O texto contém caracteres inválidos.',
      message: 'O texto contém caracteres inválidos.',
    });
  });
});
