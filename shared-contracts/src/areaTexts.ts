/**
 * `shared-contracts/area-texts`: the texts and values of the signed-in areas' calls (the list
 * forms' text bounds, the till's and the tracker's messages, the orders to review, the gift
 * channels, the §5 Kit rules), shared by the API's request schemas and the customer's, the staff's
 * and the kit builder's screens. Outside the shared singleton (docs/decisions/044): a shared
 * module keeps every export it has, and no guest uses these; each area bundles what it imports.
 * Their types stay in the singleton.
 */
import { KIT_DESCRIPTION_MAX, KIT_ITEMS_MAX, LIST_DESCRIPTION_MAX, PERSON_NAME_MAX, PLACE_MAX, QUANTITY_MAX } from './constants';

/** Messages of the text bounds beyond §5's (the list forms of the customer and the staff show the same ones under their fields). */
export const TEXT_BOUND_MESSAGES = {
  description: `Descrição muito longa (máximo ${LIST_DESCRIPTION_MAX} caracteres)`,
  place: `Local do evento muito longo (máximo ${PLACE_MAX} caracteres)`,
  personName: `Nome muito longo (máximo ${PERSON_NAME_MAX} caracteres)`,
} as const;

/** Why an online order needs the staff: it gave nothing or less than it claims, or it paid for a gift already given. */
export const conferenciaValues = ['a_conferir', 'pagamento_em_duplicidade'] as const;
export const conferenciaLabels: Record<(typeof conferenciaValues)[number], string> = {
  a_conferir: 'A conferir',
  pagamento_em_duplicidade: 'Pagamento em duplicidade',
};
export const pedidoSituacaoValues = ['pendente', 'pago', 'cancelado'] as const;
export const pedidoSituacaoLabels: Record<(typeof pedidoSituacaoValues)[number], string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  cancelado: 'Cancelado',
};

/** pt-BR texts of the till ('Presente na loja') and the tracker, shared by the API and the screens. */
export const STORE_GIFT_MSG = {
  registered: 'Presente registrado.',
  undone: 'Registro desfeito: o presente está disponível novamente.',
  notFound: 'Nenhuma lista encontrada com este código ou título.',
  archived: 'Esta lista está arquivada: não é possível registrar presentes nela.',
  alreadyGiven: 'Este presente já foi dado. Atualize a lista.',
  held: 'Este presente está reservado por uma compra online em andamento. Tente novamente quando a reserva terminar.',
  itemNotInList: 'Presente não encontrado nesta lista.',
  registrationNotFound: 'Registro não encontrado.',
  alreadyUndone: 'Este registro já foi desfeito.',
  undoNotAllowed: 'Só quem registrou o presente ou a equipe da filial onde ele foi registrado pode desfazer este registro.',
  undoOnlySameDay: 'Só é possível desfazer um registro no mesmo dia em que foi feito.',
  badBranch: 'Filial inválida.',
  giverRequired: 'Nome de quem presenteou é obrigatório',
  giverMax: 'Nome muito longo (máximo 120 caracteres)',
  email: 'E-mail inválido',
  messageMax: 'A mensagem pode ter no máximo 500 caracteres.',
  saleNumberMax: 'Número da venda muito longo (máximo 40 caracteres)',
  searchRequired: 'Informe o código ou o título da lista',
  thankedSaved: 'Agradecimento salvo.',
  giftNotFound: 'Presente não encontrado.',
} as const;

/** How a gift reached the list: through the online store, or registered at a store's till. */
export const giftChannelValues = ['online', 'loja'] as const;
export type GiftChannel = (typeof giftChannelValues)[number];

/**
 * How a received gift came: a list item through the online store ('online'), a list item
 * registered at a store's till ('loja'), store credit bought online for the list ('vale_presente',
 * decision 030: Shopify gift cards sent to the owner), or a list item the staff marked sold by hand
 * with no order or registration behind it ('marcado': 'Marcado pela loja', nothing known of who
 * gave it).
 */
export const receivedGiftChannelValues = [...giftChannelValues, 'vale_presente', 'marcado'] as const;
export type ReceivedGiftChannel = (typeof receivedGiftChannelValues)[number];

/**
 * Messages of the §5 Kit rules (and §5 Product edit), shared by the server's request schemas
 * (./schemas/requests) and the forms of the kit builder, the add-product and the edit-variable screens.
 */
export const KIT_RULE_MESSAGES = {
  selectProduct: 'Selecione um produto',
  selectSizeOrColour: 'Selecione Tamanho ou Cor',
  /** Quantity on add (kit builder's add, add product). */
  quantityMinAdd: 'Quantidade mínima é 1',
  /** Quantity in the kit form (pending table, kit save). */
  quantityMinKit: 'Mínimo 1',
  /** Quantity of an item edit (§5 Product edit). */
  quantityMinEdit: 'Quantidade deve ser maior que 0',
  quantityMax: `Quantidade máxima é ${QUANTITY_MAX}`,
  atLeastOne: 'Adicione ao menos 1 produto ao kit',
  tooManyItems: `No máximo ${KIT_ITEMS_MAX} produtos por vez`,
  descriptionMax: `Descrição deve ter no máximo ${KIT_DESCRIPTION_MAX} caracteres`,
  invalidSize: 'Tamanho inválido',
  invalidColour: 'Cor inválida',
  invalidList: 'Lista inválida',
  invalidAnchor: 'Item âncora inválido',
} as const;
