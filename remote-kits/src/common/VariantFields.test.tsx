import 'shared-contracts/testing/polyfills';
import { renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockLookups } from '../testing/fixtures';
import { NO_VARIANT, toggleVariants, VariantFields, type VariantChoice } from './VariantFields';

let spies: ReturnType<typeof mockLookups>;
beforeEach(() => {
  spies = mockLookups();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function Harness({ debounceMs = 300, take = 50, sort = 'asc', initial = NO_VARIANT }: { debounceMs?: number; take?: number; sort?: 'asc' | 'desc'; initial?: VariantChoice }) {
  const [value, setValue] = useState<VariantChoice>(initial);
  return (
    <>
      <VariantFields value={value} onChange={setValue} paging={{ take, sort }} debounceMs={debounceMs} showError />
      <output data-testid="choice">{JSON.stringify(value)}</output>
    </>
  );
}
const choice = () => JSON.parse(screen.getByTestId('choice').textContent!) as VariantChoice;
/** The text of the option the keyboard is on (Zag marks it `data-highlighted`), if any. */
const highlighted = () => screen.queryAllByRole('option').find((option) => option.hasAttribute('data-highlighted'))?.textContent;

describe("'Possui variantes?' with the size and colour lists (§2, §5 Kit, §9)", () => {
  it('turning variants off clears both choices', () => {
    const on = { variavel: true, tamanho: { Codigo: 8, Nome: '4 anos' }, cor: { Codigo: 1, Nome: 'Branco' } };
    expect(toggleVariants(on, false)).toEqual(NO_VARIANT);
    expect(toggleVariants(NO_VARIANT, true)).toEqual({ variavel: true, tamanho: null, cor: null });
  });

  it('shows the lists only when checked; neither chosen shows the message on both; choosing by keyboard and clearing work', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    expect(screen.queryByRole('combobox', { name: 'Tamanho' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(screen.getAllByText('Selecione Tamanho ou Cor')).toHaveLength(2);

    const size = screen.getByRole('combobox', { name: 'Tamanho' });
    await user.click(size);
    // natural order: P, 2 anos, 4 anos, 6 anos; the keys go once the whole list is there (on a
    // loaded machine the list can still be filling when the first option shows)
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['P', '2 anos', '4 anos', '6 anos']));
    // down the list until '4 anos' is highlighted (three presses; on a loaded machine a press that
    // lands while the list settles can leave the highlight where it was), then Enter
    for (let presses = 0; highlighted() !== '4 anos' && presses < 8; presses++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(choice().tamanho).toEqual({ Codigo: 8, Nome: '4 anos' });
    expect(size).toHaveValue('4 anos');
    expect(screen.queryByText('Selecione Tamanho ou Cor')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpar tamanho' }));
    expect(choice().tamanho).toBeNull();
    expect(size).toHaveValue('');

    const colour = screen.getByRole('combobox', { name: 'Cor' });
    await user.click(colour);
    await user.click(await screen.findByRole('option', { name: 'Azul Marinho' }));
    expect(choice()).toMatchObject({ variavel: true, cor: { Codigo: 16, Nome: 'Azul Marinho' } });

    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(choice()).toEqual(NO_VARIANT);
    await user.click(screen.getByRole('checkbox', { name: 'Possui variantes?' }));
    expect(screen.getByRole('combobox', { name: 'Cor' })).toHaveValue('');
  });

  it('asks the API once the typing stops for the debounce, with the page size and order, and says when nothing is found', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderScreen(<Harness debounceMs={250} take={100} sort="desc" initial={{ variavel: true, tamanho: null, cor: null }} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(spies.fetchColours).toHaveBeenCalledWith({ q: undefined, onlyActive: true, skip: 0, take: 100, orderBy: 'nome', sort: 'desc' });
    spies.fetchColours.mockClear();
    const colour = screen.getByRole('combobox', { name: 'Cor' });
    await user.click(colour);
    await user.paste('roxo');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(249);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(spies.fetchColours).not.toHaveBeenCalled();
    // at 250 ms the search settles; SWR starts the request on the next animation frame
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1 + 20);
    });
    expect(spies.fetchColours).toHaveBeenCalledTimes(1);
    expect(spies.fetchColours).toHaveBeenCalledWith(expect.objectContaining({ q: 'roxo', take: 100, sort: 'desc' }));
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Nenhuma cor encontrada')).toBeInTheDocument();
    expect(within(listbox).queryByRole('option')).not.toBeInTheDocument();
  });

  it("says 'Nenhum tamanho encontrado' for sizes", async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={{ variavel: true, tamanho: null, cor: null }} />);
    const size = screen.getByRole('combobox', { name: 'Tamanho' });
    await user.click(size);
    await user.type(size, 'xyz');
    expect(await screen.findByText('Nenhum tamanho encontrado')).toBeInTheDocument();
  });
});
