import { Box, type BoxProps } from './Box';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /**
   * Space between children.
   * @default 'sm'
   */
  gap?: BoxProps['gap'];
  /**
   * Vertical alignment of children.
   * @default 'center'
   */
  alignItems?: BoxProps['alignItems'];
  /**
   * Whether children wrap onto new lines.
   * @default 'wrap'
   */
  flexWrap?: BoxProps['flexWrap'];
}

/** Children in a row that wraps, with even spacing. */
export function Inline({ gap = 'sm', alignItems = 'center', flexWrap = 'wrap', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      gap={gap}
      alignItems={alignItems}
      flexWrap={flexWrap}
      {...props}
    />
  );
}
