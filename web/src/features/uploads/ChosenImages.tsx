import { UploadFileRow } from './UploadFileRow';
import type { UploadItem } from './uploadItem';

interface ChosenImagesProps {
  items: readonly UploadItem[];
  uploading: boolean;
  onRemove: (key: string) => void;
  onUploadAnyway: (item: UploadItem) => void;
}

/** The upload dialog's list of chosen images, each with its progress, Remove and 'Upload anyway'. */
export function ChosenImages({ items, uploading, onRemove, onUploadAnyway }: ChosenImagesProps) {
  return (
    <ul className="upload__list" aria-label="Chosen images">
      {items.map((item) => (
        <UploadFileRow
          key={item.key}
          item={item}
          uploading={uploading}
          onRemove={() => {
            onRemove(item.key);
          }}
          onUploadAnyway={() => {
            onUploadAnyway(item);
          }}
        />
      ))}
    </ul>
  );
}
