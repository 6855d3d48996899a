import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenComponent } from 'shared-contracts';
import { testConfig } from 'shared-contracts/testing';
import { answerHeldPress } from './answerPress';

/** A control the page loader holds: marked pressed and busy. */
function heldButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Presentear';
  button.setAttribute('data-lp-held', '');
  button.setAttribute('aria-busy', 'true');
  document.body.appendChild(button);
  return button;
}

/** A screen whose `answerPress` gives `answer` (a dialog that closes itself, by default). */
function screenAnswering(answer: ScreenComponent['answerPress']): ScreenComponent {
  return Object.assign(() => null, { answerPress: answer });
}

const dialog = jest.fn(async () => (close: () => void) => (
  <div role="dialog" aria-label="Revise o seu presente">
    <button onClick={close}>Fechar</button>
  </div>
));

beforeEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
  dialog.mockClear();
});

describe('a held press answered before the app takes the page over (docs/decisions/048)', () => {
  it("renders the screen's answer at once and takes the press from the page loader; its root goes when it closes", async () => {
    const button = heldButton();
    const data = { chave: { titulo: 'Lista' } };
    await act(async () => expect(await answerHeldPress(screenAnswering(dialog), testConfig, data)).toBe(true));
    expect(dialog).toHaveBeenCalledWith(button, { data });
    expect(screen.getByRole('dialog', { name: 'Revise o seu presente' })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-lp-held');
    expect(button).not.toHaveAttribute('aria-busy');
    const children = document.body.children.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.children).toHaveLength(children - 1);
  });

  it("brings no global styles of its own: the page's as sent are not moved, and none is added", async () => {
    // the server's global styles, as Emotion's SSR names them (the page's providers adopt them)
    const sent = document.createElement('style');
    sent.setAttribute('data-emotion', 'css-global 1x2y3z');
    sent.textContent = 'body{margin:0}';
    document.head.appendChild(sent);
    const after = document.createElement('meta');
    document.head.appendChild(after);
    const globals = () => document.querySelectorAll('style[data-emotion^="css-global"]');
    heldButton();
    await act(async () => expect(await answerHeldPress(screenAnswering(dialog), testConfig, {})).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Revise o seu presente' })).toBeInTheDocument();
    expect(globals()).toHaveLength(1);
    expect(sent.nextElementSibling).toBe(after);
    expect(sent.getAttribute('data-emotion')).toBe('css-global 1x2y3z');
    sent.remove();
    after.remove();
  });

  it('leaves the press to the page when nothing is held, the screen does not answer, or asking fails', async () => {
    expect(await answerHeldPress(screenAnswering(dialog), testConfig, {})).toBe(false);
    expect(dialog).not.toHaveBeenCalled();

    const button = heldButton();
    expect(await answerHeldPress(undefined, testConfig, {})).toBe(false);
    expect(await answerHeldPress(screenAnswering(async () => null), testConfig, {})).toBe(false);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answerHeldPress(screenAnswering(() => Promise.reject(new Error('chunk'))), testConfig, {})).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    // still held: the page loader gives its click back once the app runs
    expect(button).toHaveAttribute('data-lp-held');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('goes on without an answer that does not come in time, and still renders it later while the press is held', async () => {
    const button = heldButton();
    let give: (answer: (close: () => void) => JSX.Element) => void = () => undefined;
    const late = screenAnswering(() => new Promise((resolve) => (give = resolve)));
    expect(await answerHeldPress(late, testConfig, {}, { waitMs: 5 })).toBe(false);
    expect(button).toHaveAttribute('data-lp-held');
    await act(async () => {
      give(() => <div role="dialog" aria-label="Revise o seu presente" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('dialog', { name: 'Revise o seu presente' })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-lp-held');
  });

  it('drops an answer that comes after the page had the press (its mark gone)', async () => {
    const button = heldButton();
    let give: (answer: (close: () => void) => JSX.Element) => void = () => undefined;
    const late = screenAnswering(() => new Promise((resolve) => (give = resolve)));
    expect(await answerHeldPress(late, testConfig, {}, { waitMs: 5 })).toBe(false);
    // the page loader gave the click back once the app ran
    button.removeAttribute('data-lp-held');
    await act(async () => {
      give(() => <div role="dialog" aria-label="Revise o seu presente" />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the answer's styles", () => {
  it("never asks the system for its global styles' text (written only for the page's own providers)", async () => {
    await jest.isolateModulesAsync(async () => {
      const { system } = await import('shared-contracts/chakra');
      const read = jest.spyOn(system, '_global', 'get');
      const fresh = await import('./answerPress');
      heldButton();
      await act(async () => expect(await fresh.answerHeldPress(screenAnswering(dialog), testConfig, {})).toBe(true));
      expect(screen.getByRole('dialog', { name: 'Revise o seu presente' })).toBeInTheDocument();
      expect(read).not.toHaveBeenCalled();
      read.mockRestore();
    });
  });
});
