import { ChevronRight } from 'lucide-react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  /** Visible text. */
  label: string;
  /** Target; omitted for the current page (the last item). */
  href?: LinkProps['href'];
}

export interface BreadcrumbsProps extends Omit<
  RACBreadcrumbsProps<BreadcrumbItem>,
  'className' | 'style' | 'children' | 'items'
> {
  /** From the root to the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Name of the navigation landmark.
   * @default 'Okruszki'
   */
  'aria-label'?: string;
}

/**
 * The path to the current page ("Klienci › Rampa sp. z o.o. › Edycja"). Links go through the app's
 * `RouterProvider`; the last item is marked `aria-current="page"`.
 */
export function Breadcrumbs({ items, 'aria-label': label = 'Okruszki', ...props }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <RACBreadcrumbs {...props} items={items} className={styles.list}>
        {(item) => (
          <RACBreadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && (
                  <span className={styles.separator} aria-hidden>
                    <ChevronRight />
                  </span>
                )}
              </>
            )}
          </RACBreadcrumb>
        )}
      </RACBreadcrumbs>
    </nav>
  );
}
