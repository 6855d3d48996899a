/** Visible texts of the customer list view (§2 Customer list view, §4). */
export const listViewTexts = {
  back: 'Minhas Listas',
  edit: 'Editar',
  share: 'Compartilhar com meus convidados',
  date: 'Data do evento',
  category: 'Tipo de evento',
  items: 'Itens na lista',
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'itens'}`,
  place: 'Local',
  privacy: 'Privacidade',
  progress: 'Progresso',
  message: 'Mensagem para os convidados',
  available: (n: number) => `Presentes Disponíveis (${n})`,
  /** Under 'Presentes Disponíveis (n)' when some of its cards cannot be given now. */
  givableNow: (n: number, total: number) => `Podem ser presenteados agora: ${n} de ${total} (os outros estão esgotados, reservados ou indisponíveis).`,
  acquired: (n: number) => `Presentes Já Adquiridos (${n})`,
  noneAvailable: 'Todos os presentes já foram adquiridos.',
  noneAcquired: 'Nenhum presente foi adquirido ainda.',
  emptyList: 'Nenhum produto foi adicionado ainda.',
  acquiredBadge: 'Adquirido',
  soldOut: 'Esgotado',
  unavailable: 'Indisponível',
  kit: 'Kit',
  quantity: (n: number) => `Quantidade: ${n}`,
  colour: (nome: string) => `Cor: ${nome}`,
  size: (nome: string) => `Tamanho: ${nome}`,
  kitProducts: 'Produtos do kit',
  kitPriceNote: 'Valor estimado do kit',
  givenBy: (nome: string) => `Presenteado por ${nome}`,
  givenByGuest: 'Presenteado por um convidado',
  giverMessage: (mensagem: string) => `“${mensagem}”`,
  giverOrder: (pedido: string, data: string) => `Pedido ${pedido} · pago em ${data}`,
  /** A gift registered at a store's till (decision 028): the store, the sale number when known, the day. */
  giverStore: (loja: string, venda: string, data: string) => `Na loja ${loja}${venda ? ` · venda ${venda}` : ''} · em ${data}`,
  giverLabel: 'Quem presenteou',
  /** An item the owner bought with the completion discount (decision 042), in place of the giver. */
  boughtWithDiscount: 'Comprado com desconto de conclusão',
} as const;

/** Visible texts of the owner's 'Presentes recebidos' section (decision 028); the table's are in shared-contracts/ui. */
export const receivedGiftsSectionTexts = {
  loading: 'Carregando presentes recebidos...',
  loadError: 'Não foi possível carregar os presentes recebidos.',
  retry: 'Tentar novamente',
  thankedError: 'Não foi possível salvar o agradecimento.',
  download: 'Baixar planilha (CSV)',
  downloading: 'Gerando planilha...',
  downloadError: 'Não foi possível gerar a planilha.',
} as const;

/** Column names of the owner's spreadsheet of received gifts (decision 028), in their order. */
export const receivedGiftsCsvTexts = {
  colGift: 'Presente',
  colQuantity: 'Quantidade',
  colValue: 'Valor (R$)',
  colGiver: 'Quem presenteou',
  colEmail: 'E-mail',
  colMessage: 'Mensagem',
  colChannel: 'Canal',
  colOrder: 'Pedido',
  colDate: 'Data',
  colThanked: 'Agradecimento enviado',
} as const;

/** Visible texts of the owner's 'Desconto de conclusão' card (decision 042). */
export const completionDiscountTexts = {
  title: 'Desconto de conclusão',
  offer: (percentual: number, itens: number, dias: number) =>
    `Seu evento já passou: ganhe ${percentual}% de desconto ${itens === 1 ? 'no item que ficou' : `nos ${itens} itens que ficaram`} na lista, em uma compra na loja online, por ${dias} dias.`,
  request: 'Gerar meu código',
  requesting: 'Gerando código...',
  requestError: 'Não foi possível gerar o código.',
  active: (percentual: number) => `${percentual}% de desconto nos itens que ficaram na lista, em uma compra na loja online.`,
  codeLabel: 'Seu código',
  validUntil: (data: string) => `Válido até ${data}`,
  buy: 'Comprar os itens restantes',
  buying: 'Abrindo a loja...',
  buyError: 'Não foi possível abrir a compra.',
  noCheckout: 'A loja online não devolveu o endereço de pagamento. Tente novamente em instantes.',
  expired: (codigo: string, data: string) => `O código ${codigo} expirou em ${data}.`,
  /** The purchase with the code was given back whole (the code stays used). */
  usedRefunded: (pedido: string, data: string) => `O código foi usado no pedido ${pedido} de ${data}, que foi devolvido.`,
  used: (itens: number, valor: string, pedido: string, data: string) =>
    `Você comprou ${itens === 1 ? '1 item' : `${itens} itens`} da lista com o código (${valor} antes do desconto), no pedido ${pedido} de ${data}.`,
} as const;

/** Visible texts of the owner's 'Aceita cotas' (decision 043); the shared ones are COTA_MSG. */
export const cotasTexts = {
  /** What screen readers read for a gift's checkbox (its visible label is 'Aceita cotas'). */
  label: (gift: string) => `Aceita cotas: ${gift}`,
  error: 'Não foi possível alterar as cotas.',
} as const;
