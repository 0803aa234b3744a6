/** The files module's front door: what other modules and the app may use. */
export { filePath, presentFile } from './presenter';
export { fileRoutes } from './routes';
export { sanitizeRichText } from './sanitize';
export { sendFile } from './serve';
export { cleanTitle, deleteFile, fillEmptyRemark, multipartError, openFile, storeFile } from './service';
export { removeQuietly, type StagedUpload, stageUpload } from './upload';
export { videoRoutes } from './video-routes';
export { registerVideoQueue } from './videos';
