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

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  children: ReactNode;
}

/**
 * React Aria `ModalOverlay` + `Modal`: a dimmed backdrop, focus trapped inside, Escape closes.
 * Dismissable by clicking outside unless `isDismissable={false}`.
 */
export function Modal({ isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={styles.modal}>{children}</RACModal>
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
