import { X } from 'lucide-react';
import {
  Button,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  type TagGroupProps as RACTagGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../internal/Field';
import * as styles from './TagGroup.css';

export interface TagItem {
  id: string;
  /** Visible text. */
  label: string;
  /** @default false */
  isDisabled?: boolean;
}

export interface TagGroupProps extends Omit<RACTagGroupProps, 'className' | 'style' | 'children'> {
  /** Visible label of the group. */
  label: string;
  /** The tags. */
  items: readonly TagItem[];
  description?: string;
  /**
   * Shown when there are no tags.
   * @default 'Brak tagów'
   */
  emptyText?: string;
}

/**
 * A list of tags (React Aria TagGroup): arrow keys move, Backspace/Delete or the × button remove when
 * `onRemove` is set; optional selection for filter chips.
 */
export function TagGroup({ label, items, description, emptyText = 'Brak tagów', ...props }: TagGroupProps) {
  return (
    <RACTagGroup {...props} className={styles.group}>
      <FieldLabel label={label} />
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
      >
        {(item) => (
          <RACTag
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled ?? false}
            className={styles.tag}
          >
            {({ allowsRemoving }) => (
              <>
                {item.label}
                {allowsRemoving && (
                  // React Aria names it "Usuń <tag>" (pl-PL strings).
                  <Button slot="remove" className={styles.remove}>
                    <X aria-hidden />
                  </Button>
                )}
              </>
            )}
          </RACTag>
        )}
      </TagList>
      <FieldHelp description={description} />
    </RACTagGroup>
  );
}
