import { SignInForm } from './SignInForm';
import * as styles from './SignInPage.css';

/** The public landing page: the product's name and the sign-in form, centred by the public layout. */
export function SignInPage() {
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <img src="/logo.svg" alt="" className={styles.logo} />
        <span className={styles.brandName}>Rampa</span>
      </div>
      <div className={styles.intro}>
        <h1 className={styles.title}>Zaloguj się</h1>
        <p className={styles.subtitle}>Klienci, awizacje, produkty i kampanie w jednym miejscu.</p>
      </div>
      <SignInForm />
    </div>
  );
}
