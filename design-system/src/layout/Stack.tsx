import { Box, type BoxProps } from './Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /**
   * Space between children (a `vars.space` key, or a responsive object).
   * @default 'md'
   */
  gap?: BoxProps['gap'];
}

/** Children stacked vertically with even spacing. */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
