/** Query keys of the data room: a listing's room as the caller sees it, and its read log. */
export const dataRoomKeys = {
  all: ['data-room'] as const,
  room: (listingId: string) => [...dataRoomKeys.all, 'room', listingId] as const,
  readLog: (listingId: string) => [...dataRoomKeys.all, 'read-log', listingId] as const,
};
