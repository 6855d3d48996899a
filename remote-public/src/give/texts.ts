/**
 * Visible texts of the giving path (§2 Kit purchase options, §8 checkout errors, §9 discounts and
 * delivery): the purchase review dialog and the /lista/kit screen share them.
 */
import { formatBRL, GIFT_BAG } from 'shared-contracts';

export const giveTexts = {
  dialogTitle: 'Revise o seu presente',
  loading: 'Carregando opções de compra...',
  close: 'Fechar',
  unitPrice: 'Preço unitário',
  quantity: 'Quantidade',
  lineTotal: 'Total',
  /** A Total that counts the checked gift bag (the review dialog's line, the kit's grand total say so alike). */
  lineTotalWithGiftBag: 'Total com embalagem de presente',
  code: 'Código',
  colour: 'Cor',
  size: 'Tamanho',
  unavailable: 'Indisponível',
  onlineTitle: 'Compre Online e Retire na Loja ou Receba em Casa',
  onlineSubtitle: 'Entrega em até 1 dia útil para Macapá e Santana. Para outras cidades, consulte o prazo no site.',
  giftBag: 'Embalagem de presente',
  giftBagPrice: formatBRL(GIFT_BAG.price),
  giverName: 'Seu nome',
  message: 'Mensagem',
  optional: ' (opcional)',
  messageHelp: 'Sua mensagem chega ao dono da lista junto com o presente.',
  /** The message's character counter, e.g. '0/500'. */
  counter: (length: number, max: number) => `${length}/${max}`,
  buy: 'Comprar na loja online',
  redirecting: 'Redirecionando...',
  /** Under the online button (beyond the spec, docs/decisions/036): how long the store holds the gift while the guest pays. */
  holdNote: (minutes: number) => `Ao continuar, o presente fica reservado para você por ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} para concluir o pagamento.`,
  onlineOff: 'A compra online deste kit não está disponível no momento.',
  /** Instead of the online section, why a single gift cannot be bought online: no online-store product. */
  storeOnly: 'Este presente é vendido só nas lojas físicas: compre em uma das lojas abaixo.',
  /** Instead of the online section: the product is in the online store, its sale there switched off. */
  onlinePaused: 'A venda online deste presente está pausada no momento: compre em uma das lojas abaixo.',
  storeTitle: 'Compre na Loja Física',
  storeDiscount: 'Convidados ganham 10% de desconto no Pix à vista e 5% no débito e no crédito.',
  listCode: (id: number) => `Apresente o código da lista: ${id}`,
  storesLabel: 'Lojas',
  inStock: 'Em estoque',
  soldOut: 'Esgotado',
  openMap: 'Abrir no Mapa',
  openMapLabel: (nome: string) => `Abrir no Mapa: ${nome} (abre em nova aba)`,
  checkoutError: 'Erro ao gerar o checkout',
  noCheckoutUrl: 'Checkout criado, mas sem URL',
  kitBuildError: 'Erro ao montar checkout do kit',
  openError: 'Não foi possível abrir as opções de compra.',
  retry: 'Tentar novamente',
} as const;

/** Texts of /lista/kit (§2 Kit purchase options); the navigation state may override them. */
export const kitTexts = {
  ...giveTexts,
  title: 'Opções de compra',
  empty: 'Nada para exibir.',
  back: 'Voltar',
  items: 'Itens do kit',
  grandTotal: 'Total do kit',
  grandTotalWithGiftBag: 'Total do kit com embalagem de presente',
} as const;
export type KitTexts = typeof kitTexts;
