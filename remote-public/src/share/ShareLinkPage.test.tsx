import 'shared-contracts/testing/polyfills';
import { currentLocation, renderScreen } from 'shared-contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from 'shared-contracts';
import { ShareLinkPage } from './ShareLinkPage';

let fetchShareList: jest.SpyInstance;
beforeEach(() => {
  fetchShareList = jest.spyOn(api, 'fetchShareList').mockResolvedValue({ slug: 'casamento-ana' });
});
afterEach(() => jest.restoreAllMocks());

const open = (address: string) => renderScreen(<ShareLinkPage />, { route: address, path: '/share/lista/:id' });

describe('ShareLinkPage (§2 share link /share/lista/{id})', () => {
  it('replaces the address with /lista/{slug} of a public list, keeping the query', async () => {
    open('/share/lista/12?utm_source=whatsapp');
    expect(screen.getByText('Abrindo a lista...')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/lista/casamento-ana?utm_source=whatsapp'));
    expect(fetchShareList).toHaveBeenCalledWith(12);
  });

  it("shows the not-found page when the API does not resolve the id (private, archived or missing)", async () => {
    fetchShareList.mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    open('/share/lista/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina não encontrada!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(currentLocation()).toBe('/share/lista/3');
    expect(fetchShareList).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page without asking for an id that is not a strict positive integer', () => {
    for (const id of ['0', '1e3', 'abc', '2147483648', '-4']) {
      const { unmount } = open(`/share/lista/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Pagina não encontrada!' })).toBeInTheDocument();
      unmount();
    }
    expect(fetchShareList).not.toHaveBeenCalled();
  });

  it('offers a retry when the API cannot be reached', async () => {
    const user = userEvent.setup();
    fetchShareList.mockRejectedValueOnce(new ApiError('NETWORK_ERROR', 0, 'Não foi possível conectar ao servidor. Verifique sua conexão.'));
    open('/share/lista/12');
    expect(await screen.findByText('Não foi possível abrir a lista.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(currentLocation()).toBe('/lista/casamento-ana'));
  });
});
