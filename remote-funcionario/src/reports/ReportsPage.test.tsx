import 'shared-contracts/testing/polyfills';
import { captureDownloads, currentLocation, renderScreen } from 'shared-contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_MSG } from 'shared-contracts/reports';
import { ApiError, PERMISSIONS, type ChannelFigures, type ReportFigures, type ReportQuery, type ReportResponse } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { reportApi } from 'shared-contracts/reports';
import { signedIn, staffWith } from '../testing/users';
import { ReportsPage } from './ReportsPage';

// recharts measures its box (ResizeObserver, SVG sizes), which jsdom lacks: the chart is a stand-in
// here, and the table beside it carries the same figures
jest.mock('./MonthlyChart', () => ({
  MonthlyChart: ({ meses }: { meses: Array<{ mes: string }> }) => <div data-testid="monthly-chart">{meses.map((m) => m.mes).join(',')}</div>,
}));

/** Intl's currency text has a no-break space after 'R$'. */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

const fig = (quantidade: number, valor: number): ChannelFigures => ({ quantidade, valor });

/** Figures with every number 0 (`over` replaces some). */
const zeroFigures = (over: Partial<ReportFigures> = {}): ReportFigures => ({
  listasCriadas: 0,
  listasAtivas: 0,
  listasComPresente: 0,
  taxaListasComPresente: 0,
  presentes: fig(0, 0),
  valePresente: 0,
  mediaPorLista: 0,
  canais: { online: fig(0, 0), loja: fig(0, 0), vale_presente: fig(0, 0) },
  ...over,
});

const reportAnswer: ReportResponse = {
  periodo: { de: '2026-11-01', ate: '2026-11-30' },
  descontoConclusao: { pedidos: 2, itens: 5, valor: 1580.4 },
  resumo: {
    listasCriadas: 1234,
    listasAtivas: 11,
    listasComPresente: 5,
    taxaListasComPresente: 5 / 11,
    presentes: fig(37, 12345.67),
    valePresente: 500,
    mediaPorLista: 2569.13,
    canais: { online: fig(20, 8000.5), loja: fig(17, 4345.17), vale_presente: fig(2, 500) },
  },
  filiais: [
    {
      ...zeroFigures({
        listasCriadas: 7,
        listasAtivas: 6,
        listasComPresente: 3,
        taxaListasComPresente: 0.5,
        presentes: fig(30, 10000),
        valePresente: 500,
        mediaPorLista: 3500,
        canais: { online: fig(15, 6000), loja: fig(15, 4000), vale_presente: fig(2, 500) },
      }),
      filialId: 1,
      nome: 'Centro',
    },
    {
      ...zeroFigures({ listasCriadas: 1227, listasAtivas: 5, presentes: fig(7, 2345.67), canais: { online: fig(5, 2000.5), loja: fig(2, 345.17), vale_presente: fig(0, 0) } }),
      filialId: 9,
      nome: '=HYPERLINK("http://evil.example")',
    },
  ],
  vendedores: [
    { vendedorId: 12, nome: 'Bruno Vendas', listasAbertas: 4, valor: 9000, canais: { online: fig(10, 5000), loja: fig(12, 3500), vale_presente: fig(1, 500) } },
    { vendedorId: null, nome: 'Sem vendedor', listasAbertas: 2, valor: 3845.67, canais: { online: fig(10, 3000.5), loja: fig(5, 845.17), vale_presente: fig(0, 0) } },
  ],
  meses: [{ mes: '2026-11', online: 8000.5, loja: 4345.17, vale_presente: 500 }],
  produtos: [
    { ordem: 1, codigo: 'P-100', nome: 'Jogo de panelas', quantidade: 12, valor: 4200 },
    { ordem: 2, codigo: 'P-200', nome: 'Toalha de banho', quantidade: 9, valor: 809.1 },
  ],
};

let fetchReport: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(areaApi, 'fetchBranches').mockResolvedValue([
    { id: 1, nome: 'Centro' },
    { id: 4, nome: 'Santana' },
  ]);
  fetchReport = jest.spyOn(reportApi, 'fetchReport').mockResolvedValue(reportAnswer);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const NOVEMBER = '/funcionario/relatorios?de=2026-11-01&ate=2026-11-30';
const render = (route = NOVEMBER) =>
  renderScreen(<ReportsPage />, { route, path: '/funcionario/relatorios', session: signedIn(staffWith(PERMISSIONS.verRelatorios)) });
const lastQuery = (): ReportQuery => fetchReport.mock.calls[fetchReport.mock.calls.length - 1][0];
/** The cells of each body row of the table named `name`, as text. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('ReportsPage (decision 040)', () => {
  it("opens on the current São Paulo month, writes it into the address and asks for it (02:30 UTC on 1 December is São Paulo's 30 November)", async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T02:30:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
    render('/funcionario/relatorios');
    expect(screen.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(NOVEMBER));
    expect(screen.getByLabelText('Data inicial')).toHaveValue('01/11/2026');
    expect(screen.getByLabelText('Data final')).toHaveValue('30/11/2026');
    await waitFor(() => expect(fetchReport).toHaveBeenCalledWith({ de: '2026-11-01', ate: '2026-11-30' }));
    expect(lastQuery()).toEqual({ de: '2026-11-01', ate: '2026-11-30' });
    await waitFor(() => expect(document.title).toMatch(/^Relatórios/));
  });

  it('shows skeletons while the report loads, then the summary cards with Brazilian figures', async () => {
    let answer!: (value: ReportResponse) => void;
    fetchReport.mockReturnValue(new Promise<ReportResponse>((resolve) => (answer = resolve)));
    render();
    expect((await screen.findByText('Carregando relatório...')).closest('[role="status"]')).toBeInTheDocument();
    answer(reportAnswer);
    const cards = await screen.findByRole('region', { name: 'Resumo' });
    expect(screen.queryByText('Carregando relatório...')).not.toBeInTheDocument();
    expect(screen.getByText('Período de 01/11/2026 a 30/11/2026')).toBeInTheDocument();
    for (const [label, value, help] of [
      ['Listas criadas', '1.234'],
      ['Listas ativas', '11'],
      // getByText compares its whitespace-normalized text: the no-break space is a space there
      ['Presentes dados', 'R$ 12.345,67', '37 presentes'],
      ['Vale-presente', 'R$ 500,00'],
      ['Média por lista', 'R$ 2.569,13'],
      ['Listas com presente', '45,5%', '5 de 11 listas ativas'],
    ]) {
      const card = within(cards).getByText(label!).closest('.chakra-stat__root') as HTMLElement;
      expect(within(card).getByText(value!)).toBeInTheDocument();
      if (help) expect(within(card).getByText(help)).toBeInTheDocument();
    }
    // the owners' completion-discount purchases, apart from the gifts
    expect(screen.getByTestId('completion-purchases')).toHaveTextContent(
      /^Compras dos donos com desconto de conclusão \(fora dos presentes\): 2 pedidos, 5 itens, R\$\s1\.580,40 a preço de lista\.$/,
    );
  });

  it('fills the tables with Brazilian numbers, the channels, the fixed branch names and the seller-less lists', async () => {
    render();
    await screen.findByRole('table', { name: 'Por filial' });
    expect(within(screen.getByRole('table', { name: 'Por filial' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Filial', 'Listas criadas', 'Listas ativas', 'Presentes', 'Valor dos presentes', 'Online', 'Loja', 'Vale-presente', 'Média por lista', 'Listas com presente',
    ]);
    expect(tableRows('Por filial')).toEqual([
      ['Visual Fashion Shop', '7', '6', '30', brl('R$ 10.000,00'), brl('R$ 6.000,00'), brl('R$ 4.000,00'), brl('R$ 500,00'), brl('R$ 3.500,00'), '50%'],
      ['=HYPERLINK("http://evil.example")', '1.227', '5', '7', brl('R$ 2.345,67'), brl('R$ 2.000,50'), brl('R$ 345,17'), brl('R$ 0,00'), brl('R$ 0,00'), '0%'],
    ]);
    expect(tableRows('Por vendedor')).toEqual([
      ['Bruno Vendas', '12', '4', brl('R$ 9.000,00'), brl('R$ 5.000,00'), brl('R$ 3.500,00'), brl('R$ 500,00')],
      ['Sem vendedor', '—', '2', brl('R$ 3.845,67'), brl('R$ 3.000,50'), brl('R$ 845,17'), brl('R$ 0,00')],
    ]);
    expect(tableRows('Por mês')).toEqual([['nov/2026', brl('R$ 8.000,50'), brl('R$ 4.345,17'), brl('R$ 500,00'), brl('R$ 12.845,67')]]);
    expect(tableRows('Produtos mais dados')).toEqual([
      ['1', 'P-100', 'Jogo de panelas', '12', brl('R$ 4.200,00')],
      ['2', 'P-200', 'Toalha de banho', '9', brl('R$ 809,10')],
    ]);
    // the chart comes after the first paint, from its own chunk
    expect(await screen.findByTestId('monthly-chart')).toHaveTextContent('2026-11');
  });

  it('names the seller-less row \'Sem vendedor\' whatever name the answer gives it', async () => {
    fetchReport.mockResolvedValue({ ...reportAnswer, vendedores: [{ ...reportAnswer.vendedores[1]!, nome: '' }] });
    render();
    await screen.findByRole('table', { name: 'Por vendedor' });
    expect(tableRows('Por vendedor')[0]?.[0]).toBe('Sem vendedor');
  });

  it('asks again with the branch, the seller and the dates chosen, and keeps them in the address', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: 'Por filial' });
    // the branches of GET /filial, by their fixed names
    await screen.findByRole('option', { name: 'Visual Fashion Santana' });
    await user.selectOptions(screen.getByLabelText('Filial'), '4');
    await waitFor(() => expect(lastQuery()).toEqual({ de: '2026-11-01', ate: '2026-11-30', filialId: 4 }));
    expect(currentLocation()).toBe(`${NOVEMBER}&filial=4`);

    await user.type(screen.getByLabelText('Código do vendedor'), '12');
    await waitFor(() => expect(lastQuery()).toEqual({ de: '2026-11-01', ate: '2026-11-30', filialId: 4, vendedorId: 12 }));
    expect(currentLocation()).toBe(`${NOVEMBER}&filial=4&vendedor=12`);

    const from = screen.getByLabelText('Data inicial');
    await user.clear(from);
    await user.type(from, '15102026');
    await waitFor(() => expect(lastQuery()).toEqual({ de: '2026-10-15', ate: '2026-11-30', filialId: 4, vendedorId: 12 }));
    expect(currentLocation()).toBe('/funcionario/relatorios?de=2026-10-15&ate=2026-11-30&filial=4&vendedor=12');
  });

  it("shows the contract's messages next to refused fields and asks nothing", async () => {
    const { unmount } = render('/funcionario/relatorios?de=2026-11-30&ate=2026-11-01');
    expect(await screen.findByText(REPORT_MSG.order)).toBeInTheDocument();
    expect(screen.getByLabelText('Data final')).toHaveAccessibleDescription(REPORT_MSG.order);
    expect(screen.getByText('Corrija os filtros para ver o relatório.')).toBeInTheDocument();
    unmount();
    render('/funcionario/relatorios?de=2026-11-01&ate=2026-11-30&filial=x&vendedor=abc');
    expect(screen.getByLabelText('Filial')).toHaveAccessibleDescription(REPORT_MSG.branch);
    expect(screen.getByLabelText('Código do vendedor')).toHaveAccessibleDescription(REPORT_MSG.seller);
    expect(fetchReport).not.toHaveBeenCalled();
  });

  it("shows the API's message and 'Tentar novamente', which asks again", async () => {
    const user = userEvent.setup();
    fetchReport.mockRejectedValueOnce(new ApiError('HTTP_ERROR', 400, 'Erro 400', { message: REPORT_MSG.tooLong }));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o relatório.');
    expect(alert).toHaveTextContent(REPORT_MSG.tooLong);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Por filial' })).toBeInTheDocument();
    expect(fetchReport).toHaveBeenCalledTimes(2);
  });

  it("says 'Nenhum presente no período.' when every figure is 0", async () => {
    fetchReport.mockResolvedValue({ ...reportAnswer, resumo: zeroFigures(), filiais: [], vendedores: [], meses: [], produtos: [] });
    render();
    expect(await screen.findByRole('heading', { name: 'Nenhum presente no período.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe("'Baixar planilha (CSV)'", () => {
    let downloads: ReturnType<typeof captureDownloads>;
    beforeEach(() => (downloads = captureDownloads()));
    afterEach(() => downloads.restore());

    it("downloads a table as Excel in pt-BR reads it: BOM, ';', CRLF, amounts without the symbol, formulas escaped", async () => {
      const user = userEvent.setup();
      const { clicked } = downloads;
      render();
      await screen.findByRole('table', { name: 'Por filial' });
      expect(screen.getAllByRole('button', { name: /^Baixar planilha \(CSV\)/ })).toHaveLength(4);

      await user.click(screen.getByRole('button', { name: 'Baixar planilha (CSV): Por filial' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]?.download).toBe('relatorio-filiais-2026-11-01-a-2026-11-30.csv');
      const text = await downloads.text(0);
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Filial;Listas criadas;Listas ativas;Presentes;Valor dos presentes (R$);Online (R$);Loja (R$);Vale-presente (R$);Média por lista (R$);Listas com presente',
      );
      expect(lines[1]).toBe('Visual Fashion Shop;7;6;30;10.000,00;6.000,00;4.000,00;500,00;3.500,00;50%');
      // escaped with a leading apostrophe, quoted for its quotes (doubled)
      expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.example"")";1227;5;7;2.345,67;2.000,50;345,17;0,00;0,00;0%`);
      expect(lines).toHaveLength(3);

      await user.click(screen.getByRole('button', { name: 'Baixar planilha (CSV): Por vendedor' }));
      await waitFor(() => expect(clicked).toHaveLength(2));
      expect(clicked[1]?.download).toBe('relatorio-vendedores-2026-11-01-a-2026-11-30.csv');
      expect((await downloads.text(1)).split('\r\n')[2]).toBe('Sem vendedor;;2;3.845,67;3.000,50;845,17;0,00');
    });
  });
});
