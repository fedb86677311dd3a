import type { FileItem } from '@domain/api/listFiles';
import { fileDateText, fileSizeText } from '@domain/files/fileDisplay';

/** The first files as cards with thumbnails (size-limited delivery URLs). */
export function RecentFiles({
  files,
  onOpen,
}: {
  files: readonly FileItem[];
  onOpen: (file: FileItem, opener: HTMLElement) => void;
}) {
  return (
    <section className="recent-files" aria-labelledby="recent-files-title">
      <h2 id="recent-files-title">Recent</h2>
      <ul className="recent-files__list">
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="recent-files__card"
              onClick={(event) => {
                onOpen(file, event.currentTarget);
              }}
            >
              <img src={file.thumbnailUrl} alt="" loading="lazy" className="recent-files__thumb" />
              <span className="recent-files__name">{file.name}</span>
              <span className="recent-files__meta">
                {fileSizeText(file.size)} · {fileDateText(file.createdAt)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
