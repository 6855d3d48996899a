/** @jest-environment node */
import useSWR, { unstable_serialize } from 'swr';
import { Box, Heading } from 'shared-contracts/chakra';
import { isNotFound, usePageMeta, withAppProviders } from 'shared-contracts/ui';
import { api } from 'shared-contracts';
import type { RemoteServerModule, SsrPageData } from 'shared-contracts/ssr';
import { createPageServer } from './index';
import { createPageRenderer, renderedTemplate, scriptJson } from './renderPage';

const config = {
  apiUrl: 'http://api.test',
  assetsUrl: 'http://api.test',
  brandName: 'Visual Fashion',
  siteUrl: 'https://presentes.test',
  remoteTimeoutMs: 5000,
  remotes: { public: 'http://public.test/mf-manifest.json', cliente: 'http://c.test/m.json', funcionario: 'http://f.test/m.json', kits: 'http://k.test/m.json' },
};
const template = '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />\n<!-- read by the entry -->\n<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />\n<title>Lista de Presentes</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

function ListScreen() {
  const { data, error } = useSWR<{ titulo: string }>(['listBySlug', 'casamento'], () => Promise.reject(new Error('não deve buscar no servidor')));
  usePageMeta({ title: data?.titulo ?? (isNotFound(error) ? 'Lista não encontrada' : undefined), imageUrl: 'http://api.test/capa.jpg', noindex: true });
  if (isNotFound(error)) return <Heading as="h1">Lista não encontrada</Heading>;
  return (
    <Box bg="brand.solid" p="4">
      <Heading as="h1">{data?.titulo ?? 'Carregando'}</Heading>
    </Box>
  );
}

function remote(pageData: (routeId: string) => SsrPageData | null) {
  const module: RemoteServerModule = {
    routes: { publicList: withAppProviders(ListScreen), home: withAppProviders(ListScreen) },
    loadPageData: async ({ routeId }) => pageData(routeId),
  };
  return async () => ({ version: 'abc1234567', manifest: 'http://public.test/abc1234567/mf-manifest.json', module });
}

const listData: SsrPageData = { status: 200, fallback: { [unstable_serialize(['listBySlug', 'casamento'])]: { titulo: 'Casamento <Ana> & Bruno' } } };

describe('createPageRenderer', () => {
  it("renders the remote's screen inside the shell's frame with the server's data, its head and its state", async () => {
    const page = await createPageRenderer({ template, config, remote: remote(() => listData) }).render('/lista/casamento?x=1');
    expect(page?.status).toBe(200);
    const html = page!.html;
    expect(html).toContain('Casamento &lt;Ana&gt; &amp; Bruno</h1>');
    expect(html).toContain('Pular para o conteúdo'); // the shell's frame
    expect(html).toContain('<title>Casamento &lt;Ana&gt; &amp; Bruno - Lista de Presentes - Visual Fashion</title>');
    expect(html).toContain('<link rel="canonical" href="https://presentes.test/lista/casamento"/>');
    expect(html).toContain('<meta property="og:image" content="http://api.test/capa.jpg"/>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('runtime-config.json'); // the configuration is in the page
    // critical CSS in the head, none inline in the body
    const head = html.slice(0, html.indexOf('</head>'));
    // ... in the form the browser takes over without moving them (docs/decisions/049): the
    // component styles under their own attribute, the global ones marked as placed
    expect(head).toMatch(/<style data-lp-styles="css [^"]+">/);
    expect(head).not.toMatch(/<style data-emotion="css /);
    expect(head).toMatch(/<style data-emotion="css-global [^"]+" data-s="">@layer reset,base,tokens,recipes;<\/style>/);
    expect(head.indexOf('css-global')).toBeLessThan(head.indexOf('data-lp-styles'));
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style');
    const state = JSON.parse(/<script type="application\/json" id="lp-ssr">(.*?)<\/script>/s.exec(html)![1]!);
    expect(state).toMatchObject({ area: 'public', version: 'abc1234567', manifest: 'http://public.test/abc1234567/mf-manifest.json', path: '/lista/casamento?x=1', hydrate: true, fallback: listData.fallback });
    expect(state.config.brandName).toBe('Visual Fashion');
    expect(state.chunks).toEqual([]);
  });

  it("names the chunks the remote gives for the page's page loader, only those named as chunks are", async () => {
    const page = await createPageRenderer({ template, config, remote: remote(() => ({ ...listData, chunks: ['list', 'give', '../x', 'a b'] })) }).render('/lista/casamento');
    const state = JSON.parse(/<script type="application\/json" id="lp-ssr">(.*?)<\/script>/s.exec(page!.html)![1]!);
    expect(state.chunks).toEqual(['list', 'give']);
  });

  it("answers 404 with the shell's not-found page, not indexed, rendered anew in the browser", async () => {
    const page = await createPageRenderer({ template, config, remote: remote(() => ({ status: 404, fallback: {} })) }).render('/lista/nada');
    expect(page?.status).toBe(404);
    expect(page!.html).toContain('Pagina não encontrada!');
    expect(page!.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page!.html).toContain('"hydrate":false');
    expect(page!.html).toContain('<link rel="canonical" href="https://presentes.test/lista/nada"/>');
  });

  it('renders a 404 the screen shows itself (an unknown list) at its address, with its words and title, to be hydrated (docs/decisions/031)', async () => {
    const key = unstable_serialize(['listBySlug', 'casamento']);
    const page = await createPageRenderer({ template, config, remote: remote(() => ({ status: 404, fallback: {}, notFound: [key] })) }).render('/lista/casamento');
    expect(page?.status).toBe(404);
    expect(page!.html).toContain('Lista não encontrada</h1>');
    expect(page!.html).not.toContain('Pagina não encontrada!');
    expect(page!.html).toContain('<title>Lista não encontrada - Lista de Presentes - Visual Fashion</title>');
    const state = JSON.parse(/<script type="application\/json" id="lp-ssr">(.*?)<\/script>/s.exec(page!.html)![1]!);
    expect(state).toMatchObject({ hydrate: true, path: '/lista/casamento', notFound: [key] });
  });

  it('leaves to the browser the signed-in areas, unknown addresses and pages the remote does not render', async () => {
    const renderer = createPageRenderer({ template, config, remote: remote(() => null) });
    expect(await renderer.render('/cliente/dashboard')).toBeNull();
    expect(await renderer.render('/nao/existe/mesmo')).toBeNull();
    expect(await renderer.render('/lista/kit')).toBeNull();
  });

  it('fails (so the page server sends the browser-rendered page) when the remote cannot be loaded', async () => {
    const renderer = createPageRenderer({ template, config, remote: () => Promise.reject(new Error('remoto fora do ar')) });
    await expect(renderer.render('/')).rejects.toThrow('remoto fora do ar');
  });

  it("sends the request id of the page's request on every API call of its render, each render its own (docs/decisions/033)", async () => {
    const calls: { url: string; requestId: string | undefined }[] = [];
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), requestId: (init?.headers as Record<string, string>)['X-Request-Id'] });
      return new Response('[]', { status: 200 });
    });
    // both renders are inside their data calls at once before either goes on
    let arrived = 0;
    let bothArrived!: () => void;
    const together = new Promise<void>((resolve) => (bothArrived = resolve));
    const module: RemoteServerModule = {
      routes: { publicList: withAppProviders(ListScreen) },
      loadPageData: async () => {
        if (++arrived === 2) bothArrived();
        await together;
        await api.fetchCategories();
        await api.fetchListBySlug('casamento').catch(() => undefined);
        return listData;
      },
    };
    try {
      const renderer = createPageRenderer({ template, config, remote: async () => ({ version: 'v1', manifest: 'http://public.test/v1/mf-manifest.json', module }) });
      const server = createPageServer({ distDir: '/nao/existe', renderer: () => renderer });
      const [ana, bia] = await Promise.all([server.render('/lista/ana', { requestId: 'pedido-ana' }), server.render('/lista/bia', { requestId: 'pedido-bia' })]);
      expect([ana.page?.status, bia.page?.status]).toEqual([200, 200]);
      expect(calls).toHaveLength(4);
      expect(calls.filter((call) => call.requestId === 'pedido-ana')).toHaveLength(2);
      expect(calls.filter((call) => call.requestId === 'pedido-bia')).toHaveLength(2);
      // outside a render, no id is sent
      await api.fetchCategories();
      expect(calls[4]!.requestId).toBeUndefined();
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('refuses a template without the root element', () => {
    expect(() => createPageRenderer({ template: '<title>x</title>', config, remote: remote(() => null) })).toThrow('index.html sem');
  });
});

describe('scriptJson', () => {
  it('cannot close its script element', () => {
    const text = scriptJson({ titulo: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ titulo: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});

describe('renderedTemplate', () => {
  const built =
    '<head><!-- read by the entry --><link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" /><title>x</title>' +
    '<script defer src="/static/js/6.js" fetchpriority="high"></script><script defer src="/static/js/index.js" fetchpriority="high"></script>' +
    '<link rel="preload" as="script" fetchpriority="low" href="/static/js/async/l.js"></head>';

  it("hands the app's entry scripts and start-up chunks to the page loader, which starts them on intent", () => {
    const html = renderedTemplate(built, '/static/js/page-loader.1.js');
    expect(html).not.toContain('<script defer src="/static/js/index.js"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(
      '<script defer src="/static/js/page-loader.1.js" data-entries="[&quot;/static/js/6.js&quot;,&quot;/static/js/index.js&quot;]" data-preloads="[&quot;/static/js/async/l.js&quot;]" data-press="[]"></script></head>',
    );
  });

  it('hands the page loader the files a held press downloads (the build\'s lp-press-files), and leaves no meta of them', () => {
    const html = renderedTemplate(built.replace('</head>', '<meta name="lp-press-files" content="/static/js/async/r.js /static/js/async/f.js"></head>'), '/static/js/page-loader.1.js');
    expect(html).not.toContain('lp-press-files');
    expect(html).toContain('data-press="[&quot;/static/js/async/r.js&quot;,&quot;/static/js/async/f.js&quot;]"');
  });

  it('without a page loader, keeps the scripts (the app starts at once) and drops only the configuration preload', () => {
    const html = renderedTemplate(built);
    expect(html).toContain('<script defer src="/static/js/index.js" fetchpriority="high"></script>');
    expect(html).not.toContain('runtime-config.json');
  });
});
