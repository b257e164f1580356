/** The tabs of Profil & Ustawienia, as the `?sekcja=` search parameter names them. */
export const PROFILE_SECTIONS = ['dane', 'awatar', 'bezpieczenstwo'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
