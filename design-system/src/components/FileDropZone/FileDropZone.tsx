import { Upload, X } from 'lucide-react';
import {
  DropZone,
  FileTrigger,
  ProgressBar,
  Text,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { formatNumber } from '../../format/format';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FileDropZone.css';

export interface UploadingFile {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** 0–100 while uploading; `undefined` when the progress is unknown. */
  progress?: number;
  status: 'uploading' | 'done' | 'error';
  /** Shown when `status` is `error`. */
  error?: string;
}

export interface FileDropZoneProps {
  /** What to drop, e.g. "Dokumenty przewozowe (CMR, WZ)". Names the drop zone. */
  label: string;
  /** Allowed types and size, e.g. "PDF lub JPG, do 10 MB". */
  description?: string;
  /** MIME types for the file picker and the drop filter. */
  acceptedFileTypes?: readonly string[];
  /**
   * @default true
   */
  allowsMultiple?: boolean;
  /** Files dropped or picked. */
  onSelect: (files: File[]) => void;
  /** Files being uploaded or uploaded, with progress. */
  files?: readonly UploadingFile[];
  /** Removes (or cancels) one file. */
  onRemove?: (id: string) => void;
  /** @default false */
  isDisabled?: boolean;
}

const units = ['B', 'KB', 'MB', 'GB'];

/** "1,5 MB" in pl-PL. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(Math.round(value * 10) / 10)}\u00a0${units[unit]}`;
}

function isFile(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/**
 * Drop files here or pick them with the "Wybierz pliki" button (keyboard and screen-reader friendly); each
 * file shows its upload progress as a labelled progress bar.
 */
export function FileDropZone({
  label,
  description,
  acceptedFileTypes,
  allowsMultiple = true,
  onSelect,
  files = [],
  onRemove,
  isDisabled = false,
}: FileDropZoneProps) {
  return (
    <div className={styles.root}>
      <DropZone
        aria-label={label}
        isDisabled={isDisabled}
        className={styles.zone}
        getDropOperation={(types) =>
          !acceptedFileTypes || acceptedFileTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
        }
        onDrop={async (event) => {
          const dropped = await Promise.all(event.items.filter(isFile).map((item) => item.getFile()));
          onSelect(allowsMultiple ? dropped : dropped.slice(0, 1));
        }}
      >
        <span className={styles.zoneIcon} aria-hidden>
          <Upload />
        </span>
        <Text slot="label">{label}</Text>
        {description && <span>{description}</span>}
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => list && onSelect(Array.from(list))}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            Wybierz pliki
          </Button>
        </FileTrigger>
      </DropZone>
      {files.length > 0 && (
        <ul className={styles.files} aria-label="Pliki">
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <div>
                <div className={styles.fileName}>{file.name}</div>
                <div className={styles.fileMeta}>
                  {formatFileSize(file.size)}
                  {file.status === 'done' && ' · przesłano'}
                </div>
                {file.status === 'error' && (
                  <div className={styles.fileError}>{file.error ?? 'Błąd przesyłania.'}</div>
                )}
              </div>
              {onRemove && (
                <IconButton
                  aria-label={`${file.status === 'uploading' ? 'Anuluj' : 'Usuń'}: ${file.name}`}
                  size="sm"
                  onPress={() => onRemove(file.id)}
                >
                  <X aria-hidden />
                </IconButton>
              )}
              {file.status === 'uploading' && (
                <ProgressBar
                  className={styles.progress}
                  aria-label={`Przesyłanie: ${file.name}`}
                  value={file.progress}
                  isIndeterminate={file.progress === undefined}
                >
                  {({ percentage, valueText }) => (
                    <>
                      <span className={styles.fileMeta}>{valueText}</span>
                      <div className={styles.track}>
                        <div className={styles.fill} style={{ width: `${percentage ?? 30}%` }} />
                      </div>
                    </>
                  )}
                </ProgressBar>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
