export { Checkbox, CheckboxGroup } from './Checkbox';
export type { CheckboxGroupProps, CheckboxProps } from './Checkbox';
