/**
 * Small layout points measured in the browser (boxes, not pixels): a word with a hyphen that does
 * not break at it, and the home's banner that uses its width at 1280 px, as served (before the app
 * runs) and once it runs. Screenshots under .stack/screens.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

const SCREENS = '../.stack/screens';

/** The distinct line tops the characters of `text` inside `scope` fall on (one when it does not break). */
async function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let all = '';
    const nodes: Array<{ node: Text; start: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: all.length });
      all += node.textContent ?? '';
    }
    const at = all.indexOf(wanted);
    if (at < 0) throw new Error(`'${wanted}' não está na página`);
    const tops = new Set<number>();
    for (let i = at; i < at + wanted.length; i++) {
      const { node, start } = [...nodes].reverse().find((n) => n.start <= i)!;
      const range = document.createRange();
      range.setStart(node, i - start);
      range.setEnd(node, i - start + 1);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  }, text);
}

test("/login/select: 'e-mail.' never breaks at its hyphen, at any phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login/select');
  const hint = page.getByText(/entre com o seu e-mail\.$/);
  await expect(hint).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/login-select-390.png` });
  for (let width = 300; width <= 560; width += 5) {
    await page.setViewportSize({ width, height: 844 });
    expect({ width, lines: await linesOf(hint, 'e-mail.') }).toEqual({ width, lines: 1 });
  }
});

/** The boxes of the home banner's title, text and two buttons. */
async function heroBoxes(page: Page) {
  const parts = [
    page.getByRole('heading', { level: 1 }),
    page.getByText(/^Encontre a lista de presentes/),
    page.getByRole('link', { name: 'Ver todas as listas de presentes' }),
    page.getByRole('link', { name: 'Acompanhar Minha Lista' }),
  ];
  const boxes = [];
  for (const part of parts) boxes.push((await part.first().boundingBox())!);
  return boxes;
}

/** At 1280 px the banner's content reaches into its right half and spans most of it; at 390 px it is one column. */
async function expectHeroUsesWidth(page: Page) {
  const width = page.viewportSize()!.width;
  const boxes = await heroBoxes(page);
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const left = Math.min(...boxes.map((b) => b.x));
  expect({ right: right >= width * 0.85, inRightHalf: boxes.some((b) => b.x >= width / 2), left: left <= width * 0.1 }).toEqual({ right: true, inRightHalf: true, left: true });
}

test('the home banner uses its width at 1280 px, as served and once the app runs, and stays one column at 390 px', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectHeroUsesWidth(page);
  await page.screenshot({ path: `${SCREENS}/home-banner-1280.png` });

  // the server-rendered page, without running any script: the layout is CSS, not the window's width
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const served = await context.newPage();
  await served.goto('/');
  await expectHeroUsesWidth(served);
  await context.close();

  // from 1024 px on (two columns) nothing leaves the banner: the buttons wrap when they do not fit
  for (const width of [1024, 1100, 1180]) {
    await page.setViewportSize({ width, height: 800 });
    for (const box of await heroBoxes(page)) expect({ width, right: Math.round(box.x + box.width) <= width - 16 }).toEqual({ width, right: true });
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SCREENS}/home-banner-1024.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/home-banner-390.png` });
  const [title, text, all, follow] = await heroBoxes(page);
  for (const box of [title!, text!, all!, follow!]) expect(box.x + box.width).toBeLessThanOrEqual(390);
  // one column: the text under the title, the buttons under the text
  expect(text!.y).toBeGreaterThan(title!.y + title!.height - 1);
  expect(all!.y).toBeGreaterThan(text!.y + text!.height - 1);
});
