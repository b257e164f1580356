import { CircleAlert } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export interface FormProps extends Omit<RACFormProps, 'className' | 'style'> {
  /**
   * A form-level error shown above the fields (e.g. "Formularz nie jest poprawny, sprawdź błędy." or a
   * server failure). Announced by screen readers when it appears.
   */
  formError?: ReactNode;
  children: ReactNode;
}

/**
 * A form (React Aria) that lays its fields out in a column. Field errors from the server go in
 * `validationErrors` (`{ nip: 'Nieprawidłowy NIP.' }`) and show under the matching `name`d field; native
 * constraint errors appear in Polish after the first submit, and focus moves to the first invalid field.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { formError, children, validationBehavior = 'native', ...props },
  ref,
) {
  return (
    <RACForm {...props} ref={ref} validationBehavior={validationBehavior} className={styles.form}>
      <div role="alert">
        {formError ? (
          <div className={styles.summary}>
            <CircleAlert aria-hidden />
            <div>{formError}</div>
          </div>
        ) : null}
      </div>
      {children}
    </RACForm>
  );
});
