/**
 * A library as the server sends it (LibraryView: questions as plain JSON) read as the shape the
 * shared rules take. The server checked the bank against its schema when it was stored, and
 * each QuestionView checks its own question again, so a cast is all that is needed here.
 */
import type { LibraryShape, LibraryView } from '@portal/shared';

export function asLibrary(view: LibraryView): LibraryShape {
  return view as unknown as LibraryShape;
}
