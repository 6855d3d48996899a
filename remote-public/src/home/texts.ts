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
  footerEvents: 'Eventos',
  footerSupport: 'Atendimento',
  support: ['Central de Ajuda', 'Fale Conosco', 'Trocas e Devoluções'],
  footerNote: 'Lista de Presentes',
  footerAbout: 'Listas de presentes para casamentos, aniversários, chás de bebê e formaturas, com compra online ou nas nossas lojas.',
} as const;
