export { FileDropZone, formatFileSize } from './FileDropZone';
export type { FileDropZoneProps, UploadingFile } from './FileDropZone';
