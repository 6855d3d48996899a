import createCache from '@emotion/cache';
import { CacheProvider, ClassNames } from '@emotion/react';
import { render } from '@testing-library/react';
import { adoptServerStyles, SERVER_STYLES_ATTRIBUTE, serverStyleTags, useServerStyles } from './serverStyles';

/** The head of a page as the page server sends it: a title, the global styles, then the component styles. */
function sentHead(names: string[]) {
  document.head.innerHTML =
    '<title>Lista</title>' +
    serverStyleTags(
      [
        { key: 'css-global', ids: ['g1'], css: '@layer reset,base,tokens,recipes;' },
        { key: 'css', ids: names, css: names.map((n) => `.css-${n}{color:red}`).join('') },
      ],
      'css',
    ) +
    '<meta name="after">';
  return document.head.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)!;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page server's styles (docs/decisions/049)", () => {
  it("are written so that Emotion's default cache leaves them where they are", () => {
    sentHead(['a1', 'b2']);
    expect(document.head.innerHTML).toBe(
      '<title>Lista</title><style data-emotion="css-global g1" data-s="">@layer reset,base,tokens,recipes;</style>' +
        '<style data-lp-styles="css a1 b2">.css-a1{color:red}.css-b2{color:red}</style><meta name="after">',
    );
    // what Emotion's cache moves when it is made: style[data-emotion]:not([data-s]) and style[data-emotion^="css "]
    expect(document.querySelectorAll('style[data-emotion]:not([data-s]), style[data-emotion^="css "]')).toHaveLength(0);
    createCache({ key: 'css' });
    expect(document.head.lastElementChild).toHaveAttribute('name', 'after');
  });

  it('are taken over by the cache without a move: not inserted again, first in its sheet, once', () => {
    const sent = sentHead(['a1', 'b2']);
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache, document);
    adoptServerStyles(cache, document);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.sheet.tags).toEqual([sent]);
    expect(sent.nextElementSibling).toHaveAttribute('name', 'after');
    // a rule the server did not send goes in a new element right after the server's
    render(
      <CacheProvider value={cache}>
        <ClassNames>{({ css }) => <p className={css({ color: 'blue' })}>novo</p>}</ClassNames>
      </CacheProvider>,
    );
    expect(cache.sheet.tags).toHaveLength(2);
    expect(cache.sheet.tags[0]).toBe(sent);
    expect(sent.nextElementSibling).toBe(cache.sheet.tags[1]);
  });

  it("another cache key's elements are left alone; a page without them changes nothing", () => {
    sentHead(['a1']);
    const other = createCache({ key: 'other' });
    adoptServerStyles(other, document);
    expect(other.inserted).toEqual({});
    expect(other.sheet.tags).toEqual([]);
  });

  it('the hook adopts into the current cache before anything styled renders', () => {
    const sent = sentHead(['a1']);
    const cache = createCache({ key: 'css' });
    function First() {
      useServerStyles();
      return null;
    }
    render(
      <CacheProvider value={cache}>
        <First />
      </CacheProvider>,
    );
    expect(cache.inserted.a1).toBe(true);
    expect(cache.sheet.tags[0]).toBe(sent);
  });
});
