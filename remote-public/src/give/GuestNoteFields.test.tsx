import 'shared-contracts/testing/polyfills';
import { renderScreen } from 'shared-contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestNoteFields } from './GuestNoteFields';
import { giveTexts } from './texts';
import { useGuestNote } from './useGuestNote';

/** The fields with a send button that runs `check`, as 'Comprar na loja online' does. */
function Note() {
  const form = useGuestNote();
  return (
    <>
      <GuestNoteFields form={form} texts={giveTexts} />
      <button type="button" onClick={() => form.check()}>
        Enviar
      </button>
    </>
  );
}

describe('focus on the first field that cannot be sent', () => {
  it('focuses the name before the message, each described by its error', async () => {
    const user = userEvent.setup();
    renderScreen(<Note />);
    const name = screen.getByRole('textbox', { name: /^Seu nome/ });
    const message = screen.getByRole('textbox', { name: /^Mensagem/ });
    await user.click(message);
    await user.paste('m'.repeat(501));
    await user.click(name);
    await user.paste('N'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nome muito longo (máximo 120 caracteres).'));

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(document.activeElement).toBe(message));
    // the error first, then the helper line and the counter
    await waitFor(() => expect(message).toHaveAccessibleDescription(/^A mensagem pode ter no máximo 500 caracteres\. Sua mensagem chega/));
  });
});
