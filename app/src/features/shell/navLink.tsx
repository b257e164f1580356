import { createLink } from '@tanstack/react-router';
import { SidebarLink } from '@rampa/design-system';

/**
 * A sidebar item that navigates; closes the mobile sheet after navigating (the DS item does that). Apart from
 * lib/links, which the first load uses: this one brings the sidebar's tooltips, needed only in the shell.
 */
export const NavLink = createLink(SidebarLink);
