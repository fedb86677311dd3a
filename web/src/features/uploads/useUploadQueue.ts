import { useEffect, useRef, useState } from 'react';
import type { UploadDept, UploadFolder } from '@domain/uploads/folders';
import { planUpload } from '@domain/uploads/sizeRules';
import { uploadMessages } from '@domain/uploads/uploadMessages';
import { readEnv } from '../../config/env';
import { useRecordUpload } from './api/recordUpload';
import { useSignUpload } from './api/signUpload';
import { sniffImageType } from './imageFile';
import { uploadFailureText } from './uploadFailure';
import { newUploadItem, type UploadItem } from './uploadItem';
import { uploadOne, type UploadSteps } from './uploadOne';

interface QueueOptions {
  folder: UploadFolder;
  dept: UploadDept;
  /** Every file of a run was uploaded. */
  onAllUploaded: () => void;
  /** One file failed to upload (it stays in the list to retry). */
  onFileFailed: () => void;
}

const uploadUrl = (cloudName: string) =>
  `${readEnv().VITE_IMAGE_HOST_URL}/v1_1/${encodeURIComponent(cloudName)}/image/upload`;

/** The modal's list and its uploads, one file after the other. */
export function useUploadQueue({ folder, dept, onAllUploaded, onFileFailed }: QueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sign = useSignUpload();
  const record = useRecordUpload();
  const steps: UploadSteps = { sign: sign.mutateAsync, record: record.mutateAsync, uploadUrl };
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  };

  const drop = (keys: readonly string[]) => {
    setItems((current) =>
      current.filter((item) => {
        if (!keys.includes(item.key)) return true;
        URL.revokeObjectURL(item.previewUrl);
        previews.current.delete(item.previewUrl);
        return false;
      }),
    );
  };

  /** Keeps the images among `files`, decided by their bytes; says why any other was left out. */
  const add = async (files: readonly File[]) => {
    setMessage(null);
    const accepted: UploadItem[] = [];
    for (const file of files) {
      if ((await sniffImageType(file)) === null) {
        setMessage(uploadMessages.invalidType);
        continue;
      }
      const plan = planUpload(folder, file.name, file.size);
      if (plan.action === 'refuse') {
        setMessage(plan.message);
        continue;
      }
      const item = newUploadItem(file);
      previews.current.add(item.previewUrl);
      accepted.push(item);
    }
    setItems((current) => [...current, ...accepted]);
  };

  const run = async (queue: readonly UploadItem[]) => {
    if (queue.length === 0) return;
    setUploading(true);
    setMessage(null);
    const done: string[] = [];
    let unfinished = 0;
    for (const item of queue) {
      patch(item.key, { status: 'uploading', progress: 0, failure: undefined });
      try {
        const outcome = await uploadOne(steps, {
          file: item.file,
          folder,
          dept,
          allowDuplicate: item.allowDuplicate,
          onProgress: (progress) => {
            patch(item.key, { progress });
          },
        });
        if (outcome.kind === 'done') {
          done.push(item.key);
          patch(item.key, { status: 'done', progress: 100 });
        } else if (outcome.kind === 'duplicate') {
          unfinished += 1;
          patch(item.key, { status: 'duplicate', duplicate: outcome.duplicate });
        } else {
          unfinished += 1;
          setMessage(outcome.message);
          patch(item.key, { status: 'failed', failure: outcome.message });
        }
      } catch (error) {
        unfinished += 1;
        patch(item.key, { status: 'failed', failure: uploadFailureText(error) });
        onFileFailed();
      }
    }
    setUploading(false);
    const waiting = items.filter((item) => !queue.some((queued) => queued.key === item.key));
    if (unfinished === 0 && waiting.every((item) => item.status === 'done')) {
      drop(items.map((item) => item.key));
      onAllUploaded();
    } else {
      drop(done);
    }
  };

  return {
    items,
    uploading,
    message,
    add,
    remove: (key: string) => {
      drop([key]);
    },
    uploadAll: () => run(items.filter((item) => item.status === 'ready' || item.status === 'failed')),
    uploadAnyway: (item: UploadItem) => {
      const again = { ...item, status: 'ready' as const, allowDuplicate: true, duplicate: undefined };
      patch(item.key, again);
      if (!uploading) void run([again]);
    },
  };
}
