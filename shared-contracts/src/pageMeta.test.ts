import { applyPageMeta, pageMetaTags } from './pageMeta';
import { CHAKRA_MODULES, SHARED_PACKAGES } from './federation';
import { SSR_EXTERNALS } from './ssr';

const meta = { title: 'Casamento Ana', brandName: 'Visual Fashion', canonicalUrl: 'https://p.test/lista/ana', imageUrl: 'https://p.test/capa.jpg', noindex: true };

describe('page metadata (§1), in the browser and in the HTML rendered on the server', () => {
  it('lists the title, canonical link and sharing tags of a page', () => {
    const { title, tags } = pageMetaTags(meta);
    expect(title).toBe('Casamento Ana - Lista de Presentes - Visual Fashion');
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://p.test/lista/ana' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'property', key: 'og:image', content: 'https://p.test/capa.jpg' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'name', key: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'name', key: 'robots', content: 'noindex, nofollow' });
  });

  it('writes the same tags on the document, and removes those a later page leaves out', () => {
    applyPageMeta(meta);
    expect(document.title).toBe('Casamento Ana - Lista de Presentes - Visual Fashion');
    for (const tag of pageMetaTags(meta).tags) {
      if (tag.tag === 'meta') expect(document.head.querySelector(`meta[${tag.attr}="${tag.key}"]`)?.getAttribute('content')).toBe(tag.content);
    }
    applyPageMeta({ title: 'Início', brandName: 'Visual Fashion', canonicalUrl: 'https://p.test/' });
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://p.test/');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("a remote's server bundle takes from the page server exactly the browser's singletons and React's JSX runtime", () => {
    expect([...SSR_EXTERNALS].sort()).toEqual([...SHARED_PACKAGES, ...CHAKRA_MODULES, 'react/jsx-runtime'].sort());
  });
});
