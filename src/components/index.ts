/** The design system: every component the pages compose. */
export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './Accordion/Accordion';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export {
  Breadcrumb,
  type BreadcrumbProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Card, type CardProps } from './Card/Card';
export { Container, type ContainerProps } from './Container/Container';
export { Dialog, type DialogProps, DialogTrigger, Modal, type ModalProps } from './Dialog/Dialog';
export { Grid, type GridProps, type ResponsiveColumns } from './Grid/Grid';
export { Link, type LinkProps, type LinkTone, type LinkVariant } from './Link/Link';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './RadioGroup/RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { Select, SelectItem, type SelectItemProps, type SelectProps } from './Select/Select';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink';
export { type SpaceToken, Stack, type StackProps } from './Stack/Stack';
export { Switch, type SwitchProps } from './Switch/Switch';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs';
export { TagList, type TagListProps } from './TagList/TagList';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export {
  maxVisibleToasts,
  Toaster,
  type ToasterProps,
  type ToastId,
  type ToastMessage,
  type ToastOptions,
  toast,
  toastDurations,
} from './Toast/Toast';
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from './ToggleButtonGroup/ToggleButtonGroup';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
  visuallyHiddenClass,
} from './VisuallyHidden/VisuallyHidden';
