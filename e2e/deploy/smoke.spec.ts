/**
 * The production topology's smoke (scripts/test-deploy.mjs): through nginx, a guest gives a gift
 * online at the sandbox store and sees it given; a customer signs in with the link read from the
 * SMTP catcher (Mailpit's API); staff register a gift at the till. The demo data of the migrations
 * step (SEED_DEMO): list 1 'Casamento Maria e João' and its online item 'Manta Soft Essencial'.
 */
import { expect, test, type Page } from '@playwright/test';

const MAIL_URL = process.env.DEPLOY_MAIL_URL ?? 'http://localhost:18082';
const STORE_URL = process.env.DEPLOY_STORE_URL ?? 'http://localhost:18081';
const SLUG = 'casamento-maria-e-joao';
const ITEM = 'Manta Soft Essencial';
const CUSTOMER = 'maria.silva@example.com';
const MAGIC_LINK = /https?:\/\/[^\s"<>]+\/auth\/magic\?[^\s"<>]+/;

const cardOf = (page: Page, name: string) => page.getByTestId('gift-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The newest sign-in link mailed to `email` since `after` (ms), read from the SMTP catcher; waits up to 30 s. */
async function magicLinkFor(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { messages } = (await (await fetch(`${MAIL_URL}/api/v1/messages`)).json()) as { messages: Array<{ ID: string; To: Array<{ Address: string }>; Created: string }> };
    const mail = messages.find((m) => m.To.some((to) => to.Address === email) && Date.parse(m.Created) >= after - 1000);
    if (mail) {
      const { Text, HTML } = (await (await fetch(`${MAIL_URL}/api/v1/message/${mail.ID}`)).json()) as { Text: string; HTML: string };
      const link = MAGIC_LINK.exec(`${Text} ${HTML}`);
      if (link) return link[0].replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nenhum link de acesso para ${email} no SMTP`);
}

test('a guest gives a gift online through the sandbox store and sees it given', async ({ page }) => {
  await page.goto(`/lista/${SLUG}`);
  await cardOf(page, ITEM).getByRole('button', { name: `Presentear: ${ITEM}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revise o seu presente' });
  await dialog.getByLabel('Mensagem').fill('Felicidades, de um convidado em produção!');
  await dialog.getByRole('button', { name: 'Comprar na loja online' }).click();
  await page.waitForURL(`${STORE_URL}/cart/c/**`);
  await page.getByLabel('Nome completo').fill('Convidada da Produção');
  await page.getByLabel('E-mail').fill('convidada@example.com');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para a lista de presentes' }).click();
  await expect(page).toHaveURL(new RegExp(`/lista/${SLUG}$`));
  // the store's webhook reaches an API replica through nginx: a reload shows what it recorded
  await expect(async () => {
    await page.reload();
    await expect(cardOf(page, ITEM).getByText('Adquirido')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: '../.stack/screens/deploy-presente-dado.png' });
});

test('a customer signs in with the link read from the SMTP catcher', async ({ page }) => {
  const before = Date.now();
  await page.goto('/login/cliente');
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText('Link enviado!')).toBeVisible();
  await page.goto(await magicLinkFor(CUSTOMER, before));
  await expect(page).toHaveURL(/\/cliente\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Casamento Maria e João' }).first()).toBeVisible();
});

test('staff register a gift bought in a store at the till', async ({ page }) => {
  await page.goto('/login/funcionario');
  await page.getByLabel('Codigo').fill('1001');
  await page.getByLabel('Senha', { exact: true }).fill('gestor123');
  await page.getByRole('button', { name: 'Acessar Sistema' }).click();
  await expect(page).toHaveURL(/\/funcionario\/dashboard$/);
  await page.goto('/funcionario/presente-na-loja');
  await page.getByLabel('Código da lista').fill('1');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('heading', { name: 'Casamento Maria e João' })).toBeVisible();
  await page.getByRole('button', { name: /^Registrar presente: / }).first().click();
  const dialog = page.getByRole('dialog', { name: /Registrar presente/ });
  await dialog.getByLabel(/Nome de quem presenteou/).fill('Tio Carlos');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Presente registrado.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registros de hoje' }).getByText('Tio Carlos')).toBeVisible();
  await page.screenshot({ path: '../.stack/screens/deploy-presente-na-loja.png', fullPage: true });
});
