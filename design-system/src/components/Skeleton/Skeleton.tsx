import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /**
   * `text` a line of text, `rect` a control or image, `circle` an avatar.
   * @default 'text'
   */
  shape?: styles.SkeletonVariants['shape'];
  /**
   * Number of text lines (the last is shorter). Only for `shape="text"`.
   * @default 1
   */
  lines?: number;
  /** Width override as a CSS length (e.g. `'8rem'`, `'40%'`). */
  width?: string;
  /** Height override as a CSS length. */
  height?: string;
}

/**
 * A placeholder while data loads. Hidden from screen readers: mark the loading region `aria-busy` and give
 * it a label such as "Ładowanie". The pulse stops under reduced motion.
 */
export function Skeleton({ shape, lines = 1, width, height }: SkeletonProps) {
  const size = { width, height };
  if (shape === 'text' || shape === undefined) {
    if (lines > 1) {
      return (
        <span className={styles.lines} style={{ width }} aria-hidden>
          {Array.from({ length: lines }, (_, index) => (
            <span
              key={index}
              className={`${styles.skeleton({ shape: 'text' })} ${index === lines - 1 ? styles.lastLine : ''}`}
            />
          ))}
        </span>
      );
    }
  }
  return <span className={styles.skeleton({ shape })} style={size} aria-hidden />;
}
