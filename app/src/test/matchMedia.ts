// jsdom has no matchMedia. This stand-in answers `max-width` queries from a settable viewport width and
// everything else (prefers-color-scheme…) with false, and notifies listeners when the width changes.
type Listener = (event: MediaQueryListEvent) => void;

let viewportWidth = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function matches(query: string): boolean {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  return maxWidth ? viewportWidth <= Number(maxWidth[1]) : false;
}

export function installMatchMedia() {
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

/** Pretends the window is this wide (px) and tells every media-query listener. */
export function setViewportWidth(width: number) {
  viewportWidth = width;
  for (const { query, listeners } of lists) {
    for (const listener of listeners)
      listener({ matches: matches(query), media: query } as MediaQueryListEvent);
  }
}
