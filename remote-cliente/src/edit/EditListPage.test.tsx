import 'shared-contracts/testing/polyfills';
import { currentLocation, renderScreen, makeLista } from 'shared-contracts/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { customerCreds, customerSession } from '../common/testSession';

import { EditListPage } from './EditListPage';

const route = { route: '/cliente/lista/7/editar', path: '/cliente/lista/:id/editar', session: customerSession() };

let fetchList: jest.SpyInstance;
let update: jest.SpyInstance;
let uploadImage: jest.SpyInstance;
let setListImage: jest.SpyInstance;
beforeEach(() => {
  fetchList = jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista());
  update = jest.spyOn(areaApi, 'updateCustomerList').mockResolvedValue({ message: 'Lista atualizada com sucesso!' });
  uploadImage = jest.spyOn(areaApi, 'uploadImage').mockResolvedValue({ url: '/static/uploads/banner/nova.png', key: 'banner/nova.png' });
  setListImage = jest.spyOn(areaApi, 'setListImage').mockResolvedValue({ message: 'Imagem atualizada' });
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

/** The memory router has only the edit route: silence its warning about the list view address. */
const quietRouter = () => jest.spyOn(console, 'warn').mockImplementation(() => {});

const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });

async function openForm() {
  renderScreen(<EditListPage />, route);
  return screen.findByRole('textbox', { name: /Título/ });
}

describe('EditListPage (§2 Customer list edit, §5 Customer edit)', () => {
  it('fills the form with the title and the message to guests', async () => {
    const title = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Lista' })).toBeInTheDocument();
    expect(title).toHaveValue('Casamento Ana e Bruno');
    expect(screen.getByRole('textbox', { name: 'Mensagem para os convidados' })).toHaveValue('Celebre conosco nosso casamento.');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cliente/lista/7');
    expect(fetchList).toHaveBeenCalledWith(7, customerCreds);
  });

  it("shows 'Título é obrigatório' and 'Título muito longo' under the title and does not save", async () => {
    const user = userEvent.setup();
    const title = await openForm();
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');

    await user.click(title);
    await user.paste('a'.repeat(101));
    await user.tab();
    expect(await screen.findByText('Título muito longo')).toBeInTheDocument();
    expect(screen.queryByText('Título é obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await act(async () => {});
    expect(update).not.toHaveBeenCalled();
  });

  it("saves, toasts 'Lista atualizada com sucesso!' and returns to the list view", async () => {
    quietRouter();
    const user = userEvent.setup();
    const title = await openForm();
    await user.clear(title);
    await user.type(title, '  Casamento de Ana & Bruno ');
    const message = screen.getByRole('textbox', { name: 'Mensagem para os convidados' });
    await user.clear(message);
    await user.type(message, 'Esperamos vocês!');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(currentLocation()).toBe('/cliente/lista/7'));
    expect(update).toHaveBeenCalledWith(7, { ...customerCreds, titulo: 'Casamento de Ana & Bruno', descricao: 'Esperamos vocês!', aceitaValePresente: true });
    expect(await screen.findByText('Lista atualizada com sucesso!')).toBeInTheDocument();
  });

  it('disables the submit button while saving and sends an empty message as null', async () => {
    quietRouter();
    const user = userEvent.setup();
    let finish: (v: { message: string }) => void = () => {};
    update.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await openForm();
    await user.clear(screen.getByRole('textbox', { name: 'Mensagem para os convidados' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Salvando/ })).toBeDisabled());
    expect(update).toHaveBeenCalledWith(7, { ...customerCreds, titulo: 'Casamento Ana e Bruno', descricao: null, aceitaValePresente: true });
    await act(async () => finish({ message: 'ok' }));
    await waitFor(() => expect(currentLocation()).toBe('/cliente/lista/7'));
  });

  it("offers 'Aceitar vale-presente' from the list and sends it in the PATCH body", async () => {
    quietRouter();
    const user = userEvent.setup();
    fetchList.mockResolvedValue(makeLista({ aceitaValePresente: false }));
    await openForm();
    const box = screen.getByRole('checkbox', { name: 'Aceitar vale-presente' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Convidados podem dar crédito na loja online, enviado por e-mail para você.');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenLastCalledWith(7, expect.objectContaining({ aceitaValePresente: false }));
  });

  it("ticks 'Aceitar vale-presente' when the list does not say, and sends false once unticked by keyboard", async () => {
    quietRouter();
    const user = userEvent.setup();
    await openForm();
    const box = screen.getByRole('checkbox', { name: 'Aceitar vale-presente' });
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenLastCalledWith(7, { ...customerCreds, titulo: 'Casamento Ana e Bruno', descricao: 'Celebre conosco nosso casamento.', aceitaValePresente: false });
  });

  it("toasts 'Erro ao atualizar' with the server's message and stays on the form", async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: 'Apenas listas ativas podem ser editadas.' }));
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Erro ao atualizar')).toBeInTheDocument();
    expect(screen.getByText('Apenas listas ativas podem ser editadas.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/cliente/lista/7/editar');
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  });

  it("uploads a cover: uploadImage('banner') then setListImage, 'Enviando...' meanwhile, then 'Capa atualizada!'", async () => {
    const user = userEvent.setup();
    let finish: (v: { url: string; key: string }) => void = () => {};
    uploadImage.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await openForm();
    const input = screen.getByLabelText('Escolher imagem: Imagem de capa');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getAllByText('Escolher imagem')).toHaveLength(2);
    const file = png('capa.png');
    await user.upload(input, file);
    expect(await screen.findByText('Enviando...')).toBeInTheDocument();
    // the chosen file's name beside the button, and the input says which file it holds
    expect(screen.getByText('capa.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('capa.png');
    expect(uploadImage).toHaveBeenCalledWith('banner', file, 'capa.png', expect.any(Function));
    expect(setListImage).not.toHaveBeenCalled();
    // the bytes sent, as the browser reports them
    const reportProgress = uploadImage.mock.calls[0][3] as (fraction: number) => void;
    act(() => reportProgress(0.42));
    expect(screen.getByText('Enviando... 42%')).toBeInTheDocument();
    await act(async () => finish({ url: '/static/uploads/banner/nova.png', key: 'banner/nova.png' }));
    await waitFor(() => expect(setListImage).toHaveBeenCalledWith(7, { category: 'banner', url: '/static/uploads/banner/nova.png', key: 'banner/nova.png' }));
    expect(await screen.findByText('Capa atualizada!')).toBeInTheDocument();
    expect(screen.queryByText('Enviando...')).not.toBeInTheDocument();
    expect(screen.getByAltText('Pré-visualização da imagem de capa')).toHaveAttribute('src', 'http://assets.test/static/uploads/banner/nova.png');
  });

  it("uploads a profile photo and toasts 'Foto de perfil atualizada!'", async () => {
    const user = userEvent.setup();
    uploadImage.mockResolvedValue({ url: '/static/uploads/profile/eu.png', key: 'profile/eu.png' });
    await openForm();
    await user.upload(screen.getByLabelText('Escolher imagem: Foto de perfil'), png('eu.png'));
    expect(await screen.findByText('Foto de perfil atualizada!')).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledWith('profile', expect.any(File), 'eu.png', expect.any(Function));
    expect(setListImage).toHaveBeenCalledWith(7, { category: 'profile', url: '/static/uploads/profile/eu.png', key: 'profile/eu.png' });
    expect(uploadImage.mock.invocationCallOrder[0]).toBeLessThan(setListImage.mock.invocationCallOrder[0]!);
  });

  it("toasts 'Falha ao atualizar a foto do perfil' with the server's message when the upload fails", async () => {
    const user = userEvent.setup();
    uploadImage.mockRejectedValue(new ApiError('HTTP_ERROR', 413, 'Erro 413', { message: 'Arquivo muito grande' }));
    await openForm();
    await user.upload(screen.getByLabelText('Escolher imagem: Foto de perfil'), png('grande.png'));
    expect(await screen.findByText('Falha ao atualizar a foto do perfil')).toBeInTheDocument();
    expect(screen.getByText('Arquivo muito grande')).toBeInTheDocument();
    expect(setListImage).not.toHaveBeenCalled();
    expect(screen.getByAltText('Pré-visualização da foto de perfil')).toHaveAttribute('src', 'http://assets.test/uploads/foto.jpg');
  });

  it("toasts 'Falha no upload da capa' when recording the image on the list fails", async () => {
    const user = userEvent.setup();
    setListImage.mockRejectedValue(new ApiError('HTTP_ERROR', 500, 'Erro 500', { message: 'Não foi possível salvar a imagem' }));
    await openForm();
    await user.upload(screen.getByLabelText('Escolher imagem: Imagem de capa'), png('capa.png'));
    expect(await screen.findByText('Falha no upload da capa')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível salvar a imagem')).toBeInTheDocument();
  });

  it('refuses a file that is not an image without sending it', async () => {
    await openForm();
    const input = screen.getByLabelText('Escolher imagem: Imagem de capa');
    await userEvent.upload(input, new File(['x'], 'nota.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Selecione um arquivo de imagem.')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('shows a notice and no form for a list that is not ativo', async () => {
    fetchList.mockResolvedValue(makeLista({ status: 'arquivado' }));
    renderScreen(<EditListPage />, route);
    expect(await screen.findByText('Apenas listas ativas podem ser editadas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Escolher imagem: Imagem de capa')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cliente/lista/7');
  });

  it("shows 'Lista não encontrada' on a 404", async () => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    renderScreen(<EditListPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
  });
  it.each([403, 404])("answers another customer's list (HTTP %i) with 'Lista não encontrada' and no retry", async (status) => {
    fetchList.mockRejectedValue(new ApiError('HTTP_ERROR', status, `Erro ${status}`, { message: 'Acesso negado' }));
    renderScreen(<EditListPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/cliente/dashboard');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Título/ })).not.toBeInTheDocument();
  });
});

it('a cleared title is focused on submit and described by its error', async () => {
  const user = userEvent.setup();
  jest.spyOn(areaApi, 'fetchCustomerList').mockResolvedValue(makeLista());
  const update = jest.spyOn(areaApi, 'updateCustomerList');
  renderScreen(<EditListPage />, { route: '/cliente/lista/7/editar', path: '/cliente/lista/:id/editar', session: customerSession() });
  const title = await screen.findByRole('textbox', { name: /Título/ });
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
  await waitFor(() => expect(document.activeElement).toBe(title));
  // the error first, then the character counter
  await waitFor(() => expect(title).toHaveAccessibleDescription(/^Título é obrigatório\b/));
  expect(update).not.toHaveBeenCalled();
});
