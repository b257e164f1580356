import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/title';
import { PROFILE_SECTIONS, type ProfileSection } from '../features/profile/profileSections';

export interface ProfileSearch {
  /** The open tab; `dane` when absent. */
  sekcja?: ProfileSection;
}

/** Profil & Ustawienia, for every signed-in user whatever the role (the root guard keeps others out). */
export const Route = createFileRoute('/profil')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch =>
    PROFILE_SECTIONS.includes(search.sekcja as ProfileSection) && search.sekcja !== 'dane'
      ? { sekcja: search.sekcja as ProfileSection }
      : {},
  head: () => pageHead('Profil i ustawienia'),
});
