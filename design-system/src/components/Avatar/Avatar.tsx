import { UserRound } from 'lucide-react';
import { useState } from 'react';
import * as styles from './Avatar.css';

export interface AvatarProps {
  /** Image URL. Without it, or when it fails to load, a user icon is shown. */
  src?: string | null;
  /** The person's name, used for the Polish alternative text. */
  name: string;
  /**
   * Alternative text.
   * @default `Zdjęcie profilowe: ${name}`
   */
  alt?: string;
  /**
   * Hide from assistive technology, when the name is already next to the avatar.
   * @default false
   */
  isDecorative?: boolean;
  /**
   * Diameter: 1.5, 2 or 2.5 rem.
   * @default 'md'
   */
  size?: styles.AvatarVariants['size'];
}

/** A round profile picture with a fallback user icon. */
export function Avatar({ src, name, alt, isDecorative = false, size }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? `Zdjęcie profilowe: ${name}`;
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={styles.avatar({ size })}
      {...(showImage ? {} : isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={isDecorative ? '' : label}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <UserRound aria-hidden />
      )}
    </span>
  );
}
