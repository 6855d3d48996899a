/** Realistic data shapes for the tests (shared-contracts/src/schemas/entities.ts). */
import type { Kit, ListCard, ListProductItem, Lista } from 'shared-contracts';
import type { ReceivedGift } from '../areaApi';

export function makeCard(n: number, overrides: Partial<ListCard> = {}): ListCard {
  return {
    id: n,
    slug: `lista-${n}`,
    titulo: `Casamento ${n}`,
    imagemCapa: `/uploads/capa-${n}.jpg`,
    fotoLista: `/uploads/foto-${n}.jpg`,
    categorias: { nome: 'Casamento' },
    dataEvento: '2027-03-05T00:00:00.000Z',
    localEvento: 'Salão Azul, Macapá',
    filial: { nome: 'Visual Fashion Shop' },
    privacidade: 'publico',
    progress: { vendidos: 2, total: 5, percentageLabel: '40%', ratio: 0.4, disponiveis: 3 },
    ...overrides,
  };
}

export function makeItem(id: number, overrides: Partial<ListProductItem> = {}, produto: Partial<ListProductItem['produto']> = {}): ListProductItem {
  return {
    id,
    listaId: 7,
    quantidade: 1,
    descricao: null,
    vendido: false,
    variavel: false,
    ordemProdServ: 1000 + id,
    ordemProdServGrade: null,
    produto: {
      nome: `Produto ${id}`,
      codigo: `P${id}`,
      codigo_shopify: null,
      isShopify_Ativo: false,
      fotoUrl: `/produtos/${id}.jpg`,
      precos: [{ Preco: 100 + id }],
      estoque: [],
      ...produto,
    },
    grade: null,
    estoquePorFilial: [{ ordemFilial: 1, quantidade: 3 }],
    kitId: null,
    ...overrides,
  };
}

export function makeKit(kitId: number, anchor: ListProductItem, members: ListProductItem[], kitNome = `Kit ${kitId}`): Kit {
  return { kitId, kitNome, anchor: { ...anchor, kitId }, members: members.map((m) => ({ ...m, kitId })), online: false };
}

export function makeLista(overrides: Partial<Lista> = {}): Lista {
  return {
    id: 7,
    slug: 'casamento-ana-e-bruno',
    titulo: 'Casamento Ana e Bruno',
    descricao: 'Celebre conosco nosso casamento.',
    categoriaId: 1,
    categorias: { id: 1, nome: 'Casamento' },
    filialId: 1,
    filial: { id: 1, nome: 'Loja Centro', endereco: 'Av. FAB, 100 - Centro, Macapá', contato: '(96) 3222-0000', fotoFilial: '/filiais/1.jpg' },
    dataEvento: '2027-03-05T00:00:00.000Z',
    localEvento: 'Salão Azul, Macapá',
    privacidade: 'publico',
    mae: null,
    pai: null,
    vendedorId: 3,
    vendedor: { Nome: 'Carla Souza' },
    cli_for: null,
    imagemCapa: '/uploads/capa.jpg',
    fotoLista: '/uploads/foto.jpg',
    status: 'ativo',
    produtosAvulsos: [],
    kits: [],
    ...overrides,
  };
}

/** An ISO instant from local parts (month 1-12): a test's expected local 'dd/MM/yyyy HH:mm' holds in any time zone. */
export const localInstant = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

/** A gift received online (the tracker of decision 028): Beatriz Lima's 'Jogo de panelas', order #1001, not thanked. */
export const receivedOnline: ReceivedGift = {
  canal: 'online',
  id: 1001,
  listaProdutoId: 11,
  presente: 'Jogo de panelas',
  quantidade: 1,
  valor: 250,
  nome: 'Beatriz Lima',
  email: 'bia@example.com',
  mensagem: 'Felicidades!',
  loja: null,
  pedido: '#1001',
  data: localInstant(2026, 11, 20, 15, 5),
  agradecido: false,
};
/** A gift registered at a store's till: Carlos Souza's 2 'Toalha de banho', thanked. */
export const receivedInStore: ReceivedGift = {
  ...receivedOnline,
  canal: 'loja',
  id: 5,
  listaProdutoId: 12,
  presente: 'Toalha de banho',
  quantidade: 2,
  valor: 100,
  nome: 'Carlos Souza',
  email: null,
  mensagem: null,
  loja: 'Visual Fashion Shop',
  pedido: null,
  data: localInstant(2026, 12, 1, 9, 30),
  agradecido: true,
};
/** A 'Jogo de copos' the staff marked sold by hand ('Marcado pela loja'): nothing known of who gave it, not thanked. */
export const receivedMarked: ReceivedGift = {
  ...receivedOnline,
  canal: 'marcado',
  id: 13,
  listaProdutoId: 13,
  presente: 'Jogo de copos',
  valor: 80,
  nome: null,
  email: null,
  mensagem: null,
  pedido: null,
  data: localInstant(2026, 12, 2, 10, 0),
};
/** Tia Rosa's 2 gift cards of R$ 100,00 (a vale-presente, decision 030): no list item, `id` the contribution's, not thanked. */
export const receivedValePresente: ReceivedGift = {
  ...receivedOnline,
  canal: 'vale_presente',
  id: 31,
  listaProdutoId: null,
  presente: 'Vale-presente',
  quantidade: 2,
  valor: 200,
  nome: 'Tia Rosa',
  email: 'rosa@example.com',
  mensagem: 'Para a casa nova',
  pedido: '#1010',
  data: localInstant(2026, 12, 5, 18, 0),
  agradecido: false,
};
