import { lazy, type ReactNode, Suspense } from 'react';

// The buyer's view of a data room, loaded with the page part that shows it.
const DataRoomDocuments = lazy(() =>
  import('./DataRoomDocuments').then((module) => ({ default: module.DataRoomDocuments })),
);

export function LazyDataRoomDocuments(props: {
  listingId: string;
  headingOrder?: 2 | 3;
  archive?: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <DataRoomDocuments {...props} />
    </Suspense>
  );
}
