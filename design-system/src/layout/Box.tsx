import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4';

export interface BoxProps
  extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: BoxElement;
  children?: ReactNode;
}

/** The layout primitive: typed sprinkles props (spacing, flex, colour tokens) on any block element. */
export function Box({ as = 'div', ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const className = sprinkles(atoms as Sprinkles);
  return createElement(as, { ...rest, className: className || undefined });
}
