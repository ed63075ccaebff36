import { Link } from '../../components/Link/Link';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import * as styles from './MediaKitDownloads.css';

export interface MediaKitFile {
  /** 'Logo, for light backgrounds'. */
  name: string;
  /** One line on when to use it. */
  description: string;
  /** The file, also its preview. */
  href: string;
  /** The file name the browser saves it as. */
  fileName: string;
  /** 'SVG'. */
  format: string;
  /** The tile the preview sits on: the background the file is made for. */
  background: 'light' | 'dark';
}

export interface MediaKitDownloadsProps {
  files: ReadonlyArray<MediaKitFile>;
  /** Visible text of each link ('Download'); the file's name and format follow for screen readers. */
  downloadLabel: string;
}

/**
 * Brand files to download (the media kit): each with a preview on the background it is made
 * for, its name, when to use it, and a download link that names the file and its format.
 */
export function MediaKitDownloads({ files, downloadLabel }: MediaKitDownloadsProps) {
  return (
    <ul className={styles.grid}>
      {files.map((file) => (
        <li key={file.href} className={styles.card}>
          <div className={styles.preview} data-background={file.background}>
            {/* The name under it says what it shows. */}
            <img src={file.href} alt="" className={styles.image} width="240" height="64" />
          </div>
          <h3 className={styles.name}>{file.name}</h3>
          <p className={styles.description}>{file.description}</p>
          <Link href={file.href} download={file.fileName} className={styles.download}>
            {downloadLabel} <VisuallyHidden>{file.name},</VisuallyHidden> {file.format}
          </Link>
        </li>
      ))}
    </ul>
  );
}
