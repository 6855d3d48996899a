import 'shared-contracts/testing/polyfills';
import { makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, superUser } from '../testing/users';
import { CreateListPage, EditListPage } from './ListFormPages';

beforeEach(() => {
  jest.spyOn(api, 'fetchCategories').mockResolvedValue([{ id: 1, nome: 'Casamento' }]);
  jest.spyOn(areaApi, 'fetchBranches').mockResolvedValue([{ id: 4, nome: 'Loja 4' }]);
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name });

describe('focus on the first invalid field after submit', () => {
  it('create: an empty submit focuses the customer code, described by its error', async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(areaApi, 'createList');
    renderScreen(<CreateListPage />, { route: '/funcionario/lista/criar', path: '/funcionario/lista/criar', session: signedIn(superUser) });
    await screen.findByRole('option', { name: 'Casamento' });
    await user.click(screen.getByRole('button', { name: 'Criar Lista' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Código do cliente')));
    await waitFor(() => expect(field('Código do cliente')).toHaveAccessibleDescription('Código do cliente é obrigatório'));
    expect(create).not.toHaveBeenCalled();
  });

  it('edit: a cleared title focuses the title, described by its error', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(
      makeLista({ id: 7, cli_for: { Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' } }),
    );
    const update = jest.spyOn(areaApi, 'updateList');
    renderScreen(<EditListPage />, { route: '/funcionario/lista/7/editar', path: '/funcionario/lista/:id/editar', session: signedIn(superUser) });
    await user.clear(await screen.findByRole('textbox', { name: 'Título' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Título')));
    await waitFor(() => expect(field('Título')).toHaveAccessibleDescription('Título é obrigatório'));
    expect(update).not.toHaveBeenCalled();
  });
});
