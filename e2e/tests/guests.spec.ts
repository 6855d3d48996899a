/** Guests browse public lists end to end (§2 Home, /listas, list card, /lista/{slug}). */
import { expect, FIXTURE_SLUG, test } from './support';

test('home shows 30 list cards and Ver Mais Listas leads to /listas', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('list-card')).toHaveCount(30);
  await expect(page).toHaveTitle(/ - Lista de Presentes - /);
  await page.getByRole('link', { name: 'Ver Mais Listas' }).click();
  await expect(page).toHaveURL(/\/listas$/);
  await expect(page.getByRole('heading', { name: 'Todas as Listas de Presentes' })).toBeVisible();
});

test('/listas filters by text, category and date, paginates and shows the empty state', async ({ page }) => {
  await page.goto('/listas');
  const summary = page.getByText(/^Mostrando \d+ listas/);
  await expect(summary).toBeVisible();
  const total = Number((await summary.innerText()).match(/Mostrando (\d+) listas/)![1]);
  expect(total).toBeGreaterThan(50);
  await expect(page.getByTestId('list-card')).toHaveCount(50);

  // pagination: page 2 via 'Proximo', then back to the first with '«'
  await page.getByRole('button', { name: /Proximo/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Primeira página' }).click();
  await expect(page.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');

  // text search (debounced)
  await page.getByPlaceholder('Buscar por título...').fill('Maria e João');
  await expect(page.getByText(/para "Maria e João"/)).toBeVisible();
  await expect(page.getByTestId('list-card').first()).toContainText(/Maria/);

  // category
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expect(page.getByPlaceholder('Buscar por título...')).toHaveValue('');
  await expect(page.getByText(`Mostrando ${total} listas`, { exact: true })).toBeVisible();
  await page.getByLabel('Tipo de Evento').selectOption({ label: 'Chá de Bebê' });
  await expect(page).toHaveURL(/categoria=/);
  await expect(page.getByText(`Mostrando ${total} listas`, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('list-card').first()).toContainText('Chá de Bebê');
  // textContent: the category as written (innerText would give the card's upper-case label)
  const cards = await page.getByTestId('list-card').allTextContents();
  expect(cards.every((text) => text.includes('Chá de Bebê'))).toBe(true);

  // date: a day with no list → empty state
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await page.getByRole('textbox', { name: 'Data do evento' }).fill('01012099');
  await expect(page.getByRole('textbox', { name: 'Data do evento' })).toHaveValue('01/01/2099');
  await expect(page.getByText('Não existem listas cadastradas')).toBeVisible();
});

test('a public list page shows the event, the store and the gifts', async ({ page }) => {
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Sobre o Evento')).toBeVisible();
  await expect(page.getByText('Detalhes do Evento')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Lista de Presentes/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Abrir no Mapa/ }).first()).toHaveAttribute('href', /maps/);
  await expect(page.getByText('Adquirido').first()).toBeVisible();
  await expect(page.getByTestId('presentear').first()).toBeVisible();
  await expect(page).toHaveTitle(/ - Lista de Presentes - /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.screenshot({ path: '../.stack/screens/lista.png', fullPage: true });
});

test('a missing slug shows Lista não encontrada', async ({ page }) => {
  await page.goto('/lista/nao-existe-esta-lista');
  await expect(page.getByText('Lista não encontrada')).toBeVisible();
  await expect(page.getByText('A lista que você está procurando não existe ou foi removida.')).toBeVisible();
});

test('an unknown path shows the not-found page, sent with status 404', async ({ page }) => {
  const answer = await page.goto('/caminho/que/nao/existe');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina não encontrada!' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile layout moves the header items into a slide-out menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu móvel' });
  await expect(menu.getByRole('link', { name: 'Todas as Listas' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Minhas Listas' })).toBeVisible();
  await page.screenshot({ path: '../.stack/screens/home-mobile-menu.png' });
});

test('layout at the edges: /listas pagination on one line at 390 px, kit thumbnails inside their cards at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listas');
  const nav = page.getByRole('navigation', { name: 'Paginação' });
  await expect(nav.getByRole('button', { name: 'Página 1', exact: true })).toBeVisible();
  const rows = await nav.getByRole('button').evaluateAll((buttons) =>
    buttons.filter((b) => (b as HTMLElement).offsetParent !== null).map((b) => Math.round(b.getBoundingClientRect().top)),
  );
  expect(rows.length).toBeGreaterThanOrEqual(6);
  expect(new Set(rows).size).toBe(1);
  const bar = await nav.boundingBox();
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  const kits = page.getByTestId('gift-card').filter({ has: page.getByText('Kit', { exact: true }) });
  await expect(kits.first()).toBeVisible();
  const outside = await kits.evaluateAll((cards) =>
    cards.flatMap((card) => {
      const frame = card.getBoundingClientRect();
      return [...(card.firstElementChild?.querySelectorAll('*') ?? [])]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.left < frame.left - 0.5 || r.right > frame.right + 0.5))
        .map((r) => `${Math.round(r.left)}-${Math.round(r.right)} outside ${Math.round(frame.left)}-${Math.round(frame.right)}`)
        // nor squeezed: each thumbnail keeps its 80 px square
        .concat([...card.querySelectorAll('img')].filter((img) => Math.round(img.getBoundingClientRect().width) < 80).map((img) => `${img.alt} squeezed`));
    }),
  );
  expect(outside).toEqual([]);
});

test("on a phone a list page shows several gifts per screen: compact cards with the picture beside (a kit's strip above); bounded pictures on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/lista/${FIXTURE_SLUG}`);
  const cards = page.getByTestId('gift-card');
  await expect(cards.first()).toBeVisible();
  const phone = await cards.evaluateAll((all) =>
    all.map((card) => {
      const box = card.getBoundingClientRect();
      const picture = card.firstElementChild!.getBoundingClientRect();
      const heading = card.querySelector('h3')!.getBoundingClientRect();
      // the picture beside the text, or (a kit's strip of thumbnails) above it, at most 100 px high
      return { height: Math.round(box.height), compact: picture.right <= heading.left || picture.height <= 100, name: card.querySelector('h3')!.textContent };
    }),
  );
  expect(phone.length).toBeGreaterThanOrEqual(6);
  // at most 300 px a gift: about three per screen of 844 px (a full-width square picture made each one about 650 px)
  expect(phone.filter((c) => c.height > 300)).toEqual([]);
  expect(phone.filter((c) => !c.compact), JSON.stringify(phone)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const wide = await cards.evaluateAll((all) =>
    all.map((card) => ({ top: Math.round(card.getBoundingClientRect().top), picture: Math.round(card.firstElementChild!.getBoundingClientRect().height) })),
  );
  expect(new Set(wide.map((c) => c.top)).size).toBeLessThan(wide.length);
  expect(Math.max(...wide.map((c) => c.picture))).toBeLessThanOrEqual(220);
});

test("on a phone the /listas type and date filters wait behind 'Filtros', which counts those set; the first lists are on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listas');
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // the search stays at hand (it works before the app runs); the type and the date wait
  await expect(page.getByPlaceholder('Buscar por título...')).toBeVisible();
  const category = page.getByLabel('Tipo de Evento');
  await expect(category).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Data do evento' })).toBeHidden();
  const first = await page.getByTestId('list-card').first().boundingBox();
  // the first card starts high enough to show its cover and title
  expect(first!.y).toBeLessThanOrEqual(844 - 300);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await category.selectOption({ label: 'Casamento' });
  await page.getByRole('textbox', { name: 'Data do evento' }).fill('01012099');
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)', exact: true })).toBeVisible();

  // on a wide screen the filters are always shown, without the button
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/listas');
  await expect(page.getByLabel('Tipo de Evento')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
});
