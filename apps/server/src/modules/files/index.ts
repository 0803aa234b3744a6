/** The files module's front door: what other modules and the app may use. */
export { filePath, presentFile } from './presenter';
export { sniffMediaFile } from './media';
export { mediaUploadBytes, type MediaUploadOwner, receiveMediaUpload } from './media-upload';
export { fileRoutes } from './routes';
export { runFfmpeg } from './ffmpeg';
export { sanitizeRichText } from './sanitize';
export { sendFile } from './serve';
export { cleanTitle, deleteFile, deleteFileRow, fillEmptyRemark, multipartError, openFile, readStoredFile, removeStoredFile, storeFile } from './service';
export { probeMedia } from './transcoder';
export { removeQuietly, type StagedUpload, stageMedia, stageUpload } from './upload';
export { videoRoutes } from './video-routes';
export { registerVideoQueue, sweepLostTranscodes } from './videos';
// The recognition rules themselves are shared (the parent's phone runs them too); offered here for server code.
export { MEDIA_SNIFF_BYTES, mediaKindOf, sniffMedia, type SniffedMedia } from '@portal/shared';
