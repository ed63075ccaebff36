import { useId } from 'react';
import * as styles from './TextField.css';

/** How a native field's control, description and error are linked (as React Aria links them). */
export interface NativeFieldParts {
  /** The control's id (the given one, or one of its own). */
  controlId: string;
  descriptionId: string;
  errorId: string;
  /** The message under the field: `errorMessage` when the field is invalid as rendered. */
  error: string | undefined;
  invalid: boolean;
  /** The control's `aria-describedby`: its description and its error, when shown. */
  describedBy: string | undefined;
}

/**
 * The parts of a native fallback field (Native Select, the text fields' and the radio group's
 * fallbacks). Invalid as rendered means a refusal the server sent (`isInvalid` with a message);
 * the browser's own checks show their own message.
 */
export function useNativeFieldParts(
  id: string | undefined,
  description: string | undefined,
  isInvalid: boolean | undefined,
  errorMessage: unknown,
): NativeFieldParts {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const error = isInvalid && typeof errorMessage === 'string' ? errorMessage : undefined;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    descriptionId,
    errorId,
    error,
    invalid: Boolean(isInvalid),
    describedBy: describedBy || undefined,
  };
}

/** A native field's description and error under its control, with the ids its control names. */
export function NativeFieldNotes({
  parts,
  description,
}: {
  parts: NativeFieldParts;
  description: string | undefined;
}) {
  return (
    <>
      {description ? (
        <span id={parts.descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {parts.error ? (
        <span id={parts.errorId} className={styles.fieldError}>
          {parts.error}
        </span>
      ) : null}
    </>
  );
}
