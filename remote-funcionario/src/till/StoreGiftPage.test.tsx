import 'shared-contracts/testing/polyfills';
import { currentLocation, makeItem, makeKit, makeLista, renderScreen } from 'shared-contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, PERMISSIONS, type AuthUser, type Lista } from 'shared-contracts';
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';
import type { StoreGift, TillListSummary } from 'shared-contracts/area-api';
import { areaApi } from 'shared-contracts/area-api';
import { toaster } from 'shared-contracts/ui';
import { signedIn, staffWith } from '../testing/users';
import { StoreGiftPage } from './StoreGiftPage';

const MINUTE = 60_000;
/** 'HH:MM' in the local time zone, computed without Intl (the screen uses Intl). */
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

const summary = (id: number, titulo: string, over: Partial<TillListSummary> = {}): TillListSummary => ({
  id,
  titulo,
  dataEvento: '2027-03-05T00:00:00.000Z',
  status: 'ativo',
  filial: 'Loja Centro',
  cliente: 'Maria Silva',
  ...over,
});

const registro = (over: Partial<StoreGift> = {}): StoreGift => ({
  id: 50,
  listaId: 7,
  listaProdutoId: 11,
  kitId: null,
  presente: 'Jogo de Panelas',
  valor: 350,
  nome: 'Carlos Lima',
  email: null,
  mensagem: null,
  filial: { id: 4, nome: 'Loja Sul' },
  numeroVenda: 'V-123',
  registradoPor: 'Bruno Vendas',
  registradoEm: new Date().toISOString(),
  desfeitoPor: null,
  desfeitoEm: null,
  podeDesfazer: true,
  ...over,
});

const heldUntil = inMinutes(45);
/** Loose: available, given, held, hold ended; kits: given, held (a member), partly given. */
const tillLista = (over: Partial<Lista> = {}): Lista =>
  makeLista({
    id: 7,
    filialId: 1,
    cli_for: { Codigo: 12, Nome: 'Maria Silva' },
    produtosAvulsos: [
      makeItem(11, {}, { nome: 'Jogo de Panelas', precos: [{ Preco: 350 }] }),
      makeItem(12, { vendido: true }, { nome: 'Liquidificador' }),
      makeItem(13, { reservadoAte: heldUntil }, { nome: 'Cafeteira' }),
      makeItem(14, { reservadoAte: inMinutes(-5) }, { nome: 'Torradeira' }),
    ],
    kits: [
      makeKit(1, makeItem(21, { vendido: true }), [makeItem(22, { vendido: true })], 'Kit Banho'),
      makeKit(2, makeItem(31), [makeItem(32, { reservadoAte: heldUntil })], 'Kit Cozinha'),
      makeKit(3, makeItem(41, { quantidade: 2 }, { precos: [{ Preco: 10 }] }), [makeItem(42, { vendido: true }, { precos: [{ Preco: 5.5 }] })], 'Kit Mesa'),
    ],
    ...over,
  });

const staff: AuthUser = { ...staffWith(PERMISSIONS.registrarPresenteLoja), filialId: 4 };

let search: jest.SpyInstance;
let fetchTill: jest.SpyInstance;
let register: jest.SpyInstance;
let undo: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchBranches').mockResolvedValue([
    { id: 1, nome: 'Loja Centro' },
    { id: 4, nome: 'Loja Sul' },
  ]);
  search = jest.spyOn(areaApi, 'searchTillLists').mockResolvedValue({ listas: [summary(7, 'Casamento Ana e Bruno')] });
  fetchTill = jest.spyOn(areaApi, 'fetchTillList').mockResolvedValue({ lista: tillLista(), registros: [] });
  register = jest.spyOn(areaApi, 'registerStoreGift').mockResolvedValue({ message: 'Presente registrado.', registro: registro() });
  undo = jest.spyOn(areaApi, 'undoStoreGift');
});
afterEach(() => {
  act(() => toaster.remove());
  jest.restoreAllMocks();
});

const render = (route = '/funcionario/presente-na-loja', user: AuthUser = staff) =>
  renderScreen(<StoreGiftPage />, { route, path: '/funcionario/presente-na-loja', session: signedIn(user) });
const gift = (name: string) => screen.getByRole('article', { name });
const openList = async () => {
  render('/funcionario/presente-na-loja?lista=7');
  await screen.findByRole('heading', { level: 2, name: 'Casamento Ana e Bruno' });
};
const openDialog = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(gift(name)).getByRole('button', { name: `Registrar presente: ${name}` }));
  return screen.findByRole('dialog', { name: 'Registrar presente' });
};

describe('StoreGiftPage: search', () => {
  it('opens the only list found, with Enter, and shows its header', async () => {
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Presente na loja' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código da lista' }), ' 7 {Enter}');
    expect(search).toHaveBeenCalledWith('7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Casamento Ana e Bruno' })).toBeInTheDocument();
    expect(fetchTill).toHaveBeenCalledWith(7);
    expect(currentLocation()).toBe('/funcionario/presente-na-loja?lista=7');
    expect(screen.getByText('Maria Silva')).toBeInTheDocument();
    expect(screen.getByText('05/03/2027')).toBeInTheDocument();
    expect(screen.getByText('Ativa')).toBeInTheDocument();
  });

  it('offers the lists found when there are several, and opens the chosen one', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue({
      listas: [summary(7, 'Casamento Ana e Bruno'), summary(9, 'Casamento Zeca', { cliente: 'José Lima', status: 'arquivado', filial: 'Loja Sul' })],
    });
    render();
    await user.type(screen.getByRole('textbox', { name: 'Código da lista' }), 'Casamento');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const choices = await screen.findByRole('list', { name: '2 listas encontradas: escolha uma' });
    const zeca = within(choices).getByRole('button', { name: /Casamento Zeca/ });
    for (const text of ['#9', 'José Lima', '05/03/2027', 'Loja Sul', 'Arquivada']) expect(within(zeca).getByText(text)).toBeInTheDocument();
    expect(fetchTill).not.toHaveBeenCalled();
    await user.click(zeca);
    await waitFor(() => expect(fetchTill).toHaveBeenCalledWith(9));
    expect(screen.queryByRole('list', { name: /listas encontradas/ })).not.toBeInTheDocument();
  });

  it('says in the page when no list matches', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue({ listas: [] });
    render();
    await user.type(screen.getByRole('textbox', { name: 'Código da lista' }), 'Inexistente{Enter}');
    expect(await screen.findByText('Nenhuma lista encontrada com este código ou título.')).toHaveAttribute('role', 'status');
    expect(fetchTill).not.toHaveBeenCalled();
  });

  it('asks for the code or title when the field is empty, on the field, and does not search', async () => {
    const user = userEvent.setup();
    render();
    const field = screen.getByRole('textbox', { name: 'Código da lista' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Informe o código ou o título da lista'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('StoreGiftPage: the list at the till', () => {
  it("shows each gift's state: given, held online until HH:MM (local) or available, kits included", async () => {
    await openList();
    const states: Array<[string, string, boolean]> = [
      ['Jogo de Panelas', 'Disponível', true],
      ['Liquidificador', 'Presenteado', false],
      ['Cafeteira', `Reservado online até ${hhmm(heldUntil)}`, false],
      ['Torradeira', 'Disponível', true],
      ['Kit Banho', 'Presenteado', false],
      ['Kit Cozinha', `Reservado online até ${hhmm(heldUntil)}`, false],
      ['Kit Mesa', 'Disponível', true],
    ];
    for (const [name, state, registrable] of states) {
      const card = gift(name);
      expect(within(card).getByText(state)).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /^Registrar presente/ }) !== null).toBe(registrable);
    }
    // a kit's price: unit price × quantity of its products (10 × 2 + 5.50 × 1), and its items
    expect(within(gift('Kit Mesa')).getByText('R$ 25,50')).toBeInTheDocument();
    expect(within(gift('Kit Mesa')).getByRole('list', { name: 'Itens do kit Kit Mesa' })).toHaveTextContent('Produto 41 · Quantidade: 2');
    expect(within(gift('Jogo de Panelas')).getByText('R$ 350,00')).toBeInTheDocument();
  });

  it('shows an archived list with its message and no register button', async () => {
    fetchTill.mockResolvedValue({ lista: tillLista({ status: 'arquivado' }), registros: [] });
    await openList();
    expect(screen.getByText('Esta lista está arquivada: não é possível registrar presentes nela.')).toBeInTheDocument();
    expect(screen.getByText('Arquivada')).toBeInTheDocument();
    expect(within(gift('Jogo de Panelas')).getByText('Disponível')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Registrar presente/ })).not.toBeInTheDocument();
  });
});

describe('StoreGiftPage: registering a gift', () => {
  it('sends the trimmed texts, leaves out the empty optional fields, toasts and refreshes the list', async () => {
    const user = userEvent.setup();
    await openList();
    const dialog = await openDialog(user, 'Jogo de Panelas');
    expect(within(dialog).getByText('Jogo de Panelas (R$ 350,00)')).toBeInTheDocument();
    // the staff member's branch by default
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Filial' })).toHaveValue('4'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' }), '  Carlos Lima  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Número da venda' }), ' V-123 ');
    const calls = fetchTill.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith(7, { listaProdutoId: 11, nome: 'Carlos Lima', filialId: 4, numeroVenda: 'V-123' });
    expect(await screen.findByText('Presente registrado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fetchTill.mock.calls.length).toBeGreaterThan(calls));
  });

  it("registers a kit by its anchor, with every field and the list's branch when the staff member has none", async () => {
    const user = userEvent.setup();
    render('/funcionario/presente-na-loja?lista=7', staffWith(PERMISSIONS.registrarPresenteLoja));
    await screen.findByRole('heading', { level: 2, name: 'Casamento Ana e Bruno' });
    const dialog = await openDialog(user, 'Kit Mesa');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Filial' })).toHaveValue('1'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), ' ana@exemplo.com ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensagem' }), ' Felicidades! ');
    expect(within(dialog).getByText('14/500')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Filial' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(7, { listaProdutoId: 41, nome: 'Ana', email: 'ana@exemplo.com', mensagem: 'Felicidades!', filialId: 4 }),
    );
  });

  it("toasts the API's message on a 409, keeps what was typed and refreshes the list", async () => {
    const user = userEvent.setup();
    register.mockRejectedValue(new ApiError('HTTP_ERROR', 409, 'Erro 409', { message: 'Este presente já foi dado. Atualize a lista.' }));
    await openList();
    const dialog = await openDialog(user, 'Jogo de Panelas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' }), 'Carlos');
    const calls = fetchTill.mock.calls.length;
    fetchTill.mockResolvedValue({ lista: tillLista({ produtosAvulsos: [makeItem(11, { vendido: true }, { nome: 'Jogo de Panelas' })] }), registros: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Este presente já foi dado. Atualize a lista.')).toBeInTheDocument();
    expect(screen.queryByText('Presente registrado.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Registrar presente' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' })).toHaveValue('Carlos');
    await waitFor(() => expect(fetchTill.mock.calls.length).toBeGreaterThan(calls));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(gift('Jogo de Panelas')).getByText('Presenteado')).toBeInTheDocument();
    expect(within(gift('Jogo de Panelas')).queryByRole('button', { name: /^Registrar presente/ })).not.toBeInTheDocument();
  });

  it('shows the messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await openList();
    const dialog = await openDialog(user, 'Jogo de Panelas');
    const name = within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'nao-e-email');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nome de quem presenteou é obrigatório'));
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail inválido'));

    await user.click(name);
    await user.paste('x'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Nome muito longo (máximo 120 caracteres)'));
    await user.clear(name);
    await user.type(name, 'Carlos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(document.activeElement).toBe(email));

    await user.clear(email);
    const message = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    await user.click(message);
    await user.paste('a'.repeat(501));
    await user.click(within(dialog).getByRole('textbox', { name: 'Número da venda' }));
    await user.paste('9'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(document.activeElement).toBe(message));
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('A mensagem pode ter no máximo 500 caracteres.')));
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Número da venda' })).toHaveAccessibleDescription('Número da venda muito longo (máximo 40 caracteres)'));
    expect(register).not.toHaveBeenCalled();
  });
});

describe("StoreGiftPage: 'Registros de hoje'", () => {
  it('lists the day’s registrations, the undone ones with who undid them and when', async () => {
    const undoneAt = new Date().toISOString();
    fetchTill.mockResolvedValue({
      lista: tillLista(),
      registros: [
        registro(),
        registro({ id: 49, presente: 'Kit Banho', nome: 'Rita', numeroVenda: null, desfeitoPor: 'Ana Admin', desfeitoEm: undoneAt, podeDesfazer: false }),
        registro({ id: 10, presente: 'Vaso antigo', registradoEm: new Date(Date.now() - 3 * 24 * 60 * MINUTE).toISOString(), podeDesfazer: false }),
      ],
    });
    await openList();
    const section = screen.getByRole('region', { name: 'Registros de hoje' });
    const rows = within(section).getAllByTestId('till-record');
    expect(rows).toHaveLength(2);
    for (const text of ['Jogo de Panelas', 'Carlos Lima', 'Loja Sul', 'V-123', 'Bruno Vendas', hhmm(registro().registradoEm)]) {
      expect(within(rows[0] as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    expect(within(rows[1] as HTMLElement).getByText(`Desfeito por Ana Admin às ${hhmm(undoneAt)}`)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Desfazer/ })).not.toBeInTheDocument();
    expect(within(section).queryByText('Vaso antigo')).not.toBeInTheDocument();
  });

  it('undoes a registration after confirming, toasts the API message and refreshes the list', async () => {
    const user = userEvent.setup();
    fetchTill.mockResolvedValue({ lista: tillLista(), registros: [registro()] });
    undo.mockResolvedValue({ message: 'Registro desfeito: o presente está disponível novamente.', registro: registro({ podeDesfazer: false }) });
    await openList();
    await user.click(screen.getByRole('button', { name: 'Desfazer registro: Jogo de Panelas, de Carlos Lima' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Desfazer registro?' });
    expect(within(dialog).getByText(/"Jogo de Panelas", presenteado por Carlos Lima/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(undo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Desfazer registro: Jogo de Panelas, de Carlos Lima' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Desfazer registro?' });
    const calls = fetchTill.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledWith(50);
    expect(await screen.findByText('Registro desfeito: o presente está disponível novamente.')).toBeInTheDocument();
    await waitFor(() => expect(fetchTill.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows one outcome at a time: 'Registro desfeito…' replaces 'Presente registrado.', and a refusal replaces that", async () => {
    const user = userEvent.setup();
    undo.mockResolvedValue({ message: 'Registro desfeito: o presente está disponível novamente.', registro: registro({ podeDesfazer: false }) });
    await openList();
    const dialog = await openDialog(user, 'Jogo de Panelas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome de quem presenteou' }), 'Carlos Lima');
    fetchTill.mockResolvedValue({ lista: tillLista(), registros: [registro()] });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Presente registrado.')).toBeInTheDocument();
    const undoOnce = async () => {
      await user.click(await screen.findByRole('button', { name: 'Desfazer registro: Jogo de Panelas, de Carlos Lima' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Desfazer registro?' })).getByRole('button', { name: 'Desfazer' }));
    };
    await undoOnce();
    expect(await screen.findByText('Registro desfeito: o presente está disponível novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Presente registrado.')).not.toBeInTheDocument());

    undo.mockRejectedValue(new ApiError('HTTP_ERROR', 403, 'Erro 403', { message: STORE_GIFT_MSG.undoNotAllowed }));
    await undoOnce();
    expect(await screen.findByText(STORE_GIFT_MSG.undoNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registro desfeito: o presente está disponível novamente.')).not.toBeInTheDocument());
  }, 20_000);
});
