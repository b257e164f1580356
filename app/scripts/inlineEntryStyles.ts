import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g;

/**
 * The entry's stylesheet (the theme, the layout and the components the first page shares) written into
 * `index.html` as a `<style>` instead of linked: the page's first paint waits for no request but the document
 * itself, where a linked sheet costs a phone one more round trip before anything shows. The lazy routes' sheets
 * stay files (preloaded by the backend, loaded with their chunks). The `.css` file stays in the build too: the
 * manifest names it and the bundle report measures it.
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'rampa:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return link;
          const css =
            typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // `</style` inside the sheet would end the element early; `<\/style` is the same text to CSS.
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
