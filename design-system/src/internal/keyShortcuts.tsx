import type { ButtonProps } from 'react-aria-components';

type ButtonRender = ButtonProps['render'];

/** The prop Button and IconButton take on top of React Aria's, whose Button drops it. */
export interface KeyShortcutsProps {
  /**
   * The keyboard shortcut that presses the button, as `aria-keyshortcuts` names it (e.g. `Alt+PageUp`), for
   * assistive technology. The shortcut itself is the caller's to handle.
   */
  'aria-keyshortcuts'?: string;
}

/**
 * React Aria's `render` for a button that sets `aria-keyshortcuts` on it (React Aria passes only the DOM props it
 * knows); `render` as given when there is no shortcut.
 */
export function keyShortcutsRender(keys: string | undefined, render?: ButtonRender): ButtonRender {
  if (!keys) return render;
  return (props, renderProps) =>
    render ? (
      render({ ...props, 'aria-keyshortcuts': keys }, renderProps)
    ) : (
      <button {...props} aria-keyshortcuts={keys} />
    );
}
