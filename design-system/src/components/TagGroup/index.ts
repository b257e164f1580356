export { TagGroup } from './TagGroup';
export type { TagGroupProps, TagItem } from './TagGroup';
