import { useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { useCallback, useRef, useState } from 'react';
import { toError } from '../../../lib/db';
import { env } from '../../../lib/env';
import { supabase } from '../../../lib/supabase';
import type { DataRoomTier } from './data-room';
import { documentMimeType, MAX_DOCUMENT_BYTES } from './file-types';
import { dataRoomKeys } from './query-keys';

export type UploadError = 'type' | 'size' | 'mismatch' | 'network' | 'failed';

export type UploadItem = {
  id: string;
  fileName: string;
  progress: number;
  status: 'uploading' | 'checking' | 'done' | 'error';
  error?: UploadError;
};

type Job = {
  file: File;
  mimeType: string;
  listingId: string;
  tier: DataRoomTier;
  folderId: string | null;
  documentId: string | null;
  /** What a retry may skip: the version begun, the bytes stored. */
  begun?: { documentId: string; versionId: string; objectName: string };
  stored?: boolean;
};

export class UploadFailure extends Error {
  constructor(readonly reason: UploadError) {
    super(reason);
  }
}

/** Step 1: the database makes the version and the one object name Storage will accept. */
async function begin(job: Job) {
  const { data, error } = await supabase.rpc('begin_data_room_upload', {
    p_listing_id: job.listingId,
    p_file_name: job.file.name.replace(/[/\\]/g, '_').slice(0, 200),
    p_mime_type: job.mimeType,
    p_size_bytes: job.file.size,
    p_tier: job.tier,
    p_folder_id: job.folderId ?? undefined,
    p_document_id: job.documentId ?? undefined,
  });
  if (error) throw toError(error);
  const row = data[0];
  return { documentId: row.document_id, versionId: row.version_id, objectName: row.object_name };
}

/** Step 2: the bytes straight to Storage (XMLHttpRequest, for the progress of the upload). */
async function store(job: Job, objectName: string, onProgress: (share: number) => void) {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.VITE_SUPABASE_URL}/storage/v1/object/data-room/${objectName}`);
    xhr.setRequestHeader('apikey', env.VITE_SUPABASE_ANON_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', job.mimeType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailure('failed'));
    xhr.onerror = () => reject(new UploadFailure('network'));
    xhr.send(job.file);
  });
}

/** Step 3: the data-room function checks the bytes against the type and completes the version. */
async function complete(versionId: string) {
  const { error } = await supabase.functions.invoke('data-room', {
    body: { action: 'complete', version_id: versionId },
  });
  if (!error) return;
  if (error instanceof FunctionsHttpError && (error.context as Response).status === 422)
    throw new UploadFailure('mismatch');
  throw toError(error);
}

let nextId = 0;

/**
 * Uploads into a listing's data room with progress per file. A failed file stays in the list with
 * its reason; a retry goes on from the step that failed (a refused content starts over).
 */
export function useDataRoomUploads(listingId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const jobs = useRef(new Map<string, Job>());

  const update = useCallback(
    (id: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const run = useCallback(
    async (id: string) => {
      const job = jobs.current.get(id);
      if (!job) return;
      update(id, { status: 'uploading', error: undefined });
      try {
        job.begun ??= await begin(job);
        if (!job.stored) {
          await store(job, job.begun.objectName, (share) => update(id, { progress: share }));
          job.stored = true;
        }
        update(id, { status: 'checking', progress: 1 });
        await complete(job.begun.versionId);
        update(id, { status: 'done' });
        jobs.current.delete(id);
        void queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) });
      } catch (error) {
        const reason =
          error instanceof UploadFailure
            ? error.reason
            : error instanceof Error && /fetch|network/i.test(error.message)
              ? 'network'
              : 'failed';
        // Refused content is gone on the server: a retry starts a new version.
        if (reason === 'mismatch') {
          job.begun = undefined;
          job.stored = false;
        }
        update(id, { status: 'error', error: reason, progress: 0 });
      }
    },
    [listingId, queryClient, update],
  );

  const start = useCallback(
    (
      files: File[],
      options: { tier: DataRoomTier; folderId: string | null; documentId?: string | null },
    ) => {
      for (const file of files) {
        const id = `upload-${++nextId}`;
        const mimeType = documentMimeType(file);
        const refused: UploadError | null = !mimeType
          ? 'type'
          : file.size > MAX_DOCUMENT_BYTES || file.size === 0
            ? 'size'
            : null;
        setItems((list) => [
          ...list,
          {
            id,
            fileName: file.name,
            progress: 0,
            status: refused ? 'error' : 'uploading',
            error: refused ?? undefined,
          },
        ]);
        if (refused || !mimeType) continue;
        jobs.current.set(id, {
          file,
          mimeType,
          listingId,
          tier: options.tier,
          folderId: options.folderId,
          documentId: options.documentId ?? null,
        });
        void run(id);
      }
    },
    [listingId, run],
  );

  const dismiss = useCallback((id: string) => {
    jobs.current.delete(id);
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const canRetry = (id: string) => jobs.current.has(id);

  return { items, start, retry: run, dismiss, canRetry };
}

/**
 * One file into the listing's data room in one go (the same three steps, no progress list): for
 * an answer that uploads from a due-diligence request. Resolves with the new document's id once it
 * is complete; refused files reject with an UploadFailure ('type', 'size', 'mismatch', …).
 */
export function useUploadOneDocument(listingId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, tier: DataRoomTier = 'access'): Promise<string> => {
      const mimeType = documentMimeType(file);
      if (!mimeType) throw new UploadFailure('type');
      if (file.size > MAX_DOCUMENT_BYTES || file.size === 0) throw new UploadFailure('size');
      const job: Job = { file, mimeType, listingId, tier, folderId: null, documentId: null };
      const begun = await begin(job);
      await store(job, begun.objectName, () => undefined);
      await complete(begun.versionId);
      void queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(listingId) });
      return begun.documentId;
    },
    [listingId, queryClient],
  );
}
