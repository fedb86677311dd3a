import { useState } from 'react';
import type { FileItem } from '@domain/api/listFiles';
import { saveBlob } from '../../lib/saveBlob';
import { zipCapProblem, zipFiles } from './zipFiles';

interface ZipDownloadProps {
  /** The selected files, or all files of the current search, range and uploader when none are selected. */
  files: () => Promise<FileItem[]>;
  count: number;
  selected: boolean;
  /** The ZIP's name, e.g. 'storage.zip'. */
  zipName: string;
}

/** 'Download as ZIP' with a progress bar; a set over the cap is refused with the reason, never cut. */
export function ZipDownload({ files, count, selected, zipName }: ZipDownloadProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const countProblem = zipCapProblem(count, 0);

  const start = async () => {
    setProblem(null);
    setProgress(0);
    try {
      const chosen = await files();
      const tooMany = zipCapProblem(
        chosen.length,
        chosen.reduce((sum, file) => sum + file.size, 0),
      );
      if (tooMany) {
        setProblem(tooMany);
        return;
      }
      saveBlob(await zipFiles(chosen, setProgress), zipName);
    } catch (error) {
      console.error('ZIP download failed', error);
      setProblem('The ZIP could not be made. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="zip-download">
      <button
        type="button"
        className="button"
        disabled={count === 0 || progress !== null || countProblem !== null}
        onClick={() => void start()}
      >
        {selected ? `Download ${String(count)} selected as ZIP` : 'Download as ZIP'}
      </button>
      {progress !== null && (
        <progress className="zip-download__progress" aria-label="ZIP progress" max={1} value={progress} />
      )}
      {(problem ?? countProblem) && (
        <p className="zip-download__problem" role="status">
          {problem ?? countProblem}
        </p>
      )}
    </div>
  );
}
