import 'shared-contracts/testing/polyfills';
import { currentLocation, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, superUser } from '../testing/users';
import { listFormValidation } from './listFormValues';
import { CreateListPage, EditListPage } from './ListFormPages';

beforeEach(() => {
  jest.spyOn(api, 'fetchCategories').mockResolvedValue([
    { id: 1, nome: 'Casamento' },
    { id: 2, nome: 'Chá de Bebê' },
  ]);
  jest.spyOn(areaApi, 'fetchBranches').mockResolvedValue([
    { id: 1, nome: 'Loja 1' },
    { id: 4, nome: 'Loja 4' },
  ]);
});
afterEach(() => {
  // The toaster is a module singleton: drop this test's toasts so the next test starts clean.
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

// Filling the whole form the way a person does takes a few seconds in jsdom.
jest.setTimeout(30_000);

const renderCreate = () =>
  renderScreen(<CreateListPage />, { route: '/funcionario/lista/criar', path: '/funcionario/lista/criar', session: signedIn(superUser) });
const renderEdit = (id = 7) =>
  renderScreen(<EditListPage />, { route: `/funcionario/lista/${id}/editar`, path: '/funcionario/lista/:id/editar', session: signedIn(superUser) });

/** Inputs by their accessible name (the '*' of required fields is aria-hidden). */
const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const valePresenteBox = () => screen.getByRole('checkbox', { name: 'Aceitar vale-presente' });

async function lookUp(user: UserEvent, label: string, code: string) {
  await user.clear(field(label));
  await user.type(field(label), code);
  await user.tab();
}

async function fillValidForm(user: UserEvent) {
  jest.spyOn(areaApi, 'fetchCliFor').mockResolvedValue({ Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' });
  jest.spyOn(areaApi, 'fetchSeller').mockResolvedValue({ Nome: 'Carla Souza' });
  await lookUp(user, 'Código do cliente', '12');
  await waitFor(() => expect(field('Nome do cliente')).toHaveValue('Maria Silva'));
  await lookUp(user, 'Código do vendedor', '3');
  await waitFor(() => expect(field('Nome do vendedor')).toHaveValue('Carla Souza'));
  await user.type(field('Título'), 'Casamento Ana e Bruno');
  await user.type(field('Local do evento'), 'Salão Azul');
  await screen.findByRole('option', { name: 'Casamento' });
  await user.selectOptions(select('Categoria'), 'Casamento');
  await screen.findByRole('option', { name: 'Visual Fashion Santana' });
  await user.selectOptions(select('Filial'), 'Visual Fashion Santana');
  await user.type(screen.getByLabelText(/^Data do evento/), '05032027');
  await user.type(field('Descrição'), 'Venha celebrar');
}

describe('list form validation (§5 Create list)', () => {
  it('marks the required fields with *', async () => {
    renderCreate();
    await screen.findByRole('option', { name: 'Casamento' });
    for (const label of ['Código do cliente', 'Nome do cliente', 'Código do vendedor', 'Nome do vendedor', 'Título', 'Local do evento']) {
      expect(field(label)).toBeRequired();
      expect(screen.getByText(label, { selector: 'label' })).toHaveTextContent(`${label}*`);
    }
    expect(select('Categoria')).toBeRequired();
    expect(select('Filial')).toBeRequired();
    expect(screen.getByLabelText(/^Data do evento/)).toBeRequired();
    expect(field('Descrição')).not.toBeRequired();
    expect(select('Privacidade')).toHaveValue('publico');
  });

  it('shows every message under its field and does not submit', async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(areaApi, 'createList');
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Criar Lista' }));
    for (const [label, message] of [
      ['Código do cliente', 'Código do cliente é obrigatório'],
      ['Código do vendedor', 'Código do vendedor é obrigatório'],
      ['Título', 'Título é obrigatório'],
      ['Local do evento', 'Local do evento é obrigatório'],
    ] as const) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(field(label)).toHaveAccessibleErrorMessage(message));
    }
    expect(screen.getByText('Categoria obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Filial obrigatória')).toBeInTheDocument();
    expect(screen.getByText('Data do evento é obrigatória')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(field('Título'), 'x'.repeat(101));
    expect(await screen.findByText('Título muito longo')).toBeInTheDocument();
    await user.clear(field('Título'));
    await user.type(field('Título'), 'x'.repeat(100));
    await waitFor(() => expect(screen.queryByText('Título muito longo')).not.toBeInTheDocument());
  });

  it("shows 'Email inválido' for a bad customer e-mail and does not save it", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchCliFor').mockResolvedValue({ Codigo: 12, Nome: 'Maria Silva', Email: null });
    const save = jest.spyOn(areaApi, 'updateCliForEmail');
    renderCreate();
    await lookUp(user, 'Código do cliente', '12');
    await waitFor(() => expect(field('Nome do cliente')).toHaveValue('Maria Silva'));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail do cliente' }), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("rejects an unknown privacy with 'Selecione uma privacidade válida'", async () => {
    await expect(listFormValidation.validateAt('privacidade', { privacidade: 'secreta' })).rejects.toThrow('Selecione uma privacidade válida');
    await expect(listFormValidation.validateAt('privacidade', { privacidade: 'apenas_convidados' })).resolves.toBe('apenas_convidados');
  });

  it("holds the API's text bounds under the fields (place 200, description 2000, mother and father 120)", async () => {
    await expect(listFormValidation.validateAt('localEvento', { localEvento: 'x'.repeat(201) })).rejects.toThrow('Local do evento muito longo (máximo 200 caracteres)');
    await expect(listFormValidation.validateAt('descricao', { descricao: 'x'.repeat(2001) })).rejects.toThrow('Descrição muito longa (máximo 2000 caracteres)');
    await expect(listFormValidation.validateAt('mae', { mae: 'x'.repeat(121) })).rejects.toThrow('Nome muito longo (máximo 120 caracteres)');
    await expect(listFormValidation.validateAt('pai', { pai: 'x'.repeat(120) })).resolves.toBe('x'.repeat(120));
  });
});

describe('customer and seller lookup (§5)', () => {
  it("toasts 'Código deve ser maior que 0' for code 0 and does not look it up", async () => {
    const user = userEvent.setup();
    const cliFor = jest.spyOn(areaApi, 'fetchCliFor');
    const seller = jest.spyOn(areaApi, 'fetchSeller');
    renderCreate();
    await lookUp(user, 'Código do cliente', '0');
    expect(await screen.findByText('Código deve ser maior que 0')).toBeInTheDocument();
    await lookUp(user, 'Código do vendedor', '0');
    await waitFor(() => expect(screen.getAllByText('Código deve ser maior que 0')).toHaveLength(2));
    expect(cliFor).not.toHaveBeenCalled();
    expect(seller).not.toHaveBeenCalled();
  });

  it('fills the read-only names and the e-mail when found', async () => {
    const user = userEvent.setup();
    const cliFor = jest.spyOn(areaApi, 'fetchCliFor').mockResolvedValue({ Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' });
    const seller = jest.spyOn(areaApi, 'fetchSeller').mockResolvedValue({ Nome: 'Carla Souza' });
    renderCreate();
    await lookUp(user, 'Código do cliente', '12');
    expect(cliFor).toHaveBeenCalledWith(12);
    expect(await screen.findByText('Cliente encontrado')).toBeInTheDocument();
    expect(field('Nome do cliente')).toHaveValue('Maria Silva');
    expect(field('Nome do cliente')).toHaveAttribute('readonly');
    expect(field('E-mail do cliente')).toHaveValue('maria@exemplo.com');
    expect(field('E-mail do cliente')).toHaveAttribute('readonly');
    await lookUp(user, 'Código do vendedor', '3');
    expect(seller).toHaveBeenCalledWith(3);
    expect(await screen.findByText('Vendedor encontrado')).toBeInTheDocument();
    expect(field('Nome do vendedor')).toHaveValue('Carla Souza');
    expect(field('Nome do vendedor')).toHaveAttribute('readonly');
  });

  it('toasts the failures and clears the names', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchCliFor').mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Cliente não encontrado' }));
    jest.spyOn(areaApi, 'fetchSeller').mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404'));
    renderCreate();
    await lookUp(user, 'Código do cliente', '99');
    expect(await screen.findByText('Erro ao buscar cliente. Verifique o código informado.')).toBeInTheDocument();
    expect(screen.getByText('Cliente não encontrado')).toBeInTheDocument();
    expect(field('Nome do cliente')).toHaveValue('');
    await lookUp(user, 'Código do vendedor', '98');
    expect(await screen.findByText('Erro ao buscar vendedor. Verifique o código informado.')).toBeInTheDocument();
    expect(field('Nome do vendedor')).toHaveValue('');
  });

  it("edits the customer e-mail after 'Editar' and saves it with 'Salvar'", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchCliFor').mockResolvedValue({ Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' });
    const save = jest.spyOn(areaApi, 'updateCliForEmail').mockRejectedValueOnce(new Error('falhou')).mockResolvedValueOnce({ message: 'ok' });
    renderCreate();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    await lookUp(user, 'Código do cliente', '12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const email = field('E-mail do cliente');
    expect(email).not.toHaveAttribute('readonly');
    await user.clear(email);
    await user.type(email, 'maria.silva@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(save).toHaveBeenCalledWith(12, 'maria.silva@exemplo.com');
    expect(await screen.findByText('Erro ao atualizar e-mail do cliente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('E-mail do cliente atualizado')).toBeInTheDocument();
    expect(field('E-mail do cliente')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });
});

describe('mother and father (§4: only for Chá de Bebê)', () => {
  it('shows Mãe and Pai for Chá de Bebê and clears them for another category', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByRole('option', { name: 'Chá de Bebê' });
    expect(screen.queryByRole('textbox', { name: 'Mãe' })).not.toBeInTheDocument();
    await user.selectOptions(select('Categoria'), 'Chá de Bebê');
    await user.type(await screen.findByRole('textbox', { name: 'Mãe' }), 'Joana');
    await user.type(field('Pai'), 'Pedro');
    await user.selectOptions(select('Categoria'), 'Casamento');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Mãe' })).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Pai' })).not.toBeInTheDocument();
    await user.selectOptions(select('Categoria'), 'Chá de Bebê');
    expect(await screen.findByRole('textbox', { name: 'Mãe' })).toHaveValue('');
    expect(field('Pai')).toHaveValue('');
  });
});

describe('CreateListPage (§2 Staff create list)', () => {
  it('creates the list and opens its edit screen', async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(areaApi, 'createList').mockResolvedValue({ lista: makeLista({ id: 55 }) });
    renderCreate();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/funcionario/dashboard');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar Lista' }));
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/lista/55/editar'));
    expect(create).toHaveBeenCalledWith({
      codigoCliFor: 12,
      clientName: 'Maria Silva',
      clientEmail: 'maria@exemplo.com',
      vendedorId: 3,
      vendedorName: 'Carla Souza',
      titulo: 'Casamento Ana e Bruno',
      descricao: 'Venha celebrar',
      categoriaId: 1,
      filialId: 4,
      dataEvento: '2027-03-05',
      localEvento: 'Salão Azul',
      privacidade: 'publico',
      mae: null,
      pai: null,
      aceitaValePresente: true,
    });
    expect(await screen.findByText('Lista criada com sucesso!')).toBeInTheDocument();
  });

  it("offers 'Aceitar vale-presente' ticked with its help text, and sends false once unticked", async () => {
    const user = userEvent.setup();
    const create = jest.spyOn(areaApi, 'createList').mockResolvedValue({ lista: makeLista({ id: 55 }) });
    renderCreate();
    const box = valePresenteBox();
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Convidados podem dar crédito na loja online, enviado por e-mail ao cliente.');
    await fillValidForm(user);
    // keyboard: Space on the focused control toggles it
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Criar Lista' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ titulo: 'Casamento Ana e Bruno', aceitaValePresente: false });
  });

  it("toasts 'Erro ao criar a lista' and stays", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'createList').mockRejectedValue(new ApiError('HTTP_ERROR', 400, 'Erro 400', { message: 'Cliente inválido' }));
    renderCreate();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar Lista' }));
    expect(await screen.findByText('Erro ao criar a lista')).toBeInTheDocument();
    expect(screen.getByText('Cliente inválido')).toBeInTheDocument();
    expect(currentLocation()).toBe('/funcionario/lista/criar');
  });
});

describe('EditListPage (§2 Staff edit list)', () => {
  const lista = makeLista({
    id: 7,
    categoriaId: 2,
    categorias: { id: 2, nome: 'Chá de Bebê' },
    filialId: 4,
    mae: 'Joana',
    pai: 'Pedro',
    privacidade: 'apenas_convidados',
    cli_for: { Codigo: 12, Nome: 'Maria Silva', Email: 'maria@exemplo.com' },
  });

  it('prefills the form, saves the changes and returns to the dashboard', async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    const cliFor = jest.spyOn(areaApi, 'fetchCliFor');
    const update = jest.spyOn(areaApi, 'updateList').mockResolvedValue({ message: 'ok' });
    renderEdit();
    expect(screen.getByText('Carregando lista...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Casamento Ana e Bruno');
    expect(field('Código do cliente')).toHaveValue('12');
    expect(field('Nome do cliente')).toHaveValue('Maria Silva');
    expect(field('E-mail do cliente')).toHaveValue('maria@exemplo.com');
    expect(field('Código do vendedor')).toHaveValue('3');
    expect(field('Nome do vendedor')).toHaveValue('Carla Souza');
    expect(field('Mãe')).toHaveValue('Joana');
    expect(field('Pai')).toHaveValue('Pedro');
    expect(screen.getByLabelText(/^Data do evento/)).toHaveValue('05/03/2027');
    expect(select('Privacidade')).toHaveValue('apenas_convidados');
    await waitFor(() => expect(select('Filial')).toHaveValue('4'));
    // Leaving the unchanged customer code does not look it up again.
    await user.click(field('Código do cliente'));
    await user.tab();
    expect(cliFor).not.toHaveBeenCalled();

    await user.clear(field('Título'));
    await user.type(field('Título'), 'Chá do Theo');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(currentLocation()).toBe('/funcionario/dashboard'));
    expect(update).toHaveBeenCalledWith(7, {
      codigoCliFor: 12,
      vendedorId: 3,
      titulo: 'Chá do Theo',
      descricao: 'Celebre conosco nosso casamento.',
      categoriaId: 2,
      filialId: 4,
      dataEvento: '2027-03-05',
      localEvento: 'Salão Azul, Macapá',
      privacidade: 'apenas_convidados',
      mae: 'Joana',
      pai: 'Pedro',
      aceitaValePresente: true,
      imagemCapa: '/uploads/capa.jpg',
      fotoLista: '/uploads/foto.jpg',
    });
    expect(await screen.findByText('Lista atualizada com sucesso!')).toBeInTheDocument();
  });

  it("loads 'Aceitar vale-presente' off from the list and sends it back, or true once ticked", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue({ ...lista, aceitaValePresente: false });
    const update = jest.spyOn(areaApi, 'updateList').mockResolvedValue({ message: 'ok' });
    const { unmount } = renderEdit();
    await screen.findByRole('textbox', { name: 'Título' });
    expect(valePresenteBox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ aceitaValePresente: false });
    unmount();

    renderEdit();
    await screen.findByRole('textbox', { name: 'Título' });
    await user.click(valePresenteBox());
    expect(valePresenteBox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1]).toMatchObject({ aceitaValePresente: true });
  });

  it("ticks 'Aceitar vale-presente' for a list whose answer does not say", async () => {
    const { aceitaValePresente: _omitted, ...unsaid } = lista;
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(unsaid);
    renderEdit();
    await screen.findByRole('textbox', { name: 'Título' });
    expect(valePresenteBox()).toBeChecked();
  });

  it("toasts 'Erro ao atualizar a lista' and stays", async () => {
    const user = userEvent.setup();
    jest.spyOn(areaApi, 'fetchList').mockResolvedValue(lista);
    jest.spyOn(areaApi, 'updateList').mockRejectedValue(new ApiError('NETWORK_ERROR', 0, 'Sem conexão'));
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Erro ao atualizar a lista')).toBeInTheDocument();
    expect(currentLocation()).toBe('/funcionario/lista/7/editar');
  });

  it('shows a load error with a retry when the list cannot be read', async () => {
    jest.spyOn(areaApi, 'fetchList').mockRejectedValue(new ApiError('HTTP_ERROR', 404, 'Erro 404', { message: 'Lista não encontrada' }));
    renderEdit();
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.getByText('Lista não encontrada')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
