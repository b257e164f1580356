import { Tab, TabList, TabPanel, Tabs } from '@rampa/design-system';
import { AvatarSection } from './AvatarSection';
import { ChangeEmailSection } from './ChangeEmailSection';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DetailsSection } from './DetailsSection';
import { NotificationEmailSection } from './NotificationEmailSection';
import { PersonalAccessTokensSection } from './PersonalAccessTokensSection';
import { SecurityKeysSection } from './SecurityKeysSection';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';
import { ThemeSection } from './ThemeSection';
import { TwoFactorSection } from './TwoFactorSection';
import type { ProfileSection } from './profileSections';
import * as styles from './profile.css';

export interface ProfilePageProps {
  section: ProfileSection;
  onSectionChange: (section: ProfileSection) => void;
}

/** Profil & Ustawienia: personal data, the profile picture and account security, one tab each. */
export function ProfilePage({ section, onSectionChange }: ProfilePageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className={styles.title}>
          Profil i ustawienia
        </h1>
        <p className={styles.lead}>Twoje dane, zdjęcie profilowe i bezpieczeństwo konta.</p>
      </header>
      <Tabs selectedKey={section} onSelectionChange={(key) => onSectionChange(key as ProfileSection)}>
        <TabList aria-label="Sekcje profilu">
          <Tab id="dane">Dane</Tab>
          <Tab id="awatar">Awatar</Tab>
          <Tab id="bezpieczenstwo">Bezpieczeństwo</Tab>
        </TabList>
        <TabPanel id="dane">
          <div className={styles.panel}>
            <DetailsSection />
            <ThemeSection />
            <NotificationEmailSection />
          </div>
        </TabPanel>
        <TabPanel id="awatar">
          <div className={styles.panel}>
            <AvatarSection />
          </div>
        </TabPanel>
        <TabPanel id="bezpieczenstwo">
          <div className={styles.panel}>
            <h2 className={styles.visuallyHidden}>Bezpieczeństwo</h2>
            <ChangeEmailSection />
            <ChangePasswordSection />
            <TwoFactorSection />
            <SecurityKeysSection />
            <PersonalAccessTokensSection />
            <SignOutEverywhereSection />
          </div>
        </TabPanel>
      </Tabs>
    </section>
  );
}
