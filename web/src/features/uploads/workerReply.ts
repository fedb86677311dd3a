/** What the uploads' workers answer: the image they made, or why they could not. */
export type WorkerReply = { ok: true; blob: Blob } | { ok: false; message: string };

/** Posts one request to a worker made for it, and ends the worker once it answers. */
export function workerReply(worker: Worker, request: unknown): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      if (event.data.ok) resolve(event.data.blob);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      reject(new Error(event.message));
    };
    worker.postMessage(request);
  }).finally(() => {
    worker.terminate();
  });
}
