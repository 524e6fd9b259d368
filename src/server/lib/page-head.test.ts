import { describe, expect, it } from 'vitest';
import { renderPageHead, withTextSize } from './page-head';

const TEMPLATE = `<!doctype html>
<html lang="fr" dir="ltr" class="dark">
  <head>
    <meta name="description" content="Taalif — une anthologie" />
    <title>Taalif</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const head = {
  preview: {
    name: 'Xaaj',
    title: 'Xaaj — Moussa Ka',
    description: 'Verse one / verse two',
    type: 'article' as const,
    image: '/covers/xaaj.webp',
  },
  language: 'ar' as const,
  url: 'https://taalif.example/poem/1',
  origin: 'https://taalif.example',
  siteName: 'Taalif',
};

describe('renderPageHead', () => {
  it('replaces the shell’s title and description and sets the page’s language and direction', () => {
    const html = renderPageHead(TEMPLATE, head);
    expect(html).toContain('<html lang="ar" dir="rtl" class="dark">');
    expect(html).toContain('<title>Xaaj · Taalif</title>');
    expect(html).toContain('<meta name="description" content="Verse one / verse two" />');
    expect(html).not.toContain('une anthologie');
    expect(html).toContain('<meta property="og:title" content="Xaaj — Moussa Ka" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://taalif.example/covers/xaaj.webp" />',
    );
    expect(html).toContain('<meta property="og:locale" content="ar_AR" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes every value, so content can never become markup', () => {
    const hostile = '"><script>alert(1)</script>&';
    const html = renderPageHead(TEMPLATE, {
      ...head,
      preview: { ...head.preview, name: hostile, title: hostile, description: hostile },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;');
  });

  it('shows no image whose URL is not http(s), and a summary card then', () => {
    const html = renderPageHead(TEMPLATE, {
      ...head,
      preview: { ...head.preview, image: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('without a preview, keeps the shell’s title and description and sets only the language', () => {
    const html = renderPageHead(TEMPLATE, { language: 'ar' });
    expect(html).toBe(
      TEMPLATE.replace(
        '<html lang="fr" dir="ltr" class="dark">',
        '<html lang="ar" dir="rtl" class="dark">',
      ),
    );
    expect(renderPageHead(TEMPLATE, { language: 'wol' })).toContain(
      '<html lang="wo" dir="ltr" class="dark">',
    );
  });
});

describe('withTextSize', () => {
  it('puts the reader’s text size on <html>, once, and nothing for the usual size', () => {
    const page = withTextSize(TEMPLATE, 'xl');
    expect(page).toContain('<html data-text-size="xl" lang="fr" dir="ltr" class="dark">');
    expect(withTextSize(page, 'l').match(/data-text-size/g)).toHaveLength(1);
    expect(withTextSize(TEMPLATE, 'm')).toBe(TEMPLATE);
    expect(withTextSize(TEMPLATE, undefined)).toBe(TEMPLATE);
  });
});
