import type { ReactNode } from 'react';
import {
  Button,
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components';
import { CloseIcon } from '../Icon/CloseIcon';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

/**
 * 'centred': a card over a dimmed backdrop. 'sheet': the dialog fills the viewport over the
 * page's background and scrolls inside itself (the mobile menu); nothing lies outside it.
 */
export type ModalVariant = 'centred' | 'sheet';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  variant?: ModalVariant;
  children: ReactNode;
}

/**
 * React Aria `ModalOverlay` + `Modal`: focus trapped inside, Escape closes. A centred modal is
 * dismissable by clicking outside unless `isDismissable={false}`; a sheet has no outside.
 */
export function Modal({ variant = 'centred', isDismissable, children, ...props }: ModalProps) {
  const sheet = variant === 'sheet';
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable ?? !sheet}
      className={sheet ? styles.sheetOverlay : styles.overlay}
    >
      <RACModal className={sheet ? styles.sheetModal : styles.modal}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'children'> {
  /** The dialog's heading; it names the dialog. */
  title: ReactNode;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children: ReactNode | ((options: { close: () => void }) => ReactNode);
}

/** React Aria `Dialog` with a heading and a close button; put it inside `Modal`. */
export function Dialog({
  title,
  headingLevel = 2,
  closeLabel = 'Close',
  children,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" level={headingLevel} className={styles.heading}>
              {title}
            </Heading>
            <Button className={styles.closeButton} aria-label={closeLabel} onPress={close}>
              <CloseIcon className={styles.closeIcon} />
            </Button>
          </div>
          <div className={styles.body}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
        </>
      )}
    </RACDialog>
  );
}

export interface SheetDialogProps extends Omit<RACDialogProps, 'className'> {
  /** A sheet has no heading to name it: the name it is announced with ('Main menu'). */
  'aria-label': string;
}

/**
 * React Aria `Dialog` for a sheet `Modal`: its content lays itself out and brings its own close
 * control (the mobile menu's top bar).
 */
export function SheetDialog(props: SheetDialogProps) {
  return <RACDialog {...props} className={styles.sheetDialog} />;
}
