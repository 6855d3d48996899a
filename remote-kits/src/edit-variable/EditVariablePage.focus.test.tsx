import 'shared-contracts/testing/polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { mockLookups } from '../testing/fixtures';
import { renderScreen } from 'shared-contracts/testing';
import type { EditVariableState } from 'shared-contracts';
import { EditVariablePage } from './EditVariablePage';

afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const product: EditVariableState = {
  nome: 'Camiseta Infantil Estampada',
  codigo: '900001',
  codigo_shopify: null,
  codigoGrade: '900001-1840',
  fotoUrl: null,
  preco: 59.9,
  quantidade: 2,
  descricao: '',
  tamanhoCodigoInicial: 8,
  corCodigoInicial: null,
  tamanhoNomeInicial: '4 anos',
  corNomeInicial: null,
};

describe('focus on the first invalid field after submit', () => {
  const render = () =>
    renderScreen(<EditVariablePage />, { route: { pathname: '/listas/7/itens/40/editar-variavel', state: product }, path: '/listas/:listaId/itens/:itemId/editar-variavel' });

  it('a quantity of 0 is focused and described by its error', async () => {
    const user = userEvent.setup();
    mockLookups();
    const update = jest.spyOn(areaApi, 'updateVariantItem');
    render();
    const quantity = screen.getByRole('spinbutton', { name: /Quantidade/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Limpar tamanho' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Quantidade deve ser maior que 0'));
    expect(update).not.toHaveBeenCalled();
  });

  it('with neither size nor colour, the size list is focused and described by its error', async () => {
    const user = userEvent.setup();
    mockLookups();
    const update = jest.spyOn(areaApi, 'updateVariantItem');
    render();
    await user.click(screen.getByRole('button', { name: 'Limpar tamanho' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const size = screen.getByRole('combobox', { name: 'Tamanho' });
    await waitFor(() => expect(document.activeElement).toBe(size));
    await waitFor(() => expect(size).toHaveAccessibleDescription('Selecione Tamanho ou Cor'));
    expect(update).not.toHaveBeenCalled();
  });
});
