import { createLink } from '@tanstack/react-router';
import { Link as DsLink, LinkButton as DsLinkButton } from '@rampa/design-system';

/**
 * Design-system links with TanStack Router's typed `to`, params and search, and preloading on intent
 * (the router's default). The DS components forward their ref to the `<a>`, as createLink needs.
 */
export const Link = createLink(DsLink);

/** A link that looks like a button (a page's main way on), with the router's typed `to`. */
export const LinkButton = createLink(DsLinkButton);
