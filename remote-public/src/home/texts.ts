/** Visible texts of the home (§1, §2 Home). */
export const homeTexts = {
  heroTitle: 'Presentes que fazem parte dos melhores momentos',
  heroText:
    'Encontre a lista de presentes de casamentos, aniversários, chás de bebê e formaturas, escolha o presente e compre online ou em uma de nossas lojas. Apresente o código do convite na loja e ganhe até 10% de desconto.',
  viewAll: 'Ver todas as listas de presentes',
  follow: 'Acompanhar Minha Lista',
  listsTitle: 'Listas de presentes',
  loading: 'Carregando listas...',
  empty: 'Nenhuma lista encontrada',
  moreLists: 'Ver Mais Listas',
  loadError: 'Não foi possível carregar as listas.',
  retry: 'Tentar novamente',
  sampleTitle: 'Como é uma lista de presentes',
  sampleText: 'Cada lista aparece como um cartão como este. Clique no cartão para ver os presentes escolhidos.',
  samplePoints: [
    'A capa e a foto de perfil identificam os anfitriões.',
    'O tipo de evento, o dia e o mês da comemoração aparecem em destaque.',
    'O local do evento e a loja onde a lista foi criada ficam logo abaixo do título.',
  ],
  sampleCardLabel: 'Exemplo de cartão de lista',
  helpTitle: 'Dúvidas frequentes',
  helpIntro: 'Tudo o que você precisa saber para presentear ou acompanhar uma lista.',
  help: [
    {
      question: 'Como dar um presente?',
      answer:
        'Abra a lista, escolha um presente disponível e clique em Presentear. Você pode comprar na loja online, com entrega ou retirada na loja, ou em uma de nossas lojas físicas.',
    },
    {
      question: 'Como ganho o desconto na loja?',
      answer:
        'Apresente o código da lista (ele está no convite e na mensagem de compartilhamento) no caixa de uma de nossas lojas: 10% de desconto no Pix à vista e 5% no débito ou no crédito.',
    },
    {
      question: 'Como acompanho a minha lista?',
      answer:
        'Clique em Acompanhar Minha Lista e informe o seu e-mail: enviamos um link de acesso. Nele você vê os presentes recebidos, edita a lista e a compartilha com os convidados.',
    },
    {
      question: 'Como crio uma lista de presentes?',
      answer: 'Visite uma de nossas lojas: um vendedor cria a lista com você e envia o acesso para o seu e-mail.',
    },
    {
      question: 'Como faço uma troca?',
      answer: 'Procure qualquer uma de nossas lojas com o código da lista ou a nota fiscal da compra.',
    },
  ],
  footerEvents: 'Eventos',
  footerSupport: 'Atendimento',
  supportLinks: { help: 'Dúvidas frequentes', howItWorks: 'Como funciona uma lista', allLists: 'Todas as listas', follow: 'Acompanhar Minha Lista' },
  footerStores: 'Nossas lojas',
  openMap: 'Abrir no Mapa',
  openMapLabel: (nome: string) => `Abrir no Mapa: ${nome} (abre em nova aba)`,
  footerNote: 'Lista de Presentes',
  footerAbout: 'Listas de presentes para casamentos, aniversários, chás de bebê e formaturas, com compra online ou nas nossas lojas.',
} as const;
