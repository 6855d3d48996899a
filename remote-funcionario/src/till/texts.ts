/**
 * Visible texts of the till screen 'Presente na loja' (decision 028). The messages shared with the API
 * (not found, archived, validation, registered) come from STORE_GIFT_MSG of shared-contracts.
 */
import { STORE_GIFT_MSG } from 'shared-contracts/area-texts';

export const tillTexts = {
  title: 'Presente na loja',
  intro: 'Encontre a lista pelo código ou pelo título e registre o presente comprado na loja.',
  // search
  searchLabel: 'Código da lista',
  searchForm: 'Buscar lista',
  searchPlaceholder: 'Ex.: 1234 ou Casamento Ana',
  search: 'Buscar',
  searching: 'Buscando...',
  searchError: 'Não foi possível buscar as listas.',
  retry: 'Tentar novamente',
  chooseList: (n: number) => `${n} listas encontradas: escolha uma`,
  listId: (id: number) => `#${id}`,
  eventOn: (date: string) => `Evento em ${date}`,
  statusLabels: { ativo: 'Ativa', arquivado: 'Arquivada' },
  // chosen list
  loadingList: 'Carregando lista...',
  listLoadError: 'Não foi possível carregar a lista.',
  owner: 'Cliente',
  eventDate: 'Data do evento',
  branch: 'Filial',
  gifts: 'Presentes',
  noGifts: 'Esta lista ainda não tem presentes.',
  kit: 'Kit',
  kitItems: (kitNome: string) => `Itens do kit ${kitNome}`,
  quantity: (n: number) => `Quantidade: ${n}`,
  given: 'Presenteado',
  heldUntil: (time: string) => `Reservado online até ${time}`,
  available: 'Disponível',
  register: 'Registrar presente',
  registerLabel: (gift: string) => `Registrar presente: ${gift}`,
  // register dialog
  dialogTitle: 'Registrar presente',
  dialogGift: (gift: string, price: string) => `${gift} (${price})`,
  giverName: 'Nome de quem presenteou',
  email: 'E-mail',
  message: 'Mensagem',
  messageCount: (n: number, max: number) => `${n}/${max}`,
  branchField: 'Filial',
  saleNumber: 'Número da venda',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  saving: 'Registrando...',
  registerError: 'Erro ao registrar o presente',
  // records
  records: 'Registros de hoje',
  noRecords: 'Nenhum presente registrado hoje nesta lista.',
  recordGiver: 'Quem presenteou',
  recordBranch: 'Filial',
  recordSale: 'Venda',
  recordBy: 'Registrado por',
  recordTime: 'Horário',
  noSaleNumber: '—',
  undoneBy: (who: string, time: string) => `Desfeito por ${who} às ${time}`,
  undo: 'Desfazer',
  undoLabel: (gift: string, giver: string) => `Desfazer registro: ${gift}, de ${giver}`,
  undoTitle: 'Desfazer registro?',
  undoText: (gift: string, giver: string) => `O registro de "${gift}", presenteado por ${giver}, será desfeito e o presente ficará disponível novamente.`,
  undoError: 'Erro ao desfazer o registro',
  msg: STORE_GIFT_MSG,
  /** The id of the till's outcome toast: each outcome (registered, undone, refused) replaces the last. */
  toastId: 'till-outcome',
} as const;
