import 'shared-contracts/testing/polyfills';
import { renderScreen, makeCard } from 'shared-contracts/testing';
import { screen, within } from '@testing-library/react';
import { isListComplete } from 'shared-contracts/ui';
import { ListCard } from './ListCard';

describe('ListCard (§2 List card)', () => {
  it('shows cover, photo, category, day and short month, place and branch, linking to /lista/{slug}', () => {
    renderScreen(<ListCard lista={makeCard(3)} />);
    const link = screen.getByRole('link', { name: 'Casamento 3' });
    expect(link).toHaveAttribute('href', '/lista/lista-3');
    const root = link.closest<HTMLElement>('[data-testid="list-card"]');
    expect(root).not.toBeNull();
    const card = within(root!);
    expect(card.getByRole('heading', { name: 'Casamento 3' })).toBeInTheDocument();
    expect(card.getByText('Casamento')).toBeInTheDocument();
    expect(card.getByText('05')).toBeInTheDocument();
    expect(card.getByText('mar')).toBeInTheDocument();
    expect(card.getByText('Salão Azul, Macapá')).toBeInTheDocument();
    expect(card.getByText('Loja: Visual Fashion Shop')).toBeInTheDocument();
    const cover = card.getByAltText('Capa da lista Casamento 3');
    expect(cover).toHaveAttribute('src', 'http://assets.test/uploads/capa-3.jpg');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(card.getByAltText('Foto de perfil da lista Casamento 3')).toHaveAttribute('src', 'http://assets.test/uploads/foto-3.jpg');
  });

  it('falls back to the placeholder images when the list has none', () => {
    renderScreen(<ListCard lista={makeCard(4, { imagemCapa: null, fotoLista: '' })} />);
    expect(screen.getByAltText('Capa da lista Casamento 4')).toHaveAttribute('src', 'http://assets.test/static/fallback/cover-placeholder.svg');
    expect(screen.getByAltText('Foto de perfil da lista Casamento 4')).toHaveAttribute('src', 'http://assets.test/static/fallback/default-user.svg');
  });

  it('hides the progress on public cards', () => {
    renderScreen(<ListCard lista={makeCard(1, { privacidade: 'publico' })} />);
    expect(screen.queryByText('5 itens')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("a card that is not public shows an 'N itens' badge and a brand bar when not complete", () => {
    renderScreen(<ListCard lista={makeCard(1, { privacidade: 'apenas_convidados' })} />);
    expect(screen.getByText('5 itens')).toBeInTheDocument();
    expect(screen.queryByText('Completa')).not.toBeInTheDocument();
    expect(document.querySelector('[data-complete]')).toHaveAttribute('data-complete', 'false');
  });

  it("'1 item' in the singular", () => {
    const one = { vendidos: 0, total: 1, percentageLabel: '0%', ratio: 0, disponiveis: 1 };
    renderScreen(<ListCard lista={makeCard(1, { privacidade: 'privado', progress: one })} />);
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it("shows 'Completa' and a green bar only when percentageLabel is exactly '100%'", () => {
    const full = { vendidos: 5, total: 5, percentageLabel: '100%', ratio: 1, disponiveis: 0 };
    renderScreen(<ListCard lista={makeCard(1, { privacidade: 'privado', progress: full })} />);
    expect(screen.getByText('Completa')).toBeInTheDocument();
    expect(screen.queryByText('5 itens')).not.toBeInTheDocument();
    expect(document.querySelector('[data-complete]')).toHaveAttribute('data-complete', 'true');
  });

  it('isListComplete compares the label exactly', () => {
    const base = { vendidos: 5, total: 5, ratio: 1, disponiveis: 0 };
    expect(isListComplete({ ...base, percentageLabel: '100%' })).toBe(true);
    expect(isListComplete({ ...base, percentageLabel: '100 %' })).toBe(false);
    expect(isListComplete({ ...base, percentageLabel: '99%' })).toBe(false);
  });
});
